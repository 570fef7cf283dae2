-- Hand-written (ADR 048). Stored GTINs in the normal form the import now writes (app/lib/gtin.ts):
-- the EAN-13, or 14 digits behind a packaging indicator; a GTIN that cannot match (malformed, a wrong
-- check digit, a shop's in-store number) is set to null, as the import leaves it out. Products of one
-- language that now share a GTIN were one item listed in different forms (UPC-12, EAN-13, GTIN-14)
-- and are merged into the oldest of them: offers with their price history and click counts, price
-- alerts and the home page's picks follow it, and the merged products' addresses are kept in
-- former_product_slugs, which the product page answers with a 301 to the survivor. A shop with an
-- offer on two of the merged products keeps one: the one it sells now, seen last; the other's
-- history and clicks are added to it. On a database whose GTINs are already normal (every demo
-- GTIN is a valid EAN-13) nothing but the new table changes.
CREATE TABLE IF NOT EXISTS public.former_product_slugs (
	locale text NOT NULL CHECK (locale IN ('sv', 'nb')),
	slug text NOT NULL,
	-- The product the address now leads to.
	product_id uuid NOT NULL REFERENCES public.products (id) ON DELETE CASCADE,
	merged_at timestamptz NOT NULL DEFAULT now(),
	PRIMARY KEY (locale, slug)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS former_product_slugs_product_idx ON public.former_product_slugs (product_id);
--> statement-breakpoint
ALTER TABLE public.former_product_slugs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON public.former_product_slugs FROM anon, authenticated;
--> statement-breakpoint
-- The normal form of a stored GTIN, or null when it is none: app/lib/gtin.ts's readGtin, for this
-- migration only (a temporary function: the session's, like the tables below).
CREATE OR REPLACE FUNCTION pg_temp.gtin_normal_form(p_text text)
RETURNS text
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
	v_digits text := regexp_replace(coalesce(p_text, ''), '[[:space:]-]', '', 'g');
	v_14 text;
	v_sum int := 0;
	v_i int;
BEGIN
	IF v_digits !~ '^([0-9]{8}|[0-9]{12,14})$' THEN
		RETURN NULL;
	END IF;
	v_14 := lpad(v_digits, 14, '0');
	-- The check digit: weights 3, 1, 3, … from the digit before it.
	FOR v_i IN 1..13 LOOP
		v_sum := v_sum + substr(v_14, v_i, 1)::int * CASE WHEN v_i % 2 = 1 THEN 3 ELSE 1 END;
	END LOOP;
	IF (10 - v_sum % 10) % 10 <> substr(v_14, 14, 1)::int THEN
		RETURN NULL;
	END IF;
	-- All zeros, and GS1's restricted-circulation numbers: a GTIN-8 starting 0 or 2, prefixes 02, 04, 2x.
	IF v_14 ~ '^0+$' OR (v_14 LIKE '000000%' AND substr(v_14, 7, 1) IN ('0', '2'))
	   OR (v_14 NOT LIKE '000000%' AND substr(v_14, 2) ~ '^(02|04|2)') THEN
		RETURN NULL;
	END IF;
	RETURN CASE WHEN left(v_14, 1) = '0' THEN substr(v_14, 2) ELSE v_14 END;
END
$$;
--> statement-breakpoint
CREATE TEMP TABLE gtin_products AS
SELECT id, locale, gtin, pg_temp.gtin_normal_form(gtin) AS normal,
	first_value(id) OVER (PARTITION BY locale, pg_temp.gtin_normal_form(gtin) ORDER BY created_at, id) AS survivor_id
FROM public.products
WHERE gtin IS NOT NULL;
--> statement-breakpoint
-- Each product that is merged, with the oldest product of its language and GTIN, which stays.
CREATE TEMP TABLE product_merges AS
SELECT id AS merged_id, survivor_id FROM gtin_products WHERE normal IS NOT NULL AND id <> survivor_id;
--> statement-breakpoint
-- The offers of every merged group, where each came from, and the one a shop keeps on the survivor:
-- its available offer before a sold-out one, then the one its feed confirmed last.
CREATE TEMP TABLE merged_offers AS
SELECT o.id, o.product_id AS origin_id, coalesce(m.survivor_id, o.product_id) AS product_id, o.retailer_id,
	first_value(o.id) OVER (
		PARTITION BY coalesce(m.survivor_id, o.product_id), o.retailer_id
		ORDER BY o.availability = 'out_of_stock', greatest(o.seen_at, o.updated_at) DESC, o.id
	) AS kept_id
FROM public.offers o
LEFT JOIN product_merges m ON m.merged_id = o.product_id
WHERE o.product_id IN (SELECT merged_id FROM product_merges UNION SELECT survivor_id FROM product_merges);
--> statement-breakpoint
-- A shop's second offer of one item (from another of the merged products) is folded into the kept one.
CREATE TEMP TABLE offer_folds AS
SELECT f.id AS folded_id, f.kept_id
FROM merged_offers f
WHERE f.id <> f.kept_id
	AND f.origin_id <> (SELECT k.origin_id FROM merged_offers k WHERE k.id = f.kept_id);
--> statement-breakpoint
UPDATE public.offers o SET product_id = m.survivor_id FROM product_merges m WHERE o.product_id = m.merged_id;
--> statement-breakpoint
UPDATE public.price_history h SET product_id = m.survivor_id FROM product_merges m WHERE h.product_id = m.merged_id;
--> statement-breakpoint
UPDATE public.price_history h SET offer_id = f.kept_id FROM offer_folds f WHERE h.offer_id = f.folded_id;
--> statement-breakpoint
INSERT INTO public.offer_clicks (offer_id, day, clicks)
SELECT f.kept_id, c.day, sum(c.clicks) FROM public.offer_clicks c JOIN offer_folds f ON f.folded_id = c.offer_id
GROUP BY f.kept_id, c.day
ON CONFLICT (offer_id, day) DO UPDATE SET clicks = public.offer_clicks.clicks + excluded.clicks;
--> statement-breakpoint
DELETE FROM public.offers WHERE id IN (SELECT folded_id FROM offer_folds);
--> statement-breakpoint
UPDATE public.price_alerts a SET product_id = m.survivor_id FROM product_merges m WHERE a.product_id = m.merged_id;
--> statement-breakpoint
-- The home page's picks: a merged product is its survivor, in the place the first of them had.
UPDATE public.homepage_content h SET featured_product_ids = coalesce((
	SELECT array_agg(x.id ORDER BY x.n) FROM (
		SELECT coalesce(m.survivor_id, f.id) AS id, min(f.n) AS n
		FROM unnest(h.featured_product_ids) WITH ORDINALITY AS f (id, n)
		LEFT JOIN product_merges m ON m.merged_id = f.id
		GROUP BY 1
	) x
), '{}')
WHERE h.featured_product_ids && ARRAY(SELECT merged_id FROM product_merges);
--> statement-breakpoint
-- A merged product's address, and the addresses that led to it, now lead to its survivor.
UPDATE public.former_product_slugs s SET product_id = m.survivor_id FROM product_merges m WHERE s.product_id = m.merged_id;
--> statement-breakpoint
INSERT INTO public.former_product_slugs (locale, slug, product_id)
SELECT p.locale, p.slug, m.survivor_id FROM product_merges m JOIN public.products p ON p.id = m.merged_id
ON CONFLICT (locale, slug) DO UPDATE SET product_id = excluded.product_id, merged_at = excluded.merged_at;
--> statement-breakpoint
DELETE FROM public.products WHERE id IN (SELECT merged_id FROM product_merges);
--> statement-breakpoint
-- The GTINs in normal form; a SKU that was the GTIN (a product's pairing with its counterpart in the
-- other language) follows it, so both languages' products of one item pair again whatever form each
-- feed wrote. A GTIN that cannot match is dropped; its product keeps its SKU.
UPDATE public.products p
SET gtin = g.normal, sku = CASE WHEN p.sku = p.gtin AND g.normal IS NOT NULL THEN g.normal ELSE p.sku END
FROM gtin_products g
WHERE g.id = p.id AND p.gtin IS DISTINCT FROM g.normal;
--> statement-breakpoint
-- Each survivor shows its cheapest available offer, as the import's refreshProducts picks it, and its
-- deal (price_drops) is worked out again over the history it now has.
UPDATE public.products p
SET available = b.available, cheapest_offer_id = b.id, price = b.price, currency = b.currency, product_url = b.url,
	updated_at = now()
FROM (
	SELECT DISTINCT ON (o.product_id) o.product_id, o.id, o.price, o.currency, o.url, o.availability <> 'out_of_stock' AS available
	FROM public.offers o
	WHERE o.product_id IN (SELECT survivor_id FROM product_merges)
	ORDER BY o.product_id, o.availability = 'out_of_stock', o.price, o.id
) b
WHERE p.id = b.product_id
	AND (p.available, p.cheapest_offer_id, p.price, p.currency, p.product_url)
		IS DISTINCT FROM (b.available, b.id, b.price, b.currency, b.url);
--> statement-breakpoint
SELECT public.refresh_price_drop(s.survivor_id) FROM (SELECT DISTINCT survivor_id FROM product_merges) s;
--> statement-breakpoint
-- The session's temporary tables and function are dropped here, not at commit: a runner that applies
-- the file statement by statement still finds them until the end.
DROP TABLE pg_temp.offer_folds, pg_temp.merged_offers, pg_temp.product_merges, pg_temp.gtin_products;
--> statement-breakpoint
DROP FUNCTION pg_temp.gtin_normal_form(text);
