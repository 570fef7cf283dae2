// "Publicera alla (N)" and "Förkasta alla (N)" take the N drafts the page counted (ADR 081), on both
// databases from the demo catalogue: the page's count and the highest id it saw are one reading; the
// publishing job publishes the counted drafts still waiting, leaves a draft written after the count
// waiting and says so; a job taken over goes on after its last finished slice; a count that no
// longer holds is refused without a change; discarding all takes the counted drafts only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import type { Db } from "~/.server/db/handle";
import { jobHandlers } from "~/.server/jobs/handlers";
import type { JobContext } from "~/.server/jobs/held-job";
import { findJob } from "~/.server/jobs/queue";
import { JobWorker } from "~/.server/jobs/worker";
import {
	type CountedDrafts,
	discardCountedDrafts,
	type PublishedDrafts,
	publishDraftsJob,
	startPublishingDrafts,
} from "~/.server/revisions/counted-drafts";
import { countedDrafts } from "~/.server/revisions/revision-reads";
import { publishDrafts } from "~/.server/revisions/revision-store";
import { loadDraftsPage } from "~/.server/screens/drafts-page";
import { adminText } from "~/i18n/admin-t";
import { jobSummaryOf } from "~/lib/job-summary";
import { writeCategoryDraft } from "../support/category-drafts";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

