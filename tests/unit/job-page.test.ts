// What a job's page says about it beyond status and progress, as each kind's definition presents
// it (ADR 041): the line while it runs, the notice about its outcome and its error in words. The
// page's markup is the route's; these are its words, for every kind that has any. The type checks
// at the end are the `enqueueJob` contract: `npm run typecheck` fails when a wrong payload stops
// being a type error.
import { describe, expect, it } from "vitest";
import { optimizeDescriptionsJob } from "~/.server/admin/link-jobs";
import { brandSeoJob, categorySeoJob, homeSeoJob } from "~/.server/admin/seo-jobs";
import type { Db } from "~/.server/db/handle";
import { importProductsJob } from "~/.server/feeds/job-handlers";
import { dailyArticleJob } from "~/.server/jobs/daily-article";
import { generateArticleJob } from "~/.server/jobs/generate-article";
import { jobDefinitions } from "~/.server/jobs/job-kinds";
import { jobPageWords } from "~/.server/jobs/job-page";
import { enqueueJob, type Job, type JobStatus } from "~/.server/jobs/queue";
import { takeoverLimitError } from "~/.server/jobs/takeover-limit";
import { publishDraftsJob } from "~/.server/revisions/counted-drafts";
import { adminT } from "~/i18n/admin-t";

function job(kind: string, status: JobStatus, fields: Partial<Job> = {}): Job {
	return {
		id: 1,
		kind,
		payload: {},
		status,
		progressDone: 0,
		progressFailed: 0,
		progressTotal: 0,
		items: [],
		result: null,
		error: null,
		uniqueKey: null,
		flightKey: null,
		attempts: 1,
		cancelRequested: false,
		createdAt: "2026-11-25T10:00:00Z",
		startedAt: null,
		finishedAt: null,
		...fields,
	};
}

