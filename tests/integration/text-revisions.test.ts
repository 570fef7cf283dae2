// Texts with a history (ADR 050) and generators that write drafts (ADR 051), on both databases,
// from the demo catalogue: a generator run over a hand-written text leaves a draft and the page's
// text as it was until the draft is published; publish, discard and restore; two admins saving
// the same article at once, or publishing two drafts over the same text, never lose a revision;
// and a restore after a later generator run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findArticleForEdit, updateArticle } from "~/.server/admin/articles";
import { startHomeSeo, startPagesSeo } from "~/.server/admin/seo";
import { createSeoJobHandlers } from "~/.server/admin/seo-jobs";
import { createTemplateWriter, type Writer } from "~/.server/ai/writer";
import type { Connection } from "~/.server/db/client";
import { JobWorker } from "~/.server/jobs/worker";
import { discardDrafts, publishDrafts, restoreRevision, writeRevisions } from "~/.server/revisions/revision-store";
import { articleFormSchema } from "~/lib/article-form";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

interface RevisionRow {
	id: number;
	body: string | null;
	status: string;
	author_kind: string;
	author_tool: string | null;
	job_id: number | null;
	base: number | null;
	restored_from: number | null;
}

/** A template writer whose every SEO text ends in a sentence of its own, so each run writes something new. */
function writerWithRunNumbers(): Writer {
	const template = createTemplateWriter();
	let run = 0;
	return {
		...template,
		async writeSeo(request) {
			const draft = await template.writeSeo(request);
			run++;
			return { ...draft, seoMd: `${draft.seoMd}\n\nKörning ${run}.` };
		},
	};
}

const handWritten = "## Vår egen text\n\nSkriven för hand av redaktionen, med en [länk](/kategorier) och en vanlig fråga.";

