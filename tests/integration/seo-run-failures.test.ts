// Why an SEO run failed, as the operator sees it (ADR 074), on both databases, with the AI provider a
// real HTTP server on 127.0.0.1 speaking the chat-completions protocol: refusing every call (401,
// "Incorrect API key provided") or answering without end. The home run's page gives the provider's
// reason in Swedish; a category run where every page was refused fails, says why for each page and
// for the run, keeps the reason in the tool-run history and shows among the overview's failed jobs;
// an answer over the byte bound fails the run with the bound's own sentence. A run where only some
// pages failed succeeds, and the SEO section says so beside it, with a link to the run (ADR 080).
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAttention } from "~/.server/admin/attention";
import { startHomeSeo, startPagesSeo } from "~/.server/admin/seo";
import { createSeoJobHandlers } from "~/.server/admin/seo-jobs";
import { latestToolRuns } from "~/.server/admin/tool-runs";
import { createChatWriter } from "~/.server/ai/writer";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import { jobPageWords } from "~/.server/jobs/job-page";
import { findJob } from "~/.server/jobs/queue";
import { JobWorker } from "~/.server/jobs/worker";
import { loadSeoSection } from "~/.server/screens/admin-seo-page";
import { loadHomeSeoPage } from "~/.server/screens/home-seo-page";
import { adminText } from "~/i18n/admin-t";
import AdminOverview from "~/routes/admin/index";
import SeoSection from "~/routes/admin/section-seo";
import { renderAdminPage } from "../support/admin-render";
import { startAiServer } from "../support/ai-server";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";
import { pageText } from "../support/html";

const refusal = "AI-tjänsten avvisade anropet (401): Incorrect API key provided";

let server: Server;
let baseUrl: string;
/** How the provider answers the next calls. */
let answer: (res: ServerResponse) => void;
/** Bytes an endless answer had sent when the client hung up. */
let flooded = 0;
/** Calls the provider received. */
let calls = 0;

const refuse = (res: ServerResponse) => {
	res.writeHead(401, { "Content-Type": "application/json" });
	res.end(JSON.stringify({ error: { message: "Incorrect API key provided", type: "invalid_request_error" } }));
};

/** A 200 whose content never ends (chunked, as fast as the client reads), up to 200 MB. */
const flood = (res: ServerResponse) => {
	res.writeHead(200, { "Content-Type": "application/json" });
	res.write('{"choices":[{"index":0,"message":{"role":"assistant","content":"');
	const chunk = Buffer.alloc(64 * 1024, "a");
	flooded = 0;
	const pump = () => {
		while (flooded < 200 * 1024 * 1024 && !res.destroyed) {
			flooded += chunk.length;
			if (!res.write(chunk)) {
				res.once("drain", pump);
				return;
			}
		}
		if (!res.destroyed) res.end('"}}]}');
	};
	pump();
};

