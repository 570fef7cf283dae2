-- Hand-written (ADR 039, 040). The search engine: what a product is found by, the catalogue's own
-- words for typo tolerance and "Menade du …?", synonyms per language and the search statistics.
--
-- Every text a search compares is *folded*: lowercased without diacritics (unaccent: å ä ö ø æ é →
-- a a o o ae e), split at anything that is not a letter or a digit, the words between single spaces.
-- A product's folded texts are one stored column, `search_document`, in four sections separated by
-- ';' — name, brand, category names, description — so a word found in it can also be told apart by
-- where it was found (ranking), and a whole word is ' word ' (spaces on both sides).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent is stable (its rules could be edited), so it cannot stand in a stored column by itself;
-- the rules are the extension's own file and never change at run time, so the fold is immutable.
-- search_path is set for the function: unaccent lives in `public` here and in `extensions` on a
-- Supabase project where it was enabled from the dashboard.
CREATE OR REPLACE FUNCTION public.search_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
SET search_path = public, extensions, pg_catalog
AS $$ SELECT lower(unaccent('unaccent', t)) $$;
--> statement-breakpoint
-- ' word word word ': the folded words of a text, each with a space on both sides (' ' for none).
CREATE OR REPLACE FUNCTION public.search_words(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
SET search_path = public, extensions, pg_catalog
AS $$ SELECT coalesce(' ' || nullif(btrim(regexp_replace(search_fold(t), '[^[:alnum:]]+', ' ', 'g')), '') || ' ', ' ') $$;
--> statement-breakpoint
-- The joined forms a shopper may type for a name or brand: a word written with punctuation inside,
-- without it (Coca-Cola → cocacola, M&M's → mms, F!ZZ → fzz), and a number joined to its unit
-- (200 g → 200g). Only these: joining every pair of adjacent words would put false words inside the
-- text ("Cola Skalle" → "colaskalle", in which "lask" is found).
CREATE OR REPLACE FUNCTION public.search_joined(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
SET search_path = public, extensions, pg_catalog
AS $$
	SELECT coalesce(string_agg(joined, ' '), '') FROM (
		SELECT regexp_replace(m[1], '[^[:alnum:]]+', '', 'g') AS joined
		FROM regexp_matches(coalesce(search_fold(t), ''), '(\S*[[:alnum:]][^[:alnum:][:space:]]+[[:alnum:]]\S*)', 'g') AS m
		UNION ALL
		SELECT m[1] || m[2]
		FROM regexp_matches(search_words(t), ' ([0-9]+) (g|kg|mg|ml|cl|dl|l|st|p)(?= )', 'g') AS m
	) AS forms
$$;
--> statement-breakpoint
-- A name's words and, after a '|', its joined forms: the name section of the search document, and
-- on its own the column ranking reads first (search_name).
CREATE OR REPLACE FUNCTION public.search_name_words(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
SET search_path = public, extensions, pg_catalog
AS $$ SELECT search_words(name) || '| ' || search_joined(name) || ' ' $$;
--> statement-breakpoint
-- The whole search document of a product: name ; brand ; category names ; description. The name
-- and brand sections end with their joined forms after a '|', and a brand of several words also
-- written as one (Red Bull → redbull), so that "redbull" and "dr.pepper" find them.
CREATE OR REPLACE FUNCTION public.search_document(name text, brand text, category text[], description text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
SET search_path = public, extensions, pg_catalog
AS $$
	SELECT search_name_words(name) || ';'
		|| search_words(brand) || '| ' || search_joined(brand) || ' '
		|| CASE WHEN search_words(brand) ~ '^ \S+ \S' THEN regexp_replace(search_words(brand), ' ', '', 'g') || ' ' ELSE '' END
		|| ';' || search_words(array_to_string(category, ' '))
		|| ';' || search_words(description)
$$;
--> statement-breakpoint
ALTER TABLE public.products ADD COLUMN IF NOT EXISTS search_document text
	GENERATED ALWAYS AS (public.search_document(name, brand, category, description)) STORED;
--> statement-breakpoint
-- One trigram index per language over the document: every word of a search is a LIKE on it.
CREATE INDEX IF NOT EXISTS products_search_document_idx ON public.products
	USING gin (locale, search_document gin_trgm_ops);
--> statement-breakpoint
-- The lowercased texts of ADR 018 and their index go: whatever they found, the document finds
-- (folding only turns letters into letters and punctuation into spaces), and every product row
-- and write carried them a second time.
DROP INDEX IF EXISTS public.products_search_text_idx;
--> statement-breakpoint
ALTER TABLE public.products DROP COLUMN IF EXISTS search_text;
--> statement-breakpoint
-- The name section alone, with an index of its own: ranking reads it for every hit (short, so cheap),
-- and the live suggestions find the best candidates through it without reading every hit.
ALTER TABLE public.products ADD COLUMN IF NOT EXISTS search_name text
	GENERATED ALWAYS AS (public.search_name_words(name)) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_search_name_idx ON public.products
	USING gin (locale, search_name gin_trgm_ops);
--> statement-breakpoint
-- Whether some retailer has the product in stock now (not only on preorder or backorder), so a search
-- ranks and counts it, and a list filters by it, without reading the offers of every hit. Kept by
-- the database from the offers, whoever writes them (an import, a tool, SQL): a trigger per
-- statement, for the products whose offers the statement wrote.
ALTER TABLE public.products ADD COLUMN IF NOT EXISTS in_stock boolean NOT NULL DEFAULT false;
--> statement-breakpoint
UPDATE public.products p SET in_stock = true
WHERE NOT p.in_stock AND EXISTS (SELECT 1 FROM public.offers o WHERE o.product_id = p.id AND o.availability = 'in_stock');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.refresh_products_in_stock()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $$
BEGIN
	UPDATE public.products p
	SET in_stock = s.in_stock
	FROM (
		SELECT c.product_id,
			EXISTS (SELECT 1 FROM public.offers o WHERE o.product_id = c.product_id AND o.availability = 'in_stock') AS in_stock
		FROM (SELECT DISTINCT product_id FROM changed_offers) AS c
	) AS s
	WHERE p.id = s.product_id AND p.in_stock IS DISTINCT FROM s.in_stock;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER offers_in_stock_after_insert AFTER INSERT ON public.offers
	REFERENCING NEW TABLE AS changed_offers FOR EACH STATEMENT EXECUTE FUNCTION public.refresh_products_in_stock();
--> statement-breakpoint
-- An update counts only where availability or product changed: most of an import's updates only move
-- seen_at. (A trigger with transition tables cannot name columns; the rows are compared instead.)
CREATE OR REPLACE FUNCTION public.refresh_products_in_stock_after_update()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $$
BEGIN
	UPDATE public.products p
	SET in_stock = s.in_stock
	FROM (
		SELECT c.product_id,
			EXISTS (SELECT 1 FROM public.offers o WHERE o.product_id = c.product_id AND o.availability = 'in_stock') AS in_stock
		FROM (
			SELECT n.product_id FROM changed_offers n JOIN previous_offers o ON o.id = n.id
			WHERE n.availability IS DISTINCT FROM o.availability OR n.product_id IS DISTINCT FROM o.product_id
			UNION
			SELECT o.product_id FROM changed_offers n JOIN previous_offers o ON o.id = n.id
			WHERE n.product_id IS DISTINCT FROM o.product_id
		) AS c
	) AS s
	WHERE p.id = s.product_id AND p.in_stock IS DISTINCT FROM s.in_stock;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER offers_in_stock_after_update AFTER UPDATE ON public.offers
	REFERENCING OLD TABLE AS previous_offers NEW TABLE AS changed_offers
	FOR EACH STATEMENT EXECUTE FUNCTION public.refresh_products_in_stock_after_update();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER offers_in_stock_after_delete AFTER DELETE ON public.offers
	REFERENCING OLD TABLE AS changed_offers FOR EACH STATEMENT EXECUTE FUNCTION public.refresh_products_in_stock();
--> statement-breakpoint
-- The catalogue's own words per language (ADR 039): where a typo is corrected to and "Menade du …?"
-- comes from. Rebuilt from the available products after imports and daily (refresh_search_terms);
-- a word a new product brings is found from its first minute (the document), and corrected to
-- once the words are rebuilt.
CREATE TABLE IF NOT EXISTS public.search_terms (
	locale text NOT NULL CHECK (locale IN ('sv', 'nb')),
	-- Folded, letters only, at least 3.
	term text NOT NULL,
	-- The word as the catalogue writes it, lowercased, when that differs from `term` (djungelvrål).
	display text,
	-- The word's stem in the language (Snowball): words sharing a stem are inflections of one another.
	stem text NOT NULL,
	-- How often the word occurs in the language's available products.
	occurrences integer NOT NULL,
	-- Found in some product's name, brand or category names (not only in a description).
	in_titles boolean NOT NULL,
	CONSTRAINT search_terms_locale_term_pk PRIMARY KEY (locale, term)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.refresh_search_terms(p_locale text) RETURNS integer
LANGUAGE plpgsql
SET search_path = public, extensions, pg_catalog
AS $$
DECLARE
	written integer;
	stemmer regdictionary := CASE p_locale WHEN 'sv' THEN 'swedish_stem' ELSE 'norwegian_stem' END;
BEGIN
	-- One rebuild of a language at a time (two imports finishing together).
	PERFORM pg_advisory_xact_lock(7244102, hashtext(p_locale));
	DELETE FROM search_terms WHERE locale = p_locale;
	INSERT INTO search_terms (locale, term, stem, occurrences, in_titles)
	SELECT p_locale, word, coalesce((ts_lexize(stemmer, word))[1], word), count(*), bool_or(in_title)
	FROM (
		SELECT regexp_split_to_table(split_part(p.search_document, ';', 1) || split_part(p.search_document, ';', 2)
			|| split_part(p.search_document, ';', 3), ' ') AS word, true AS in_title
		FROM products p WHERE p.locale = p_locale AND p.available
		UNION ALL
		SELECT regexp_split_to_table(split_part(p.search_document, ';', 4), ' '), false
		FROM products p WHERE p.locale = p_locale AND p.available
	) AS words
	WHERE word ~ '^[[:alpha:]]{3,}$'
	GROUP BY word;
	GET DIAGNOSTICS written = ROW_COUNT;
	-- The written form of words that folding changed, from the names, brands and category names.
	UPDATE search_terms t SET display = d.display
	FROM (
		SELECT search_fold(w) AS term, min(w) AS display
		FROM (
			SELECT DISTINCT regexp_split_to_table(lower(p.name || ' ' || coalesce(p.brand, '') || ' '
				|| array_to_string(p.category, ' ')), '[^[:alnum:]]+') AS w
			FROM products p WHERE p.locale = p_locale AND p.available
		) AS words
		WHERE w ~ '[^a-z0-9]'
		GROUP BY 1
	) AS d
	WHERE t.locale = p_locale AND t.term = d.term AND t.term <> d.display;
	RETURN written;
END
$$;
--> statement-breakpoint
SELECT public.refresh_search_terms('sv'), public.refresh_search_terms('nb');
--> statement-breakpoint
-- Synonyms per language (ADR 040): each row a group of words or phrases a shopper uses for the same
-- thing; a search for one also finds the others. Edited on the admin page.
CREATE TABLE IF NOT EXISTS public.search_synonyms (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	locale text NOT NULL CHECK (locale IN ('sv', 'nb')),
	terms text[] NOT NULL CHECK (cardinality(terms) >= 2),
	updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS search_synonyms_locale_idx ON public.search_synonyms (locale);
--> statement-breakpoint
INSERT INTO public.search_synonyms (locale, terms)
SELECT v.locale, v.terms FROM (VALUES
	('sv', ARRAY['läsk', 'dricka', 'soda', 'brus', 'läskedryck']),
	('sv', ARRAY['sockerfri', 'utan socker', 'zero', 'sugarfree', 'sugar free', 'no sugar']),
	('sv', ARRAY['nallar', 'björnar', 'bears', 'gummibjörnar', 'goldbears']),
	('sv', ARRAY['godis', 'godteri', 'snask']),
	('sv', ARRAY['choklad', 'chocolate', 'sjokolade']),
	('sv', ARRAY['mjölkchoklad', 'milk chocolate', 'melkesjokolade']),
	('sv', ARRAY['mörk choklad', 'dark chocolate', 'mørk sjokolade']),
	('sv', ARRAY['lakrits', 'lakris', 'lakrids', 'licorice', 'liquorice']),
	('sv', ARRAY['chips', 'potatischips', 'potetgull', 'crisps']),
	('sv', ARRAY['energidryck', 'energidrikk', 'energy drink']),
	('sv', ARRAY['jordnötter', 'peanuts', 'peanøtter']),
	('sv', ARRAY['surt', 'sura', 'sur', 'syrlig']),
	('sv', ARRAY['apelsin', 'orange', 'appelsin']),
	('sv', ARRAY['jordgubb', 'strawberry', 'jordbær']),
	('sv', ARRAY['hallon', 'raspberry', 'bringebær']),
	('sv', ARRAY['kola', 'toffee']),
	('sv', ARRAY['tuggummi', 'chewing gum', 'tyggegummi']),
	('nb', ARRAY['brus', 'leskedrikk', 'soda', 'läsk']),
	('nb', ARRAY['sukkerfri', 'uten sukker', 'sockerfri', 'zero', 'sugarfree', 'sugar free', 'no sugar']),
	('nb', ARRAY['bamser', 'bjørner', 'bears', 'gummibjørner', 'goldbears', 'nallar']),
	('nb', ARRAY['godteri', 'godis', 'snop', 'smågodt']),
	('nb', ARRAY['sjokolade', 'chocolate', 'choklad']),
	('nb', ARRAY['melkesjokolade', 'milk chocolate', 'mjölkchoklad']),
	('nb', ARRAY['mørk sjokolade', 'dark chocolate', 'mörk choklad']),
	('nb', ARRAY['lakris', 'lakrits', 'lakrids', 'licorice', 'liquorice']),
	('nb', ARRAY['potetgull', 'chips', 'crisps']),
	('nb', ARRAY['energidrikk', 'energidryck', 'energy drink']),
	('nb', ARRAY['peanøtter', 'peanuts', 'jordnötter']),
	('nb', ARRAY['surt', 'sure', 'sur', 'syrlig']),
	('nb', ARRAY['appelsin', 'orange', 'apelsin']),
	('nb', ARRAY['jordbær', 'strawberry', 'jordgubb']),
	('nb', ARRAY['bringebær', 'raspberry', 'hallon']),
	('nb', ARRAY['karamell', 'toffee']),
	('nb', ARRAY['tyggegummi', 'chewing gum', 'tuggummi'])
) AS v(locale, terms)
WHERE NOT EXISTS (SELECT 1 FROM public.search_synonyms);
--> statement-breakpoint
-- A synonym edit or a rebuilt vocabulary reaches every instance's cached copy within 2 seconds (ADR 020).
CREATE OR REPLACE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.search_synonyms
	FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_change();
CREATE OR REPLACE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.search_terms
	FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_change();
--> statement-breakpoint
-- Search statistics (ADR 040): per language, day and normalised query (the folded words), how many
-- searches and how many of them found nothing. No address, session or browser: nothing personal.
-- Kept 30 days (the daily clean-up of old data).
CREATE TABLE IF NOT EXISTS public.search_stats (
	locale text NOT NULL CHECK (locale IN ('sv', 'nb')),
	day date NOT NULL,
	query text NOT NULL CHECK (length(query) BETWEEN 1 AND 100),
	searches integer NOT NULL DEFAULT 0,
	zero_results integer NOT NULL DEFAULT 0,
	CONSTRAINT search_stats_locale_day_query_pk PRIMARY KEY (locale, day, query)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS search_stats_day_idx ON public.search_stats (day);
--> statement-breakpoint
-- Operational data: row-level security on, no policy, and no rights for the public roles.
ALTER TABLE public.search_terms ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.search_synonyms ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.search_stats ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON public.search_terms, public.search_synonyms, public.search_stats FROM anon, authenticated;
