-- Hand-written (ADR 020). Every app instance keeps in-process caches of what public pages show; a
-- write made by another instance, a job worker or straight in the database (`supabase db push`, SQL)
-- must empty them all within 2 seconds. So the database itself reports every catalogue write:
--
-- 1. A statement-level trigger on each table public pages read (price_history: the product page's
--    chart; not offer_clicks, which every click-out writes and no public page shows) calls
--    record_catalogue_change() once per statement, whatever the number of rows.
-- 2. The first such statement of a transaction appends one row to catalogue_changes and sends
--    NOTIFY catalogue_changed (delivered at commit; a rollback sends and keeps nothing). The
--    transaction's id is remembered in a transaction-local setting, so later statements of the same
--    transaction (a 500-row import batch: a dozen statements) only compare two strings.
-- 3. Instances that can hold a LISTEN (a direct or session-mode connection) react to the NOTIFY; those
--    behind a transaction-mode pooler poll sum(transactions) every second instead.
--
-- Why not one shared version row that every write increments: the writer would lock that row until it
-- commits, so a long import transaction would hold up (or deadlock with) every other catalogue write.
-- Appending takes no lock another writer waits for.
--
-- Why a poller compares sum(transactions) rather than max(id): ids are taken when a transaction first
-- writes, not when it commits, so a long transaction can commit an id below one already seen. The sum
-- counts committed writing transactions, whatever their ids. Old rows are folded, not deleted
-- (fold_catalogue_changes(): many rows become one carrying their total, in one statement), so pruning
-- never changes the sum and can never cancel out a commit that lands between two polls.
CREATE TABLE IF NOT EXISTS public.catalogue_changes (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	-- How many writing transactions the row stands for: 1, or the total of the rows folded into it.
	transactions bigint NOT NULL DEFAULT 1,
	-- The table the transaction wrote first (null on a folded row): for a person reading the table.
	table_name text,
	changed_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS catalogue_changes_changed_at_idx ON public.catalogue_changes (changed_at);
--> statement-breakpoint
-- Operational data: row-level security on, no policy, and no rights for the public roles (Supabase's
-- default privileges would otherwise give them the new table, and RLS does not cover TRUNCATE).
ALTER TABLE public.catalogue_changes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON public.catalogue_changes FROM anon, authenticated;
--> statement-breakpoint
-- SECURITY DEFINER: any role allowed to write the catalogue records its change, whether or not it may
-- write catalogue_changes itself. An empty search_path with qualified names, as such functions need.
CREATE OR REPLACE FUNCTION public.record_catalogue_change()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = ''
AS $$
BEGIN
	IF pg_catalog.current_setting('godisguiden.catalogue_change_xact', true)
		IS DISTINCT FROM pg_catalog.pg_current_xact_id()::text THEN
		INSERT INTO public.catalogue_changes (table_name) VALUES (TG_TABLE_NAME);
		PERFORM pg_catalog.set_config('godisguiden.catalogue_change_xact', pg_catalog.pg_current_xact_id()::text, true);
		PERFORM pg_catalog.pg_notify('catalogue_changed', '');
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.record_catalogue_change() FROM PUBLIC;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.categories
	FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_change();
CREATE OR REPLACE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.brands
	FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_change();
CREATE OR REPLACE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.products
	FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_change();
CREATE OR REPLACE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.articles
	FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_change();
CREATE OR REPLACE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.homepage_content
	FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_change();
CREATE OR REPLACE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.retailers
	FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_change();
CREATE OR REPLACE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.feeds
	FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_change();
CREATE OR REPLACE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.offers
	FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_change();
CREATE OR REPLACE TRIGGER catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.price_history
	FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_change();
--> statement-breakpoint
-- Folds the rows older than `older_than` into one row carrying their total (when there are two or more),
-- in one statement: the sum pollers compare stays exactly what it was. Every instance calls it now and
-- then; two at once each fold what they deleted.
CREATE OR REPLACE FUNCTION public.fold_catalogue_changes(older_than interval)
RETURNS void
LANGUAGE sql
AS $$
	WITH old AS (
		SELECT id FROM public.catalogue_changes WHERE changed_at < now() - older_than
	), folded AS (
		DELETE FROM public.catalogue_changes c
		USING old
		WHERE c.id = old.id AND (SELECT count(*) FROM old) > 1
		RETURNING c.transactions, c.changed_at
	)
	INSERT INTO public.catalogue_changes (transactions, changed_at)
	SELECT sum(transactions), max(changed_at) FROM folded HAVING count(*) > 0
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.fold_catalogue_changes(interval) FROM PUBLIC;
