-- Hand-written. A feed import reports its problems as codes with values (app/.server/feeds/problems.ts)
-- and only the admin pages word them. feeds.last_error becomes that problem (jsonb): why the last run
-- failed or was cut off. What earlier runs stored in words is kept as a "legacy-text" problem, shown
-- as it is, and so is each rejected row's `reason` in last_result, which becomes its `problem`.
ALTER TABLE public.feeds ALTER COLUMN last_error TYPE jsonb
	USING CASE WHEN last_error IS NULL THEN NULL ELSE jsonb_build_object('code', 'legacy-text', 'text', last_error) END;
--> statement-breakpoint
UPDATE public.feeds f SET last_result = jsonb_set(f.last_result, '{rejections}', (
	SELECT coalesce(jsonb_agg(
		CASE WHEN r.item ? 'reason'
			THEN (r.item - 'reason') || jsonb_build_object('problem', jsonb_build_object('code', 'legacy-text', 'text', r.item ->> 'reason'))
			ELSE r.item END
		ORDER BY r.n), '[]'::jsonb)
	FROM jsonb_array_elements(f.last_result -> 'rejections') WITH ORDINALITY AS r(item, n)
))
WHERE jsonb_typeof(f.last_result -> 'rejections') = 'array';
