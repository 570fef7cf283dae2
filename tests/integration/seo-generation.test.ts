// The admin's three SEO cards (home, category, brand) on the demo catalogue, on both databases: the
// template writer's home, category and brand SEO texts keep the rules for page SEO texts in
// docs/product.md, "Generated text" (400–600 words, 2–4 sections, links that resolve, an FAQ
// the public page can parse, intro lengths); a category run leaves drafts for both pages that the
// pages show once published, and a second run writes nothing; an AI provider that answers garbage fails per page with the
// reason, stores nothing for those pages and ends with the warning summary; a run where every page failed fails.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSeoCards, startHomeSeo, startPagesSeo } from "~/.server/admin/seo";
import { brandSeoRequest, categorySeoRequest, homeSeoRequest, type SeoPage } from "~/.server/admin/seo-facts";
import { createSeoJobHandlers } from "~/.server/admin/seo-jobs";
import { latestToolRuns } from "~/.server/admin/tool-runs";
import { countWords, internalLinks, pagePath, subheadings } from "~/.server/ai/article-rules";
import { faqHeading, introLength } from "~/.server/ai/seo-rules";
import { createChatWriter, createTemplateWriter, type Writer } from "~/.server/ai/writer";
import type { Connection } from "~/.server/db/client";
import { findJob } from "~/.server/jobs/queue";
import { JobWorker } from "~/.server/jobs/worker";
import { parseFaq } from "~/.server/markdown";
import { publishDrafts } from "~/.server/revisions/revision-store";
import { adminText } from "~/i18n/admin-t";
import { jobSummaryOf } from "~/lib/job-summary";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

let server: Server;
let aiBaseUrl: string;
/** Answers every chat completion with `reply()` (garbage unless a test changes it). */
let reply: () => string = () => "Det här är ingen JSON alls.";

