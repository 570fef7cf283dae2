-- One feed per shop, language and source (ADR 090). Feeds already stored twice become one first, or
-- the unique indexes below could not be made (and the migration would stop start-up). Of each set
-- the feed kept is an enabled one before a disabled one, then the one imported last, then the oldest.
-- The others' offers are handed to it and they are deleted: they read the same source into the same
-- offers (one per shop and row id, whichever feed wrote it last), so nothing on the site changes, and
-- the kept feed goes on importing on its own schedule. By address first, then by bundled file.
UPDATE public.offers o SET feed_id = r.kept
FROM (
	SELECT id, first_value(id) OVER (
		PARTITION BY retailer_id, locale, url ORDER BY enabled DESC, last_run_at DESC NULLS LAST, created_at, id
	) AS kept
	FROM public.feeds WHERE url IS NOT NULL
) r
WHERE o.feed_id = r.id AND r.id <> r.kept;
--> statement-breakpoint
DELETE FROM public.feeds f
USING (
	SELECT id, first_value(id) OVER (
		PARTITION BY retailer_id, locale, url ORDER BY enabled DESC, last_run_at DESC NULLS LAST, created_at, id
	) AS kept
	FROM public.feeds WHERE url IS NOT NULL
) r
WHERE f.id = r.id AND r.id <> r.kept;
--> statement-breakpoint
UPDATE public.offers o SET feed_id = r.kept
FROM (
	SELECT id, first_value(id) OVER (
		PARTITION BY retailer_id, locale, file_path ORDER BY enabled DESC, last_run_at DESC NULLS LAST, created_at, id
	) AS kept
	FROM public.feeds WHERE file_path IS NOT NULL
) r
WHERE o.feed_id = r.id AND r.id <> r.kept;
--> statement-breakpoint
DELETE FROM public.feeds f
USING (
	SELECT id, first_value(id) OVER (
		PARTITION BY retailer_id, locale, file_path ORDER BY enabled DESC, last_run_at DESC NULLS LAST, created_at, id
	) AS kept
	FROM public.feeds WHERE file_path IS NOT NULL
) r
WHERE f.id = r.id AND r.id <> r.kept;
--> statement-breakpoint
CREATE UNIQUE INDEX "feeds_retailer_locale_url_key" ON "feeds" USING btree ("retailer_id","locale",md5("url"));--> statement-breakpoint
CREATE UNIQUE INDEX "feeds_retailer_locale_file_key" ON "feeds" USING btree ("retailer_id","locale","file_path");
