// A run is started once per target (ADR 074), on both databases: the same form posted twice at once
// (a double click without JavaScript, two operators) starts one job, and both posts get its id, so
// both land on the running job's page. The jobs table's unique flight key decides, not a look
// before the insert. Each run is for its own target: another language or another selection starts
// its own, and once a run has finished the next post starts a new one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestArticleGeneration } from "~/.server/admin/article-generation";
import { startDescriptionOptimization } from "~/.server/admin/link-jobs";
import { postPagesSeo, startHomeSeo } from "~/.server/admin/seo";
import type { Connection } from "~/.server/db/client";
import { cancelJob } from "~/.server/jobs/queue";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

describe.each(testDatabases())("a run started twice at once on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
	});
	afterAll(() => connection?.close());

	const jobsOf = async (kind: string) =>
		(await connection.db.query<{ n: number }>("select count(*)::int as n from jobs where kind = $1", [kind]))[0]?.n ?? -1;

	/** The category or brand card's form as the browser posts it, with its pages in the order given. */
	const pagesPost = (ids: string[]) =>
		new Request("http://127.0.0.1/admin/seo/categories", {
			method: "POST",
			headers: { "Content-Type": "application/x-www-form-urlencoded" },
			body: new URLSearchParams(ids.map((id) => ["ids", id])),
		});

	it("starts one home SEO run per language", async () => {
		const before = await jobsOf("home-seo");
		const [one, two] = await Promise.all([
			startHomeSeo(connection.db, "sv", "admin@one"),
			startHomeSeo(connection.db, "sv", "admin@two"),
		]);
		expect(two).toBe(one);
		expect(await jobsOf("home-seo")).toBe(before + 1);
		// The other language is another target.
		expect(await startHomeSeo(connection.db, "nb", "admin@one")).not.toBe(one);
		expect(await jobsOf("home-seo")).toBe(before + 2);
	});

	it("starts one category SEO run per selection of pages, whatever their order", async () => {
		const pages = await connection.db.query<{ id: string }>(
			"select id::text as id from categories where locale = 'sv' and status = 'published' order by name limit 3",
		);
		const ids = pages.map((p) => p.id);
		const before = await jobsOf("category-seo");
		const [one, two] = await Promise.all([
			postPagesSeo(connection.db, pagesPost(ids), "category"),
			postPagesSeo(connection.db, pagesPost([...ids].reverse()), "category"),
		]);
		expect(one).toEqual({ started: expect.any(Number) });
		expect(two).toEqual(one);
		expect(await jobsOf("category-seo")).toBe(before + 1);
		// Another selection is another run.
		expect(await postPagesSeo(connection.db, pagesPost(ids.slice(1)), "category")).not.toEqual(one);
		expect(await jobsOf("category-seo")).toBe(before + 2);
	});

	it("starts one article per language and keywords, so no second article is published", async () => {
		const before = await jobsOf("generate-article");
		const [one, two] = await Promise.all([
			requestArticleGeneration(connection.db, "sv", ["Lakrits", "salmiak"]),
			requestArticleGeneration(connection.db, "sv", ["salmiak", "lakrits"]),
		]);
		expect(one).toEqual({ ok: true, jobId: expect.any(Number) });
		expect(two).toEqual(one);
		expect(await jobsOf("generate-article")).toBe(before + 1);
		expect(await requestArticleGeneration(connection.db, "nb", ["lakrits", "salmiak"])).not.toEqual(one);
	});

	it("starts one description optimisation at a time, and a new one once it has ended", async () => {
		const before = await jobsOf("optimize-descriptions");
		const [one, two] = await Promise.all([
			startDescriptionOptimization(connection.db, "admin@one"),
			startDescriptionOptimization(connection.db, "admin@two"),
		]);
		expect(two).toBe(one);
		expect(await jobsOf("optimize-descriptions")).toBe(before + 1);
		// Once that run is no longer in flight, the next post starts another.
		await cancelJob(connection.db, one);
		expect(await startDescriptionOptimization(connection.db, "admin@one")).not.toBe(one);
		expect(await jobsOf("optimize-descriptions")).toBe(before + 2);
	});
});