describe("the job page's words per kind", () => {
	it("says an article is being written, then links it and opens it 2 seconds later, or says it failed", () => {
		const kind = generateArticleJob.kind;
		expect(jobPageWords(job(kind, "running"))).toEqual({ whileActive: adminT("articles.generating"), notice: null, error: null });
		const article = { h1: "Om lakrits", slug: "om-lakrits", locale: "nb" };
		expect(jobPageWords(job(kind, "succeeded", { result: { article } })).notice).toEqual({
			ok: true,
			text: adminT("articles.generated"),
			link: { text: adminT("articles.openArticle"), path: "/no/artiklar/om-lakrits", followAfterSeconds: 2 },
		});
		expect(jobPageWords(job(kind, "failed", { error: "writer down" }))).toEqual({
			whileActive: null,
			notice: { ok: false, text: adminT("articles.generateFailed"), link: null },
			error: "writer down",
		});
		// A result without the article's page (an older job's) links nothing.
		expect(jobPageWords(job(kind, "succeeded", { result: { article: { slug: "x", locale: "de" } } })).notice).toBeNull();
	});

	it("counts the daily article's words and links, gives the reason a run wrote none, or says it failed", () => {
		const kind = dailyArticleJob.kind;
		expect(jobPageWords(job(kind, "running")).notice).toBeNull();
		const written = { success: true, message: "Lakrits", stats: { wordCount: 1200, internalLinks: 7 } };
		expect(jobPageWords(job(kind, "succeeded", { result: written })).notice).toEqual({
			ok: true,
			text: adminT("daily.generated", { words: 1200, links: 7 }),
			link: null,
		});
		const skipped = { success: false, message: "Alla kategorier har redan en artikel." };
		expect(jobPageWords(job(kind, "succeeded", { result: skipped })).notice?.text).toBe(skipped.message);
		expect(jobPageWords(job(kind, "succeeded", { result: { success: false } })).notice?.text).toBe(
			adminT("daily.generateFailed"),
		);
		expect(jobPageWords(job(kind, "failed", { error: "boom" })).notice).toEqual({
			ok: false,
			text: adminT("daily.generateError"),
			link: null,
		});
	});

	it("words a failed run of a kind that has words for its failure, and shows any other error as it is", () => {
		// The SEO runs' reasons are the writer's and the AI provider's sentences: the page gives them.
		const refused = "AI-tjänsten avvisade anropet (401): Incorrect API key provided";
		expect(jobPageWords(job(homeSeoJob.kind, "failed", { error: refused })).error).toBe(
			`${adminT("seo.failed")}. Orsak: ${refused}`,
		);
		expect(jobPageWords(job(categorySeoJob.kind, "failed", { error: `${refused}.` })).error).toBe(
			`Kunde inte generera SEO för någon av de valda kategorierna. Orsak: ${refused}.`,
		);
		expect(jobPageWords(job(brandSeoJob.kind, "failed", { error: `${refused}.` })).error).toBe(
			`Kunde inte generera SEO för något av de valda varumärkena. Orsak: ${refused}.`,
		);
		expect(jobPageWords(job(importProductsJob.kind, "failed", { error: "Every feed failed: …" })).error).toBe(
			adminT("import.summary.allFailedTitle"),
		);
		expect(jobPageWords(job("no-such-kind", "failed", { error: "Unknown job kind: no-such-kind" }))).toEqual({
			whileActive: null,
			notice: null,
			error: "Unknown job kind: no-such-kind",
		});
		// The words are for a failed run only.
		expect(jobPageWords(job(homeSeoJob.kind, "cancelled")).error).toBeNull();
	});

	it("says why a description optimisation failed, in the words a failed SEO run uses (ADR 080)", () => {
		const refused = 'new row for relation "text_revisions" violates check constraint "no_drafts"';
		expect(jobPageWords(job(optimizeDescriptionsJob.kind, "failed", { error: refused })).error).toBe(
			`Kunde inte optimera produktbeskrivningar. Orsak: ${refused}`,
		);
		// The SEO run's words come from the same place: only the first part differs.
		expect(jobPageWords(job(homeSeoJob.kind, "failed", { error: refused })).error).toBe(
			`Kunde inte generera SEO-innehåll. Orsak: ${refused}`,
		);
		// Publishing the counted drafts too (ADR 081): the notice below it says where the rest wait.
		expect(jobPageWords(job(publishDraftsJob.kind, "failed", { error: refused })).error).toBe(
			`Det gick inte att publicera alla utkast. Orsak: ${refused}`,
		);
	});

	it("words a reason the database gave with its code for every kind that says why, its own words after (ADR 085)", () => {
		const timeout = "[57014] canceling statement due to statement timeout";
		const worded = `${adminT("job.databaseCause.timeout")} Databasens svar (kod 57014): canceling statement due to statement timeout`;
		expect(jobPageWords(job(optimizeDescriptionsJob.kind, "failed", { error: timeout })).error).toBe(
			`Kunde inte optimera produktbeskrivningar. Orsak: ${worded}`,
		);
		expect(jobPageWords(job(publishDraftsJob.kind, "failed", { error: timeout })).error).toBe(
			`Det gick inte att publicera alla utkast. Orsak: ${worded}`,
		);
		expect(jobPageWords(job(homeSeoJob.kind, "failed", { error: timeout })).error).toBe(
			`Kunde inte generera SEO-innehåll. Orsak: ${worded}`,
		);
		// Each class by its code: a whole class (53, 08, 23) or the one code.
		const causes = {
			"40P01": "deadlock",
			"40001": "serialization",
			"53100": "resources",
			"53300": "resources",
			"08006": "connection",
			"57P01": "connection",
			CONNECTION_CLOSED: "connection",
			"25006": "readOnly",
			"23505": "constraint",
			"55P03": "timeout",
		} as const;
		for (const [code, cause] of Object.entries(causes)) {
			expect(jobPageWords(job(publishDraftsJob.kind, "failed", { error: `[${code}] its words` })).error).toBe(
				`Det gick inte att publicera alla utkast. Orsak: ${adminT(`job.databaseCause.${cause}`)} Databasens svar (kod ${code}): its words`,
			);
		}
		// A code without words, or a reason without a code, shows as the database or the tool said it.
		expect(jobPageWords(job(publishDraftsJob.kind, "failed", { error: "[42P01] relation does not exist" })).error).toBe(
			"Det gick inte att publicera alla utkast. Orsak: relation does not exist",
		);
		expect(jobPageWords(job(publishDraftsJob.kind, "failed", { error: "[ECONNREFUSED] refused" })).error).toBe(
			"Det gick inte att publicera alla utkast. Orsak: refused",
		);
		// A kind that does not say why keeps its error to itself, code and all.
		expect(jobPageWords(job("no-such-kind", "failed", { error: timeout })).error).toBe(timeout);
	});

	it("says a job failed for being taken over too often, whatever its kind", () => {
		for (const { kind } of jobDefinitions) {
			expect(jobPageWords(job(kind, "failed", { error: takeoverLimitError(3) })).error).toBe(
				adminT("job.takeoverLimit", { takeovers: 3 }),
			);
		}
	});
});

describe("the kinds", () => {
	it("are each defined once", () => {
		const kinds = jobDefinitions.map((definition) => definition.kind);
		expect(new Set(kinds).size).toBe(kinds.length);
	});
});

/** Never run: `npm run typecheck` checks that each of these payloads is refused. */
function refusedPayloads(db: Db) {
	// @ts-expect-error A kind no area defines.
	void enqueueJob(db, { kind: "no-such-kind" });
	// @ts-expect-error A field the kind does not take.
	void enqueueJob(db, { kind: "import-feed", payload: { feedID: "0d4c6f0e-8a55-4b8e-9a3f-2f1f0c1d2e3f" } });
	// @ts-expect-error A kind whose payload has a required field needs its payload.
	void enqueueJob(db, { kind: "daily-article" });
	// @ts-expect-error A value the field does not take.
	void enqueueJob(db, { kind: "daily-article", payload: { locale: "de" } });
	// @ts-expect-error A field of the wrong type.
	void enqueueJob(db, { kind: "send-price-alerts", payload: { retry: "1" } });
	// A kind whose payload has no required field may leave it out.
	void enqueueJob(db, { kind: "prune-old-data" });
}
void refusedPayloads;
