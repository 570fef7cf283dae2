-- Hand-written (ADR 018). A search is a case-insensitive substring of name, description or
-- brand. The database keeps each product's three texts lowercased in one column, joined by line
-- breaks (a search never holds one: its line breaks are dropped, as the search box drops them), so a
-- search is one case-sensitive LIKE on one trigram index instead of three ILIKEs, each of which
-- lowercases its text again for every candidate row: half the time over 100,000 products.
ALTER TABLE public.products ADD COLUMN IF NOT EXISTS search_text text
	GENERATED ALWAYS AS (lower(name || E'\n' || coalesce(brand, '') || E'\n' || coalesce(description, ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_search_text_idx ON public.products USING gin (locale, search_text gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS public.products_search_idx;