beforeAll(async () => {
	server = createServer((req, res) => {
		req.resume();
		req.on("end", () => {
			res.writeHead(200, { "Content-Type": "application/json" });
			res.end(
				JSON.stringify({
					id: "x",
					object: "chat.completion",
					choices: [{ index: 0, message: { role: "assistant", content: reply() } }],
				}),
			);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	aiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
	server.closeAllConnections();
	await new Promise((resolve) => server.close(resolve));
});

interface PageRow {
	id: string;
	name: string;
	optimized_intro_md: string | null;
	seo_content_md: string | null;
	updated_at: string;
}

function expectSeoText(markdown: string, locale: "sv" | "nb", published: Set<string>) {
	const words = countWords(markdown);
	expect(words).toBeGreaterThanOrEqual(400);
	expect(words).toBeLessThanOrEqual(600);
	const sections = subheadings(markdown);
	expect(sections.length).toBeGreaterThanOrEqual(2);
	expect(sections.length).toBeLessThanOrEqual(4);
	expect(sections.at(-1)).toBe(faqHeading[locale]);
	const links = internalLinks(markdown);
	expect(links.length).toBeGreaterThanOrEqual(3);
	for (const link of links) expect(published, link.target).toContain(pagePath(link.target));
	const faq = parseFaq(markdown);
	expect(faq.length).toBeGreaterThanOrEqual(3);
	expect(faq.length).toBeLessThanOrEqual(4);
	for (const pair of faq) {
		expect(pair.question).toMatch(/\?$/);
		expect(pair.answer.length).toBeGreaterThan(40);
	}
}

describe.each(testDatabases())("SEO generation on $name", (database) => {
	let connection: Connection;
	let writer: Writer;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
		writer = createTemplateWriter();
	});
	afterAll(() => connection?.close());

	const pages = (table: "categories" | "brands") =>
		connection.db.query<SeoPage>(
			`select id::text as id, locale, name, slug from ${table} where status = 'published' order by locale, name`,
		);
	const rows = (table: "categories" | "brands", ids: string[]) =>
		connection.db.query<PageRow>(
			`select id::text as id, name, optimized_intro_md, seo_content_md, to_json(updated_at) #>> '{}' as updated_at
			 from ${table} where id = any($1::uuid[]) order by id`,
			[ids],
		);

	/** Publishes every draft a job left; returns how many went live. */
	const publishJobDrafts = async (jobId: number) => {
		const drafts = await connection.db.query<{ id: number }>(
			"select id::int as id from text_revisions where job_id = $1 and status = 'draft' order by id",
			[jobId],
		);
		const outcome = await publishDrafts(
			connection.db,
			drafts.map((draft) => draft.id),
			"admin@test",
		);
		expect(outcome).toEqual({ published: drafts.length, conflicts: 0, skipped: 0 });
		return outcome.published;
	};

	it("writes home SEO texts in both languages that keep the promise", async () => {
		for (const locale of ["sv", "nb"] as const) {
			const request = await homeSeoRequest(connection.db, locale);
			const draft = await writer.writeSeo(request);
			expect(draft.introMd).toBeNull();
			expectSeoText(draft.seoMd, locale, new Set(request.publishedPaths));
			// Deterministic: the same facts give the same text.
			expect((await writer.writeSeo(await homeSeoRequest(connection.db, locale))).seoMd).toBe(draft.seoMd);
		}
	});

	it("writes every demo category's and brand's text and intro within the limits", async () => {
		for (const page of await pages("categories")) {
			const request = await categorySeoRequest(connection.db, page);
			const draft = await writer.writeSeo(request);
			expectSeoText(draft.seoMd, page.locale, new Set(request.publishedPaths));
			expect(draft.seoMd).toContain(page.name);
			const length = introLength(draft.introMd ?? "");
			expect(length, `${page.name} (${page.locale}): ${draft.introMd}`).toBeGreaterThanOrEqual(140);
			expect(length).toBeLessThanOrEqual(160);
		}
		for (const page of await pages("brands")) {
			const request = await brandSeoRequest(connection.db, page);
			const draft = await writer.writeSeo(request);
			expectSeoText(draft.seoMd, page.locale, new Set(request.publishedPaths));
			// A brand's page never links to itself.
			expect(internalLinks(draft.seoMd).map((l) => l.target)).not.toContain(
				request.facts.subject.kind === "brand" ? request.facts.subject.path : "",
			);
			const length = introLength(draft.introMd ?? "");
			expect(length).toBeGreaterThan(0);
			expect(length).toBeLessThanOrEqual(160);
		}
	});

	it("runs a category job over two pages as drafts, published on request; a second run writes nothing", async () => {
		const [first, second] = (await pages("categories")).filter((p) => p.locale === "sv");
		if (!first || !second) throw new Error("the demo catalogue has Swedish categories");
		const ids = [first.id, second.id];
		const before = await rows("categories", ids);
		const handlers = createSeoJobHandlers({ pauseMs: 0, writer: () => writer });
		const worker = new JobWorker(connection.db, handlers);

		const jobId = await startPagesSeo(connection.db, "category", ids, "admin@test");
		expect(jobId).not.toBeNull();
		expect(await worker.drain()).toBe(1);
		const job = await findJob(connection.db, jobId as number);
		expect(job).toMatchObject({ status: "succeeded", progressDone: 2, progressFailed: 0, progressTotal: 2 });
		expect(job?.items.map((i) => i.label).sort()).toEqual([`${first.name} (sv)`, `${second.name} (sv)`].sort());
		expect(jobSummaryOf(job?.result)).toEqual({
			tone: "success",
			title: "SEO-innehåll genererat för 2 kategorier",
			lines: ["Uppdaterade: 2", "Oförändrade: 0"],
		});
		// The pages keep their texts until the drafts (an intro and a text per page) are published.
		expect(await rows("categories", ids)).toEqual(before);
		expect(await publishJobDrafts(jobId as number)).toBe(4);
		const after = await rows("categories", ids);
		for (const [i, row] of after.entries()) {
			expect(row.optimized_intro_md).not.toBe(before[i]?.optimized_intro_md);
			expect(introLength(row.optimized_intro_md ?? "")).toBeGreaterThanOrEqual(140);
			expect(parseFaq(row.seo_content_md).length).toBeGreaterThanOrEqual(3);
			expect(row.updated_at).not.toBe(before[i]?.updated_at);
		}

		const again = await startPagesSeo(connection.db, "category", ids, "admin@test");
		expect(await worker.drain()).toBe(1);
		expect(jobSummaryOf((await findJob(connection.db, again as number))?.result)?.lines).toEqual([
			"Uppdaterade: 0",
			"Oförändrade: 2",
		]);
		expect(await rows("categories", ids)).toEqual(after);

		const [run] = await latestToolRuns(connection.db, 1);
		expect(run).toMatchObject({ tool: "category-seo", actor: "admin@test", status: "succeeded" });
		expect(run?.result).toEqual({ succeeded: 2, failed: 0, updated: 0 });
		// The card shows the latest run at 100 %.
		expect((await loadSeoCards(connection.db)).runs.category).toMatchObject({ id: again, status: "succeeded", percent: 100 });
	});

	it("writes the home page's text as a draft; once published, a second run leaves the row as it is", async () => {
		const worker = new JobWorker(connection.db, createSeoJobHandlers({ pauseMs: 0, writer: () => writer }));
		const read = () =>
			connection.db.query<{ seo_text_md: string | null; updated_at: string }>(
				"select seo_text_md, to_json(updated_at) #>> '{}' as updated_at from homepage_content where locale = 'nb'",
			);
		const id = await startHomeSeo(connection.db, "nb", "admin@test");
		expect(await worker.drain()).toBe(1);
		const job = await findJob(connection.db, id);
		expect(job?.status).toBe("succeeded");
		expect(job?.result).toMatchObject({ home: { locale: "nb", path: "/no" }, updated: true });
		const [before] = await read();
		expect(await publishJobDrafts(id)).toBe(1);
		const [written] = await read();
		expect(written?.seo_text_md).not.toBe(before?.seo_text_md);
		expectSeoText(written?.seo_text_md ?? "", "nb", new Set((await homeSeoRequest(connection.db, "nb")).publishedPaths));
		await startHomeSeo(connection.db, "nb", "admin@test");
		expect(await worker.drain()).toBe(1);
		expect(await read()).toEqual([written]);
	});

	it("counts a page the AI provider fails as failed, stores nothing for it and warns", async () => {
		const brands = (await pages("brands")).filter((p) => p.locale === "nb").slice(0, 3);
		const ids = brands.map((b) => b.id);
		const before = await rows("brands", ids);
		// The first page gets a good answer (the template's own text as JSON); the others get garbage.
		const good = await writer.writeSeo(await brandSeoRequest(connection.db, brands[0] as SeoPage));
		let calls = 0;
		reply = () => (calls++ === 0 ? JSON.stringify(good) : "Beklager, jeg kan ikke svare med JSON.");
		const chat = createChatWriter({ baseUrl: aiBaseUrl, model: "test-model", timeoutMs: 5000, maxGenerations: 2 });
		const worker = new JobWorker(connection.db, createSeoJobHandlers({ pauseMs: 0, writer: () => chat }));
		const jobId = await startPagesSeo(connection.db, "brand", ids, "admin@test");
		expect(await worker.drain()).toBe(1);
		const job = await findJob(connection.db, jobId as number);
		expect(job).toMatchObject({ status: "succeeded", progressDone: 1, progressFailed: 2, progressTotal: 3 });
		const garbage = "AI-texten uppfyllde inte kraven efter 2 försök: Svaret var inte ett JSON-objekt.";
		expect(job?.items.filter((i) => !i.ok).map((i) => i.message && adminText(i.message))).toEqual(
			brands.slice(1).map((b) => `Kunde inte generera SEO för ${b.name}: ${garbage}`),
		);
		expect(jobSummaryOf(job?.result)).toEqual({
			tone: "warning",
			title: "SEO-generering slutförd med vissa fel",
			lines: ["Lyckades: 1", "Misslyckades: 2"],
		});
		// Only the page that succeeded has drafts; no page changed.
		const drafts = await connection.db.query<{ entity_id: string; field: string; body: string }>(
			"select entity_id, field, body from text_revisions where job_id = $1 and status = 'draft' order by field",
			[jobId],
		);
		expect(drafts).toEqual([
			{ entity_id: brands[0]?.id, field: "optimized_intro_md", body: good.introMd },
			{ entity_id: brands[0]?.id, field: "seo_content_md", body: good.seoMd },
		]);
		const after = await rows("brands", ids);
		expect(after).toEqual(before);

		// The history keeps the reason of a run with failures.
		const [partialRun] = await latestToolRuns(connection.db, 1);
		expect(partialRun).toMatchObject({ tool: "brand-seo", status: "succeeded", error: garbage });

		// Every page failing fails the run, with the reason.
		reply = () => "{}";
		const allFailed = await startPagesSeo(connection.db, "brand", ids.slice(1), "admin@test");
		expect(await worker.drain()).toBe(1);
		const failedRun = await findJob(connection.db, allFailed as number);
		expect(failedRun).toMatchObject({ status: "failed", progressDone: 0, progressFailed: 2 });
		expect(failedRun?.error).toBe(
			"AI-texten uppfyllde inte kraven efter 2 försök: Svaret saknade fält eller hade fel typ: seoMd.",
		);
		expect(await rows("brands", ids.slice(1))).toEqual(after.filter((r) => r.id !== brands[0]?.id));

		// The home page's text: the job fails with the writer's reason (its page words the failure) and the text stays as it was.
		const home = () => connection.db.query("select seo_text_md, updated_at::text from homepage_content where locale = 'sv'");
		const homeBefore = await home();
		const homeJob = await startHomeSeo(connection.db, "sv", "admin@test");
		expect(await worker.drain()).toBe(1);
		const failedHome = await findJob(connection.db, homeJob);
		expect(failedHome?.status).toBe("failed");
		expect(failedHome?.error).toMatch(/AI-texten uppfyllde inte kraven efter 2 försök/);
		expect(await home()).toEqual(homeBefore);
		const [run] = await latestToolRuns(connection.db, 1);
		expect(run).toMatchObject({ tool: "home-seo", status: "failed", params: { locale: "sv" } });
		expect(run?.error).toMatch(/AI-texten uppfyllde inte kraven efter 2 försök/);
	});

	it("starts no run without a published page among the ids", async () => {
		expect(await startPagesSeo(connection.db, "category", [], "admin@test")).toBeNull();
		expect(await startPagesSeo(connection.db, "brand", ["00000000-0000-4000-8000-000000000000"], "admin@test")).toBeNull();
		const cards = await loadSeoCards(connection.db);
		const locales = cards.categories?.map((c) => c.locale) ?? [];
		expect(locales).toEqual([...locales].sort());
		expect(cards.brands?.length).toBeGreaterThan(10);
	});
});