describe.each(testDatabases())("text revisions on $name", (database) => {
	let connection: Connection;
	let worker: JobWorker;
	// One writer for the database's cases: every run's text differs from the one before.
	const runs = writerWithRunNumbers();
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
		worker = new JobWorker(connection.db, createSeoJobHandlers({ pauseMs: 0, writer: () => runs }));
	});
	afterAll(() => connection?.close());

	const history = (kind: string, id: string, field: string) =>
		connection.db.query<RevisionRow>(
			`select id::int as id, body, status, author_kind, author_tool, job_id::int as job_id, base_revision_id::int as base,
			   restored_from_id::int as restored_from
			 from text_revisions where entity_kind = $1 and entity_id = $2 and field = $3 order by id`,
			[kind, id, field],
		);
	const categoryText = async (id: string) =>
		(await connection.db.query<{ seo: string | null }>("select seo_content_md as seo from categories where id = $1", [id]))[0]
			?.seo;
	const category = async (offset: number) => {
		const [row] = await connection.db.query<{ id: string }>(
			"select id::text as id from categories where locale = 'sv' and status = 'published' order by name offset $1 limit 1",
			[offset],
		);
		return row?.id as string;
	};
	const runCategorySeo = async (id: string) => {
		const jobId = (await startPagesSeo(connection.db, "category", [id], "admin@test")) as number;
		expect(await worker.drain()).toBe(1);
		return jobId;
	};
	const draftOf = async (jobId: number, field = "seo_content_md") => {
		const [row] = await connection.db.query<{ id: number }>(
			"select id::int as id from text_revisions where job_id = $1 and field = $2 and status = 'draft'",
			[jobId, field],
		);
		return row?.id as number;
	};

	it("keeps a hand-written text live under a generator's draft until it is published, then restores it", async () => {
		const id = await category(0);
		const demoText = await categoryText(id);
		const [edit] = await writeRevisions(
			connection.db,
			"category",
			"seo_content_md",
			[{ entityId: id, body: handWritten }],
			{ kind: "admin", actor: "admin@test" },
			"published",
		);
		expect(await categoryText(id)).toBe(handWritten);

		const jobId = await runCategorySeo(id);
		// The page still shows the hand-written text; the run's text waits as a draft over it.
		expect(await categoryText(id)).toBe(handWritten);
		const draft = await draftOf(jobId);
		const before = await history("category", id, "seo_content_md");
		expect(before.map(({ author_kind, status, body }) => ({ author_kind, status, body }))).toEqual([
			{ author_kind: "original", status: "published", body: demoText },
			{ author_kind: "admin", status: "published", body: handWritten },
			{ author_kind: "tool", status: "draft", body: expect.stringContaining("Körning") },
		]);
		expect(before[2]).toMatchObject({ id: draft, author_tool: "category-seo", job_id: jobId, base: edit?.revisionId });

		expect(await publishDrafts(connection.db, [draft], "admin@test")).toEqual({ published: 1, conflicts: 0, skipped: 0 });
		const generated = before[2]?.body;
		expect(await categoryText(id)).toBe(generated);
		// Published once: a second publish finds no draft.
		expect(await publishDrafts(connection.db, [draft], "admin@test")).toEqual({ published: 0, conflicts: 0, skipped: 1 });

		const restored = await restoreRevision(connection.db, edit?.revisionId as number, "admin@test");
		expect(restored).toEqual({ restored: expect.any(Number) });
		expect(await categoryText(id)).toBe(handWritten);
		const after = await history("category", id, "seo_content_md");
		expect(after).toHaveLength(4);
		expect(after[3]).toMatchObject({
			body: handWritten,
			status: "published",
			author_kind: "admin",
			restored_from: edit?.revisionId,
		});
		// Restoring what is already live changes nothing and writes nothing.
		expect(await restoreRevision(connection.db, edit?.revisionId as number, "admin@test")).toEqual({ refused: "unchanged" });
		expect(await history("category", id, "seo_content_md")).toHaveLength(4);
	});

	it("discards a draft: the page keeps its text, the draft stays in the history and can still be restored", async () => {
		const read = async () =>
			(
				await connection.db.query<{ seo: string | null }>("select seo_text_md as seo from homepage_content where locale = 'sv'")
			)[0]?.seo;
		const live = await read();
		const jobId = await startHomeSeo(connection.db, "sv", "admin@test");
		expect(await worker.drain()).toBe(1);
		const draft = await draftOf(jobId, "seo_text_md");
		expect(draft).toBeGreaterThan(0);
		expect(await discardDrafts(connection.db, [draft], "admin@test")).toBe(1);
		expect(await read()).toBe(live);
		expect(await discardDrafts(connection.db, [draft], "admin@test")).toBe(0);
		expect(await publishDrafts(connection.db, [draft], "admin@test")).toEqual({ published: 0, conflicts: 0, skipped: 1 });
		const [discarded] = await connection.db.query<RevisionRow>("select status, body from text_revisions where id = $1", [draft]);
		expect(discarded?.status).toBe("discarded");

		expect(await restoreRevision(connection.db, draft, "admin@test")).toEqual({ restored: expect.any(Number) });
		expect(await read()).toBe(discarded?.body);
		const rows = await history("home", "sv", "seo_text_md");
		expect(rows.map((row) => row.status)).toEqual(["published", "discarded", "published"]);
		expect(rows[0]?.body).toBe(live);
	});

	it("never loses a revision when two admins save the same article at once", async () => {
		const [article] = await connection.db.query<{ id: string }>(
			"select id::text as id from articles where locale = 'sv' order by slug limit 1",
		);
		const id = article?.id as string;
		const opened = await findArticleForEdit(connection.db, id);
		if (!opened) throw new Error("the demo catalogue has articles");
		const form = (content: string) =>
			articleFormSchema.parse({
				h1: opened.article.h1,
				slug: opened.article.slug,
				metaTitle: opened.article.metaTitle,
				metaDescription: "Metabeskrivning ".repeat(10).slice(0, 150),
				content: `${content} ${"Text om godis. ".repeat(40)}`,
				internalKeywords: "",
				externalKeywords: "",
				locale: "sv",
				status: opened.article.status,
			});
		const first = form("Första redaktörens version.");
		const second = form("Andra redaktörens version.");
		// Both opened the form on the same live revisions, and save at the same moment.
		const outcomes = await Promise.all([
			updateArticle(connection.db, id, first, opened.bases, "admin@first"),
			updateArticle(connection.db, id, second, opened.bases, "admin@second"),
		]);
		expect(outcomes.map((save) => save.outcome).sort()).toEqual(["conflict", "saved"]);
		const winner = outcomes[0]?.outcome === "saved" ? first : second;
		const loser = outcomes[0]?.outcome === "saved" ? second : first;
		const [row] = await connection.db.query<{ body: string }>("select body_md as body from articles where id = $1", [id]);
		expect(row?.body).toBe(winner.content);
		const bodies = await history("article", id, "body_md");
		expect(bodies.map(({ author_kind, status, body }) => ({ author_kind, status, body }))).toEqual([
			{ author_kind: "original", status: "published", body: opened.article.bodyMd },
			{ author_kind: "admin", status: "published", body: winner.content },
			{ author_kind: "admin", status: "draft", body: loser.content },
		]);
		// The draft kept for the second admin was written over the live text they opened, so it
		// cannot be published over the first's; restoring it puts it live as a new revision.
		const kept = bodies[2]?.id as number;
		expect(await publishDrafts(connection.db, [kept], "admin@second")).toEqual({ published: 0, conflicts: 1, skipped: 0 });
		expect(await restoreRevision(connection.db, kept, "admin@second")).toEqual({ restored: expect.any(Number) });
		const [restored] = await connection.db.query<{ body: string }>("select body_md as body from articles where id = $1", [id]);
		expect(restored?.body).toBe(loser.content);
		expect(await history("article", id, "body_md")).toHaveLength(4);
	});

	it("publishes only one of two drafts written over the same text, even at once; the other stays a draft", async () => {
		const id = await category(1);
		const one = await runCategorySeo(id);
		const two = await runCategorySeo(id);
		const drafts = [await draftOf(one), await draftOf(two)];
		expect(drafts[0]).not.toBe(drafts[1]);
		const outcomes = await Promise.all(drafts.map((draft) => publishDrafts(connection.db, [draft], "admin@test")));
		expect(outcomes.map((outcome) => outcome.published).sort()).toEqual([0, 1]);
		expect(outcomes.map((outcome) => outcome.conflicts).sort()).toEqual([0, 1]);
		const rows = await history("category", id, "seo_content_md");
		expect(
			rows
				.filter((row) => row.author_kind === "tool")
				.map((row) => row.status)
				.sort(),
		).toEqual(["draft", "published"]);
		const live = rows.find((row) => row.author_kind === "tool" && row.status === "published");
		expect(await categoryText(id)).toBe(live?.body);
	});

	it("restores a hand-written text after a later generator run, and the older draft no longer publishes over it", async () => {
		const id = await category(2);
		const [hand] = await writeRevisions(
			connection.db,
			"category",
			"seo_content_md",
			[{ entityId: id, body: handWritten }],
			{ kind: "admin", actor: "admin@test" },
			"published",
		);
		const firstRun = await runCategorySeo(id);
		expect(await publishDrafts(connection.db, [await draftOf(firstRun)], "admin@test")).toMatchObject({ published: 1 });
		const published = await categoryText(id);
		const laterRun = await runCategorySeo(id);
		const later = await draftOf(laterRun);
		expect(await categoryText(id)).toBe(published);

		expect(await restoreRevision(connection.db, hand?.revisionId as number, "admin@test")).toEqual({
			restored: expect.any(Number),
		});
		expect(await categoryText(id)).toBe(handWritten);
		// The later run's draft was written over the generated text; the live text is now the restored one.
		expect(await publishDrafts(connection.db, [later], "admin@test")).toEqual({ published: 0, conflicts: 1, skipped: 0 });
		expect(await categoryText(id)).toBe(handWritten);
		const rows = await history("category", id, "seo_content_md");
		expect(rows.map((row) => `${row.author_kind}:${row.status}`)).toEqual([
			"original:published",
			"admin:published",
			"tool:published",
			"tool:draft",
			"admin:published",
		]);
	});
});