describe.each(testDatabases())("counted drafts on $name", (database) => {
	let connection: Connection;
	let categories: string[] = [];
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
		const rows = await connection.db.query<{ id: string }>(
			"select id::text as id from categories where locale = 'sv' and status = 'published' order by name limit 6",
		);
		categories = rows.map((row) => row.id);
	});
	afterAll(() => connection?.close());

	/** A tool's draft of a category's SEO text; returns its id. */
	const writeDraft = (category: string) => writeCategoryDraft(connection.db, category);
	const statusOf = async (id: number) =>
		(await connection.db.query<{ status: string }>("select status from text_revisions where id = $1", [id]))[0]?.status;
	const seoText = async (category: string) =>
		(
			await connection.db.query<{ seo: string | null }>("select seo_content_md as seo from categories where id = $1", [category])
		)[0]?.seo;
	const waitingIds = async () =>
		(
			await connection.db.query<{ id: number }>("select id::int as id from text_revisions where status = 'draft' order by id")
		).map((row) => row.id);
	const jobCount = async () =>
		(await connection.db.query<{ n: number }>("select count(*)::int as n from jobs where kind = 'publish-drafts'"))[0]?.n;
	/** What the drafts page counted now: what its "all" buttons post. */
	const pageCount = async (): Promise<CountedDrafts> => {
		const page = await loadDraftsPage(new URLSearchParams());
		return { ofJob: null, upTo: page.upTo, counted: page.total };
	};
	const clearDrafts = async () => {
		const ids = await waitingIds();
		if (ids.length > 0)
			await connection.db.query("update text_revisions set status = 'discarded' where id = any($1::bigint[])", [ids]);
	};
	// Each case starts with no draft waiting, as the count is of every draft.
	beforeEach(() => clearDrafts());

	it("counts the drafts waiting and the highest id among them in one reading", async () => {
		expect(await countedDrafts(connection.db, null)).toEqual({ total: 0, upTo: 0 });
		const ids = [await writeDraft(categories[0] as string), await writeDraft(categories[1] as string)];
		expect(await countedDrafts(connection.db, null)).toEqual({ total: 2, upTo: Math.max(...ids) });
		const page = await loadDraftsPage(new URLSearchParams());
		expect({ total: page.total, upTo: page.upTo }).toEqual({ total: 2, upTo: Math.max(...ids) });
		expect(await countedDrafts(connection.db, 999_999)).toEqual({ total: 0, upTo: 0 });
	});

	it("publishes the counted drafts still waiting and leaves a draft written after the count waiting", async () => {
		const [a, b, c, d] = categories as [string, string, string, string];
		const counted = [await writeDraft(a), await writeDraft(b), await writeDraft(c)];
		const seen = await pageCount();
		expect(seen.counted).toBe(3);
		// After the page was loaded: one counted draft is published by itself, and a tool writes another.
		expect(await publishDrafts(connection.db, [counted[1] as number], "admin@other")).toMatchObject({ published: 1 });
		const newer = await writeDraft(d);

		const started = await startPublishingDrafts(connection.db, seen, "admin@test");
		if (!("jobId" in started)) throw new Error(`refused: ${started.refused}`);
		const worker = new JobWorker(connection.db, jobHandlers);
		expect(await worker.drain()).toBe(1);
		const job = await findJob(connection.db, started.jobId);
		expect(job).toMatchObject({ kind: "publish-drafts", status: "succeeded", progressTotal: 3, progressDone: 2 });
		expect(job?.result).toMatchObject({ published: 2, conflicts: 0, skipped: 1, newer: 1, ofJob: null });
		expect(jobSummaryOf(job?.result)).toEqual({
			tone: "success",
			title: "Utkasten är hanterade",
			lines: [
				"Publicerade: 2",
				"1 var inte längre utkast.",
				"1 nyare utkast, skrivna efter att sidan räknade utkasten, väntar kvar för granskning.",
			],
		});
		expect(await statusOf(counted[0] as number)).toBe("published");
		expect(await statusOf(counted[2] as number)).toBe("published");
		expect(await seoText(c)).toContain(`Skrivet av testet.`);
		expect(await statusOf(newer)).toBe("draft");
		expect((await seoText(d)) ?? "").not.toContain("Skrivet av testet.");
		expect((await connection.db.query("select decided_by from text_revisions where id = $1", [counted[0]]))[0]).toEqual({
			decided_by: "admin@test",
		});
	});

	it("goes on after the last slice a job taken over had finished, with its counts", async () => {
		const [a, b, c] = categories.slice(3) as [string, string, string];
		const ids = [await writeDraft(a), await writeDraft(b), await writeDraft(c)];
		const seen = await pageCount();
		// The first attempt finished a slice that ended at the first draft (and published it) before it died.
		await publishDrafts(connection.db, [ids[0] as number], "admin@test");
		const items: string[] = [];
		const context = {
			job: { id: 0, kind: publishDraftsJob.kind },
			db: connection.db,
			progress: async () => {},
			finished: new Map([[String(ids[0]), { ok: true, outcome: { lastId: ids[0], published: 1, conflicts: 0 } }]]),
			completeItem: async (item: { key: string }, write: (tx: Db) => Promise<unknown>) => {
				items.push(item.key);
				return connection.db.transaction(write);
			},
		} as unknown as JobContext;
		const result = (await publishDraftsJob.run({
			...context,
			payload: { ...seen, actor: "admin@test" },
		})) as PublishedDrafts;
		expect(items).toEqual([String(ids[2])]);
		expect(result).toMatchObject({ published: 3, conflicts: 0, skipped: 0, newer: 0 });
		expect(await waitingIds()).toEqual([]);
	});

	it("refuses a count that no longer holds, starting nothing", async () => {
		const [a, b] = categories as [string, string];
		const ids = [await writeDraft(a), await writeDraft(b)];
		const seen = await pageCount();
		const jobs = await jobCount();
		// A draft below the mark that the count did not see (its transaction committed after the count).
		const [unseen] = await connection.db.query<{ id: number; status: string }>(
			"select id::int as id, status from text_revisions where id < $1 and status <> 'draft' order by id desc limit 1",
			[ids[0]],
		);
		if (!unseen) throw new Error("no revision below the drafts");
		await connection.db.query("update text_revisions set status = 'draft' where id = $1", [unseen.id]);
		expect(await startPublishingDrafts(connection.db, seen, "admin@test")).toEqual({ refused: "grown" });
		expect(await discardCountedDrafts(connection.db, seen, "admin@test")).toEqual({ refused: "grown" });
		await connection.db.query("update text_revisions set status = $2 where id = $1", [unseen.id, unseen.status]);
		expect(await waitingIds()).toEqual(ids);

		await clearDrafts();
		expect(await startPublishingDrafts(connection.db, seen, "admin@test")).toEqual({ refused: "gone" });
		expect(await jobCount()).toBe(jobs);
	});

	it("discards the counted drafts only, and says how many newer ones wait", async () => {
		const [a, b, c] = categories as [string, string, string];
		const counted = [await writeDraft(a), await writeDraft(b)];
		const seen = await pageCount();
		const newer = await writeDraft(c);
		expect(await discardCountedDrafts(connection.db, seen, "admin@test")).toEqual({ discarded: 2, newer: 1 });
		expect(await statusOf(counted[0] as number)).toBe("discarded");
		expect(await statusOf(counted[1] as number)).toBe("discarded");
		expect(await waitingIds()).toEqual([newer]);
		expect(adminText({ key: "texts.drafts.newerLeft", values: { n: 1 } })).toBe(
			"1 nyare utkast, skrivna efter att sidan räknade utkasten, väntar kvar för granskning.",
		);
	});
});
