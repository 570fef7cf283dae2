-- Tool-run history is operational data: row-level security on, no policy for the public roles.
ALTER TABLE public.tool_runs ENABLE ROW LEVEL SECURITY;

-- A product shows its cheapest available offer; click-outs and the offers table read it by id.
CREATE INDEX IF NOT EXISTS offers_product_price_idx ON public.offers (product_id, price);