beforeAll(async () => {
	server = createServer((req, res) => {
		req.resume();
		req.on("end", () => {
			calls++;
			answer(res);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
	server.closeAllConnections();
	await new Promise((resolve) => server.close(resolve));
});

describe.each(testDatabases())("a failed SEO run says why on $name", (database) => {
	let connection: Connection;
	let worker: JobWorker;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
		const chat = createChatWriter({ baseUrl, apiKey: "sk-wrong", model: "test-model", timeoutMs: 5000, retryBaseDelayMs: 1 });
		worker = new JobWorker(connection.db, createSeoJobHandlers({ pauseMs: 0, writer: () => chat }));
	});
	afterAll(() => connection?.close());

	it("gives the provider's reason on a failed home run's page and in the history", async () => {
		answer = refuse;
		const id = await startHomeSeo(connection.db, "sv", "admin@test");
		expect(await worker.drain()).toBe(1);
		const job = await findJob(connection.db, id);
		expect(job).toMatchObject({ status: "failed", error: refusal });
		expect(jobPageWords(job as NonNullable<typeof job>).error).toBe(`Kunde inte generera SEO-innehåll. Orsak: ${refusal}`);
		// The run's own page, where the admin's post lands, says the same.
		setReadyConnection(connection);
		expect((await loadHomeSeoPage(new URLSearchParams({ job: String(id) })))?.error).toBe(
			`Kunde inte generera SEO-innehåll. Orsak: ${refusal}`,
		);
		const [run] = await latestToolRuns(connection.db, 1);
		expect(run).toMatchObject({ tool: "home-seo", status: "failed", error: refusal });
	});

	it("fails a category run where every page was refused, says why per page and for the run, and lists it as failed", async () => {
		answer = refuse;
		const pages = await connection.db.query<{ id: string; name: string }>(
			"select id::text as id, name from categories where locale = 'sv' and status = 'published' order by name limit 2",
		);
		const id = (await startPagesSeo(
			connection.db,
			"category",
			pages.map((p) => p.id),
			"admin@test",
		)) as number;
		expect(await worker.drain()).toBe(1);
		const job = await findJob(connection.db, id);
		expect(job).toMatchObject({ status: "failed", progressDone: 0, progressFailed: 2, error: `${refusal}.` });
		expect(job?.items.map((item) => item.message && adminText(item.message)).sort()).toEqual(
			pages.map((page) => `Kunde inte generera SEO för ${page.name}: ${refusal}`).sort(),
		);
		expect(jobPageWords(job as NonNullable<typeof job>).error).toBe(
			`Kunde inte generera SEO för någon av de valda kategorierna. Orsak: ${refusal}.`,
		);
		const [run] = await latestToolRuns(connection.db, 1);
		expect(run).toMatchObject({ tool: "category-seo", status: "failed", error: `${refusal}.` });
		expect(run?.result).toEqual({ succeeded: 0, failed: 2, updated: 0 });
		expect((await loadAttention(connection.db)).jobs?.failed.map((line) => line.id)).toContain(id);
	});

	it("fails a run whose answer is over the byte bound with the bound's sentence, without reading it whole", async () => {
		answer = flood;
		calls = 0;
		const id = await startHomeSeo(connection.db, "nb", "admin@test");
		expect(await worker.drain()).toBe(1);
		const tooLarge = "AI-tjänstens svar var större än 1 MB och lästes inte färdigt.";
		const job = await findJob(connection.db, id);
		expect(job).toMatchObject({ status: "failed", error: tooLarge });
		expect(jobPageWords(job as NonNullable<typeof job>).error).toBe(`Kunde inte generera SEO-innehåll. Orsak: ${tooLarge}`);
		// Asked once (not retried), and cut off within the first few of the 200 MB.
		expect(calls).toBe(1);
		expect(flooded).toBeLessThan(32 * 1024 * 1024);
	});

	it("warns on the SEO section of a category run where some pages failed, and links to the run", async () => {
		const pages = await connection.db.query<{ id: string; name: string }>(
			"select id::text as id, name from categories where locale = 'sv' and status = 'published' order by name limit 3",
		);
		const refused = pages[0]?.name;
		const ai = await startAiServer({ refuses: (subject) => subject === refused });
		try {
			const chat = createChatWriter({ baseUrl: ai.baseUrl, apiKey: "sk-test", model: "test-model", timeoutMs: 5000 });
			const writing = new JobWorker(connection.db, createSeoJobHandlers({ pauseMs: 0, writer: () => chat }));
			/** The category card's last run as the SEO section shows it: its words and its link. */
			const lastCategoryRun = async () => {
				setReadyConnection(connection);
				const html = renderAdminPage(SeoSection, { path: "/admin/seo", loaderData: await loadSeoSection() });
				const card = html.slice(html.indexOf('id="seo-categories"'), html.indexOf('id="seo-brands"'));
				const run = /<div[^>]*data-testid="seo-last-run"[\s\S]*?<\/div>/.exec(card)?.[0] ?? "";
				return { text: pageText(run), links: [...run.matchAll(/href="([^"]*)"/g)].map((m) => m[1]) };
			};

			const partial = (await startPagesSeo(
				connection.db,
				"category",
				pages.map((p) => p.id),
				"admin@test",
			)) as number;
			expect(await writing.drain()).toBe(1);
			expect(await findJob(connection.db, partial)).toMatchObject({ status: "succeeded", progressDone: 2, progressFailed: 1 });
			// In words, not by colour alone: done, and how many pages failed; the run is a link away.
			expect(await lastCategoryRun()).toEqual({
				text: "Senaste körning: Klar, 1 sida misslyckades · 100% Visa jobbet",
				links: [`/admin/jobs/${partial}`],
			});
			// And on the overview, among what needs a look, with a link to the run.
			const overview = renderAdminPage(AdminOverview, {
				path: "/admin",
				loaderData: { attention: await loadAttention(connection.db) },
			});
			const line = new RegExp(`href="/admin/jobs/${partial}"[^>]*>([^<]*)</a>`).exec(overview)?.[1] ?? "";
			expect(line).toMatch(new RegExp(`^SEO-text för kategorier klart .+ med 1 fel \\(jobb ${partial}\\)$`));

			// Every page written: plainly done, no warning.
			const whole = (await startPagesSeo(
				connection.db,
				"category",
				pages.slice(1).map((p) => p.id),
				"admin@test",
			)) as number;
			expect(await writing.drain()).toBe(1);
			expect(await lastCategoryRun()).toEqual({
				text: "Senaste körning: Klart · 100% Visa jobbet",
				links: [`/admin/jobs/${whole}`],
			});
		} finally {
			await ai.stop();
		}
	});
});
