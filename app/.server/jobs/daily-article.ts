// The daily article: picks a topic the articles of the language do not cover
// yet — a published category no article is about — writes and publishes it, and logs every run
// in article_generation_logs as success, failed or skipped. The article is the job's one item
// (ADR 019): it is published, and its success logged, in the transaction that records the item, so
// a job taken over after that returns the same result instead of writing about a second topic.
// Its schedule is its rows in scheduled_jobs (07:00 per language); at most one run per language is
// queued or running at a time, the operator's "run now" included.
import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { countWords, internalLinks } from "../ai/article-rules";
import { invalidateCaches } from "../cache";
import type { Db } from "../db/handle";
import { articleItemKey, writeArticleDraft } from "./generate-article";
import { defineJob, type JobNotice, type JobView, type KindContext, singleFlightKeyOf } from "./job-definition";
import { interruptionOf } from "./job-errors";
import { publishArticle } from "./publish-article";
import { enqueueJob } from "./queue";

const payloadSchema = z.object({ locale: z.enum(["sv", "nb"]) });

async function uncoveredTopic(db: Db, locale: Locale): Promise<string | null> {
	const [row] = await db.query<{ name: string }>(
		`select c.name from categories c
		 where c.locale = $1 and c.status = 'published'
		   and not exists (
		     select 1 from articles a where a.locale = $1
		       and (position(lower(c.name) in lower(a.title)) > 0 or position(lower(c.name) in lower(a.h1)) > 0
		         or exists (select 1 from unnest(a.internal_link_keywords) k where lower(k) = lower(c.name)))
		   )
		 order by c.name limit 1`,
		[locale],
	);
	return row?.name ?? null;
}

async function logRun(
	db: Db,
	entry: { locale: Locale; topic: string | null; status: "success" | "failed" | "skipped"; articleId?: string; error?: string },
) {
	await db.query(
		"insert into article_generation_logs (locale, topic, status, article_id, error_message) values ($1, $2, $3, $4, $5)",
		[entry.locale, entry.topic, entry.status, entry.articleId ?? null, entry.error ?? null],
	);
}

async function dailyArticle({
	job,
	payload: { locale },
	db,
	progress,
	finished,
	completeItem,
}: KindContext<z.output<typeof payloadSchema>>) {
	await progress({ total: 1 });
	const published = finished.get(articleItemKey);
	if (published) return published.outcome;
	const topic = await uncoveredTopic(db, locale);
	if (!topic) {
		await logRun(db, { locale, topic: null, status: "skipped", error: "Alla kategorier har redan en artikel." });
		return { success: false, message: "Alla kategorier har redan en artikel." };
	}
	let inserted = false;
	try {
		const draft = await writeArticleDraft(db, locale, [topic]);
		return await completeItem({ key: articleItemKey, label: draft.h1 }, async (tx) => {
			const article = await publishArticle(tx, locale, [topic], draft, { kind: "tool", tool: job.kind, jobId: job.id });
			inserted = true;
			await logRun(tx, { locale, topic, status: "success", articleId: article.id });
			const stats = { wordCount: countWords(draft.bodyMd), internalLinks: internalLinks(draft.bodyMd).length };
			return { success: true, message: draft.h1, stats, article: { h1: draft.h1, slug: article.slug, locale } };
		});
	} catch (error) {
		// Cancelled after the article was published, or taken over by another worker: not a failed run.
		if (interruptionOf(error)) throw error;
		await logRun(db, { locale, topic, status: "failed", error: error instanceof Error ? error.message : String(error) });
		throw error;
	} finally {
		if (inserted) invalidateCaches();
	}
}

/** The run's message: word and link counts, the server's message, or the failure. */
function dailyNotice({ status, result, error }: JobView): JobNotice | null {
	if (status !== "succeeded" && status !== "failed") return null;
	const run = result as { success?: boolean; message?: string; stats?: { wordCount: number; internalLinks: number } } | null;
	if (status === "succeeded" && run?.success && run.stats) {
		return { ok: true, text: { key: "daily.generated", values: { words: run.stats.wordCount, links: run.stats.internalLinks } } };
	}
	// A run that ended without an article says why (the server's message); one that threw is an error.
	if (status === "succeeded") return { ok: false, text: run?.message || { key: "daily.generateFailed" } };
	return { ok: false, text: { key: error !== null ? "daily.generateError" : "daily.generateFailed" } };
}

export const dailyArticleJob = defineJob({
	kind: "daily-article",
	payload: payloadSchema,
	run: dailyArticle,
	// Two runs of one language at once would both find the same uncovered topic (ADR 019).
	singleFlight: ({ locale }) => locale,
	page: { notice: dailyNotice },
});

/** The operator's "run now": joins the language's run in flight, if any; returns the job's id. */
export async function startDailyArticle(db: Db, locale: Locale): Promise<number> {
	const payload = { locale };
	const singleFlightKey = singleFlightKeyOf(dailyArticleJob, payload);
	const { id } = await enqueueJob(db, { kind: dailyArticleJob.kind, payload, singleFlightKey });
	return id;
}
