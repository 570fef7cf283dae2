-- Hand-written (ADR 058). The search document's functions, the same words out, written so that
-- PostgreSQL runs them as expressions instead of calling them one by one.
--
-- They were declared with `SET search_path`, which PostgreSQL never inlines: every call paid a
-- function call with a saved and restored setting, and one product's document made some twenty
-- of them (0.34 ms per product here; with its name column, 0.46 of the 0.86 ms an imported product
-- cost the database). Without the setting, and with every name they use qualified, the small
-- ones are folded into the expression that calls them; the document itself as well, once its
-- categories' words (`array_to_string` is only stable) come from a function of their own.
--
-- unaccent lives in `public` here and in `extensions` on a Supabase project where it was enabled
-- from the dashboard: the fold names it in whichever schema this database has it.
DO $do$
DECLARE
	schema_name text := (SELECT extnamespace::regnamespace::text FROM pg_catalog.pg_extension WHERE extname = 'unaccent');
BEGIN
	EXECUTE pg_catalog.format(
		$f$CREATE OR REPLACE FUNCTION public.search_fold(t text) RETURNS text
		LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
		AS $body$ SELECT pg_catalog.lower(%1$s.unaccent(%2$L::regdictionary, t)) $body$$f$,
		schema_name,
		schema_name || '.unaccent'
	);
END
$do$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_words(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(' ' || nullif(btrim(regexp_replace(public.search_fold(t), '[^[:alnum:]]+', ' ', 'g')), '') || ' ', ' ') $$;
--> statement-breakpoint
-- The joined forms (as 20261129100000_search_engine.sql describes them), the same words in the same
-- order: a loop over each pattern's matches, entered only when the text has one, where a query
-- joining two sets of matches cost some 30 µs a call even for a text without any.
CREATE OR REPLACE FUNCTION public.search_joined(t text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
	folded text := coalesce(public.search_fold(t), '');
	words text := public.search_words(t);
	found text[];
	forms text := '';
BEGIN
	IF folded ~ '[[:alnum:]][^[:alnum:][:space:]]+[[:alnum:]]' THEN
		FOR found IN SELECT regexp_matches(folded, '(\S*[[:alnum:]][^[:alnum:][:space:]]+[[:alnum:]]\S*)', 'g') LOOP
			forms := forms || CASE WHEN forms = '' THEN '' ELSE ' ' END || regexp_replace(found[1], '[^[:alnum:]]+', '', 'g');
		END LOOP;
	END IF;
	IF words ~ ' [0-9]+ (g|kg|mg|ml|cl|dl|l|st|p) ' THEN
		FOR found IN SELECT regexp_matches(words, ' ([0-9]+) (g|kg|mg|ml|cl|dl|l|st|p)(?= )', 'g') LOOP
			forms := forms || CASE WHEN forms = '' THEN '' ELSE ' ' END || found[1] || found[2];
		END LOOP;
	END IF;
	RETURN forms;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_name_words(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT public.search_words(name) || '| ' || public.search_joined(name) || ' ' $$;
--> statement-breakpoint
-- The category names' words, one call: joining the array is only stable (an element's text could
-- depend on a setting; for text it does not), which would keep the document from being inlined.
CREATE OR REPLACE FUNCTION public.search_category_words(category text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT public.search_words(array_to_string(category, ' ')) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_document(name text, brand text, category text[], description text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
	SELECT public.search_name_words(name) || ';'
		|| public.search_words(brand) || '| ' || public.search_joined(brand) || ' '
		|| CASE WHEN public.search_words(brand) ~ '^ \S+ \S' THEN regexp_replace(public.search_words(brand), ' ', '', 'g') || ' ' ELSE '' END
		|| ';' || public.search_category_words(category)
		|| ';' || public.search_words(description)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_word_list(document text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
	SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}')
	FROM regexp_split_to_table(document, '[[:space:];|]+') AS w
	WHERE w <> ''
$$;
