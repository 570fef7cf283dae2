-- Hand-written (ADR 055). A search finds its hits through the words of the products' documents
-- instead of reading every document of the language with LIKE.
--
-- Every pattern a search word asks of the document is text without a space ('% sura %', '% sura%',
-- '%sura %', '%sura%'), and the document is words between single spaces (with the separators ';'
-- and '|' as words of their own), so the document holds a pattern exactly when one of its words is
-- the text, starts with it, ends with it or holds it. A product's distinct words are indexed beside
-- the document (a GIN index on search_word_list(search_document), which answers `&&` without
-- reading the row), and every word any product's document has held is kept per language
-- (search_word_forms), so a pattern becomes the list of words it finds there, and the product is
-- found by its words overlapping it. The list is worked out from the stored document (12 µs a
-- product), not stored itself: a generated column cannot read another one, and working the document
-- out a second time doubled an import's cost of it (350 µs a product).
--
-- The word forms are written by the same statement that writes the product (a trigger), so a word a
-- new or renamed product brings is found from its first minute, as the document found it. They are
-- never deleted: a word no product holds any more only makes a list one word longer.
CREATE OR REPLACE FUNCTION public.search_word_list(document text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
SET search_path = public, extensions, pg_catalog
AS $$
	SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}')
	FROM regexp_split_to_table(document, '[[:space:];|]+') AS w
	WHERE w <> ''
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_search_word_list_idx ON public.products
	USING gin (locale, public.search_word_list(search_document));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS public.search_word_forms (
	locale text NOT NULL CONSTRAINT search_word_forms_locale_check CHECK (locale IN ('sv', 'nb')),
	word text NOT NULL,
	CONSTRAINT search_word_forms_locale_word_pk PRIMARY KEY (locale, word)
);
--> statement-breakpoint
-- A pattern's words are found through their trigrams ('%sura%' among tens of thousands of words);
-- with the language in the index too, the planner read every word of the language by it instead.
-- Written straight into the index (no pending list): new words are few once a catalogue is in, and
-- every search reads the index, which would read a pending list in full until a vacuum merged it
-- (the embedded database has no autovacuum).
CREATE INDEX IF NOT EXISTS search_word_forms_word_idx ON public.search_word_forms
	USING gin (word gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ALTER TABLE public.search_word_forms ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO public.search_word_forms (locale, word)
SELECT DISTINCT p.locale, w FROM public.products p CROSS JOIN LATERAL unnest(public.search_word_list(p.search_document)) AS w
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ANALYZE public.search_word_forms;
--> statement-breakpoint
-- In word order, so two statements bringing the same new words wait for each other instead of
-- each holding one the other needs.
CREATE OR REPLACE FUNCTION public.remember_search_word_forms()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $$
BEGIN
	INSERT INTO public.search_word_forms (locale, word)
	SELECT DISTINCT n.locale, w FROM written_products n CROSS JOIN LATERAL unnest(public.search_word_list(n.search_document)) AS w
	ORDER BY 1, 2
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_search_word_forms_after_insert AFTER INSERT ON public.products
	REFERENCING NEW TABLE AS written_products FOR EACH STATEMENT EXECUTE FUNCTION public.remember_search_word_forms();
--> statement-breakpoint
-- An update counts only where the words changed: most of an import's updates move prices, stock and
-- dates, and never name a text column, so the trigger is not even fired for them. Per row, so the
-- change is told by the row's own old and new documents; with transition tables (per statement) the two
-- would have to be joined, which the planner did row against row (an update of 20,000 products'
-- stock: 5 s without the trigger, 165 s with it).
CREATE OR REPLACE FUNCTION public.remember_changed_search_word_forms()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = ''
AS $$
BEGIN
	INSERT INTO public.search_word_forms (locale, word)
	SELECT NEW.locale, w FROM unnest(public.search_word_list(NEW.search_document)) AS w
	ORDER BY 2
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_search_word_forms_after_update
	AFTER UPDATE OF locale, name, brand, category, description ON public.products
	FOR EACH ROW
	WHEN (OLD.search_document IS DISTINCT FROM NEW.search_document OR OLD.locale IS DISTINCT FROM NEW.locale)
	EXECUTE FUNCTION public.remember_changed_search_word_forms();
