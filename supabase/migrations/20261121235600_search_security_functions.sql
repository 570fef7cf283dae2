-- Hand-written: what the ORM schema does not express.
-- 1. Trigram indexes for the search, a case-insensitive substring match (ILIKE '%q%').
-- 2. Row-level security: the public `anon` role reads only published pages and available products.
-- 3. check_article_cron_jobs(), the scheduled-job listing the admin's daily-article card reads.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_name_trgm_idx ON public.products USING gin (name gin_trgm_ops);
CREATE INDEX IF NOT EXISTS products_brand_trgm_idx ON public.products USING gin (brand gin_trgm_ops);
CREATE INDEX IF NOT EXISTS products_description_trgm_idx ON public.products USING gin (description gin_trgm_ops);
--> statement-breakpoint

-- Supabase projects have these roles already; a plain PostgreSQL server or PGlite gets them here.
DO $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'anon') THEN
		CREATE ROLE anon NOLOGIN;
	END IF;
	IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'authenticated') THEN
		CREATE ROLE authenticated NOLOGIN;
	END IF;
	IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'service_role') THEN
		CREATE ROLE service_role NOLOGIN BYPASSRLS;
	END IF;
END
$$;
--> statement-breakpoint

GRANT USAGE ON SCHEMA public TO anon, authenticated, service_role;
GRANT ALL ON ALL TABLES IN SCHEMA public TO service_role;
GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO service_role;
GRANT SELECT ON public.categories, public.brands, public.products, public.articles,
	public.homepage_content, public.retailers, public.offers
	TO anon, authenticated;

-- Every table has RLS on; tables without an anon policy are closed to the public roles.
ALTER TABLE public.categories ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.brands ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.products ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.articles ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.homepage_content ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.article_generation_logs ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.scheduled_jobs ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.retailers ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.feeds ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.offers ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.price_history ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.offer_clicks ENABLE ROW LEVEL SECURITY;
ALTER TABLE public.jobs ENABLE ROW LEVEL SECURITY;

DROP POLICY IF EXISTS "public reads published categories" ON public.categories;
CREATE POLICY "public reads published categories" ON public.categories
	FOR SELECT TO anon, authenticated USING (status = 'published');
DROP POLICY IF EXISTS "public reads published brands" ON public.brands;
CREATE POLICY "public reads published brands" ON public.brands
	FOR SELECT TO anon, authenticated USING (status = 'published');
DROP POLICY IF EXISTS "public reads published articles" ON public.articles;
CREATE POLICY "public reads published articles" ON public.articles
	FOR SELECT TO anon, authenticated USING (status = 'published');
DROP POLICY IF EXISTS "public reads available products" ON public.products;
CREATE POLICY "public reads available products" ON public.products
	FOR SELECT TO anon, authenticated USING (available);
DROP POLICY IF EXISTS "public reads homepage content" ON public.homepage_content;
CREATE POLICY "public reads homepage content" ON public.homepage_content
	FOR SELECT TO anon, authenticated USING (true);
DROP POLICY IF EXISTS "public reads retailers" ON public.retailers;
CREATE POLICY "public reads retailers" ON public.retailers
	FOR SELECT TO anon, authenticated USING (true);
DROP POLICY IF EXISTS "public reads offers of available products" ON public.offers;
CREATE POLICY "public reads offers of available products" ON public.offers
	FOR SELECT TO anon, authenticated
	USING (EXISTS (SELECT 1 FROM public.products p WHERE p.id = product_id AND p.available));
--> statement-breakpoint

CREATE OR REPLACE FUNCTION public.check_article_cron_jobs()
RETURNS TABLE (job_id bigint, job_name text, schedule text, active boolean)
LANGUAGE sql
STABLE
AS $$
	SELECT s.job_id, s.job_name, s.schedule, s.active
	FROM public.scheduled_jobs s
	WHERE s.kind = 'daily-article'
	ORDER BY s.job_name
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.check_article_cron_jobs() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public.check_article_cron_jobs() TO service_role;
--> statement-breakpoint

INSERT INTO public.scheduled_jobs (job_name, schedule, timezone, kind, payload)
VALUES
	('daily-article-sv', '0 7 * * *', 'Europe/Stockholm', 'daily-article', '{"locale":"sv"}'),
	('daily-article-nb', '0 7 * * *', 'Europe/Stockholm', 'daily-article', '{"locale":"nb"}')
ON CONFLICT (job_name) DO NOTHING;
