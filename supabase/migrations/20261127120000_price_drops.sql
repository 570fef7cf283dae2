-- Hand-written (ADR 027). The deals page lists products whose cheapest price dropped at least 10 %
-- below the lowest cheapest price of the 30 days before the drop. Working that out means walking a
-- product's price history, far too much to do for 100,000 products on every request; so the database
-- keeps the result, one row per product that is a deal, whenever a product's price or availability
-- changes (every import refreshes its products after writing their history) and whenever history is
-- written with a date in the past (a seed, a backfill). The page then reads a small table by index;
-- only the 30-day expiry of a drop is checked at read time, against now().
CREATE TABLE IF NOT EXISTS public.price_drops (
	product_id uuid PRIMARY KEY REFERENCES public.products (id) ON DELETE CASCADE,
	locale text NOT NULL,
	-- The product's price the drop is about (products.price when it was worked out) and its currency.
	price numeric(12, 2) NOT NULL,
	currency text NOT NULL,
	-- The lowest cheapest price of the 30 days before the drop (EU Directive 2019/2161, art. 6a).
	reference_price numeric(12, 2) NOT NULL,
	-- When the cheapest price fell to the current level and stayed there.
	started_at timestamptz NOT NULL,
	-- price / reference_price: the deepest drop has the smallest ratio.
	ratio numeric NOT NULL,
	-- The product's name, brand and categories, which the list orders and narrows by: a page reads
	-- this table alone by index and joins only its own 24 products.
	name text NOT NULL,
	brand text,
	category text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS price_drops_locale_ratio_idx ON public.price_drops (locale, ratio, name, product_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS price_drops_locale_brand_ratio_idx ON public.price_drops (locale, brand, ratio, name, product_id);
--> statement-breakpoint
ALTER TABLE public.price_drops ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON public.price_drops FROM anon, authenticated;
--> statement-breakpoint
-- One product's drop, worked out again from its price history: the row is written when the product is
-- a deal and removed when it is not. The history's cheapest price at any moment is the lowest of every
-- offer's latest price (as the price chart draws it). Only the last 60 days are read, with each offer's
-- price as it stood when they began: a drop older than 30 days is no deal, and its reference looks 30
-- days further back.
CREATE OR REPLACE FUNCTION public.refresh_price_drop(p_product uuid)
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = ''
AS $$
DECLARE
	v_now timestamptz := pg_catalog.now();
	v_since timestamptz := v_now - interval '60 days';
	v_product record;
	v_row record;
	v_offer_ids bigint[] := '{}';
	v_offer_prices numeric[] := '{}';
	v_step_at timestamptz[] := '{}';
	v_step_price numeric[] := '{}';
	v_n int := 0;
	v_idx int;
	v_cheapest numeric;
	v_i int;
	v_started timestamptz;
	v_reference numeric;
BEGIN
	SELECT id, locale, price, currency, available, name, brand, category INTO v_product FROM public.products WHERE id = p_product;
	IF NOT FOUND OR NOT v_product.available OR v_product.price IS NULL OR v_product.price <= 0 THEN
		DELETE FROM public.price_drops WHERE product_id = p_product;
		RETURN;
	END IF;

	-- The cheapest price after each change, one step per moment.
	FOR v_row IN
		SELECT offer_id, price, greatest(recorded_at, v_since) AS at, id FROM (
			(SELECT h.offer_id, h.price, h.recorded_at, h.id FROM public.price_history h
			  WHERE h.product_id = p_product AND h.currency = v_product.currency
			    AND h.recorded_at >= v_since AND h.recorded_at <= v_now)
			UNION ALL
			(SELECT DISTINCT ON (h.offer_id) h.offer_id, h.price, h.recorded_at, h.id FROM public.price_history h
			  WHERE h.product_id = p_product AND h.currency = v_product.currency AND h.recorded_at < v_since
			  ORDER BY h.offer_id, h.recorded_at DESC, h.id DESC)
		) changes
		ORDER BY at, id
	LOOP
		v_idx := pg_catalog.array_position(v_offer_ids, v_row.offer_id);
		IF v_idx IS NULL THEN
			v_offer_ids := v_offer_ids || v_row.offer_id;
			v_offer_prices := v_offer_prices || v_row.price;
		ELSE
			v_offer_prices[v_idx] := v_row.price;
		END IF;
		SELECT min(p) INTO v_cheapest FROM pg_catalog.unnest(v_offer_prices) AS p;
		IF v_n > 0 AND v_step_at[v_n] = v_row.at THEN
			v_step_price[v_n] := v_cheapest;
		ELSE
			v_n := v_n + 1;
			v_step_at[v_n] := v_row.at;
			v_step_price[v_n] := v_cheapest;
		END IF;
	END LOOP;

	-- The drop began with the first step of the last run at or below the current price.
	v_i := v_n;
	WHILE v_i >= 1 AND v_step_price[v_i] <= v_product.price LOOP
		v_started := v_step_at[v_i];
		v_i := v_i - 1;
	END LOOP;
	-- No step above the current price before it (none known, or no history at all), a history that
	-- ends above the current price, or a drop older than 30 days: no deal.
	IF v_i < 1 OR v_i = v_n OR v_started <= v_now - interval '30 days' THEN
		DELETE FROM public.price_drops WHERE product_id = p_product;
		RETURN;
	END IF;

	-- The lowest cheapest price of the 30 days before the drop: the steps that began in them, and the
	-- one in force when they began.
	v_reference := v_step_price[v_i];
	WHILE v_i >= 1 LOOP
		v_reference := least(v_reference, v_step_price[v_i]);
		EXIT WHEN v_step_at[v_i] <= v_started - interval '30 days';
		v_i := v_i - 1;
	END LOOP;

	IF v_product.price <= 0.9 * v_reference THEN
		INSERT INTO public.price_drops (product_id, locale, price, currency, reference_price, started_at, ratio, name,
		  brand, category)
		VALUES (p_product, v_product.locale, v_product.price, v_product.currency, v_reference, v_started,
		        v_product.price / v_reference, v_product.name, v_product.brand, v_product.category)
		ON CONFLICT (product_id) DO UPDATE SET locale = excluded.locale, price = excluded.price,
		  currency = excluded.currency, reference_price = excluded.reference_price,
		  started_at = excluded.started_at, ratio = excluded.ratio, name = excluded.name, brand = excluded.brand,
		  category = excluded.category;
	ELSE
		DELETE FROM public.price_drops WHERE product_id = p_product;
	END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.refresh_price_drop(uuid) FROM PUBLIC;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.refresh_price_drop_of_product()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = ''
AS $$
BEGIN
	PERFORM public.refresh_price_drop(NEW.id);
	RETURN NULL;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.refresh_price_drop_of_product() FROM PUBLIC;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER price_drop_on_price_change
	AFTER UPDATE OF price, available, currency, name, brand, category ON public.products
	FOR EACH ROW
	WHEN (OLD.price IS DISTINCT FROM NEW.price OR OLD.available IS DISTINCT FROM NEW.available
	      OR OLD.currency IS DISTINCT FROM NEW.currency OR OLD.name IS DISTINCT FROM NEW.name
	      OR OLD.brand IS DISTINCT FROM NEW.brand OR OLD.category IS DISTINCT FROM NEW.category)
	EXECUTE FUNCTION public.refresh_price_drop_of_product();
--> statement-breakpoint
-- History written with a date in the past (before the transaction began), or moved in time: the
-- products it belongs to are worked out again. An import's own rows carry now() and are left to the
-- products' trigger, which fires once it has refreshed their prices.
CREATE OR REPLACE FUNCTION public.refresh_price_drops_of_history()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = ''
AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM public.refresh_price_drop(product_id)
		FROM (SELECT DISTINCT product_id FROM written WHERE recorded_at < pg_catalog.now()) backdated;
	ELSE
		PERFORM public.refresh_price_drop(product_id) FROM (SELECT DISTINCT product_id FROM written) moved;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.refresh_price_drops_of_history() FROM PUBLIC;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER price_drops_on_backdated_history AFTER INSERT ON public.price_history
	REFERENCING NEW TABLE AS written
	FOR EACH STATEMENT EXECUTE FUNCTION public.refresh_price_drops_of_history();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER price_drops_on_moved_history AFTER UPDATE ON public.price_history
	REFERENCING NEW TABLE AS written
	FOR EACH STATEMENT EXECUTE FUNCTION public.refresh_price_drops_of_history();
--> statement-breakpoint
-- The drops of the history already stored.
SELECT public.refresh_price_drop(p.id) FROM public.products p
WHERE p.available AND EXISTS (
	SELECT 1 FROM public.price_history h WHERE h.product_id = p.id AND h.recorded_at >= pg_catalog.now() - interval '30 days'
);
