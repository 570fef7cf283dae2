// The link tools on the demo catalogue: the internal-link tool saves exactly what its
// preview showed and a second save changes nothing; product description optimisation leaves each
// description, linked to its brand and category pages, as a draft the page shows once published,
// and a second run writes nothing; a run the database refuses says why on its job page (ADR 080, 085).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
	applyInternalLinks,
	type InternalLinksOptions,
	linkFields,
	PreviewOutdatedError,
	previewInternalLinks,
} from "~/.server/admin/internal-links";
import { startDescriptionOptimization } from "~/.server/admin/link-jobs";
import { optimizeProductDescriptions } from "~/.server/admin/product-descriptions";
import { latestToolRuns } from "~/.server/admin/tool-runs";
import type { Connection } from "~/.server/db/client";
import type { Db } from "~/.server/db/handle";
import { jobHandlers } from "~/.server/jobs/handlers";
import { findJob } from "~/.server/jobs/queue";
import { JobWorker } from "~/.server/jobs/worker";
import { linkedPaths } from "~/.server/markdown";
import { publishDrafts } from "~/.server/revisions/revision-store";
import { loadJobStatusPage } from "~/.server/screens/job-status-page";
import { jobSummaryOf } from "~/lib/job-summary";
import JobStatus from "~/routes/admin/job";
import { renderAdminPage } from "../support/admin-render";
import { jobPageError } from "../support/admin-session";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";
import { captureLogs } from "../support/log-capture";

type PageRow = { kind: string; id: string; slug: string; locale: string; updated_at: string } & Record<
	(typeof linkFields)[number],
	string | null
>;

async function pageTexts(db: Db): Promise<Map<string, PageRow>> {
	const rows = await db.query<PageRow>(
		`select 'category' as kind, id::text as id, slug, locale, ${linkFields.join(", ")}, updated_at::text as updated_at from categories
		 union all
		 select 'brand' as kind, id::text as id, slug, locale, ${linkFields.join(", ")}, updated_at::text as updated_at from brands`,
	);
	return new Map(rows.map((row) => [`${row.kind}:${row.id}`, row]));
}

/** Publishes every product description still waiting as a draft; returns how many went live. */
async function publishDescriptionDrafts(db: Db): Promise<number> {
	const drafts = await db.query<{ id: number }>(
		"select id::int as id from text_revisions where entity_kind = 'product' and status = 'draft' order by id",
	);
	const outcome = await publishDrafts(
		db,
		drafts.map((draft) => draft.id),
		"admin@test",
	);
	expect(outcome).toEqual({ published: drafts.length, conflicts: 0, skipped: 0 });
	return outcome.published;
}

async function descriptions(db: Db): Promise<Map<string, string | null>> {
	const rows = await db.query<{ id: string; description: string | null }>("select id::text as id, description from products");
	return new Map(rows.map((row) => [row.id, row.description]));
}

describe.each(testDatabases())("link tools on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
	});
	afterAll(async () => {
		await connection?.close();
	});

	it("saves exactly the previewed fields, and a second save changes nothing", async () => {
		const { db } = connection;
		const options: InternalLinksOptions = { locale: "sv", kind: "both", maxLinks: 3 };
		const preview = await previewInternalLinks(db, options);
		expect(preview.texts).toBeGreaterThan(0);
		expect(preview.links).toBeGreaterThanOrEqual(preview.texts);
		const before = await pageTexts(db);
		// Nothing is saved by a preview.
		expect(await pageTexts(db)).toEqual(before);

		const saved = await applyInternalLinks(db, options, preview.fingerprint, "admin@test");
		expect(saved).toEqual({ texts: preview.texts, pages: preview.pages, links: preview.links });

		const after = await pageTexts(db);
		const changed = new Map(preview.changes.map((change) => [`${change.kind}:${change.id}:${change.field}`, change]));
		for (const [key, row] of after) {
			const old = before.get(key);
			expect(old).toBeDefined();
			for (const field of linkFields) {
				const change = changed.get(`${key}:${field}`);
				if (change) {
					expect(row[field]).toBe(change.after);
					expect(row.locale).toBe("sv");
					// Never a link to the page itself.
					const self = `${row.kind === "category" ? "/kategorier" : "/varumarken"}/${row.slug}`;
					expect(linkedPaths(row[field] ?? "").has(self)).toBe(linkedPaths(old?.[field] ?? "").has(self));
				} else {
					expect(row[field]).toBe(old?.[field]);
				}
			}
			const touched = linkFields.some((field) => changed.has(`${key}:${field}`));
			if (!touched) expect(row.updated_at).toBe(old?.updated_at);
		}
		// Norwegian pages were not part of this run.
		for (const change of preview.changes) expect(change.links.every((link) => !link.path.startsWith("/no/"))).toBe(true);

		expect(await applyInternalLinks(db, options, preview.fingerprint, "admin@test")).toEqual({ texts: 0, pages: 0, links: 0 });
		expect(await pageTexts(db)).toEqual(after);
		expect((await previewInternalLinks(db, options)).texts).toBe(0);
	});

	it("refuses to save when a text changed after the preview, and changes nothing", async () => {
		const { db } = connection;
		const options: InternalLinksOptions = { locale: "nb", kind: "categories", maxLinks: 2 };
		const preview = await previewInternalLinks(db, options);
		expect(preview.texts).toBeGreaterThan(0);
		await db.query("update categories set intro_md = intro_md || ' Prøv Freia.' where locale = 'nb' and slug = 'godteri'");
		const before = await pageTexts(db);
		await expect(applyInternalLinks(db, options, preview.fingerprint, "admin@test")).rejects.toBeInstanceOf(PreviewOutdatedError);
		expect(await pageTexts(db)).toEqual(before);
	});

	it("links a description to its brand and category pages as a draft, published on request; a second run writes nothing", async () => {
		const { db } = connection;
		const [product] = await db.query<{ id: string; description: string }>(
			"select id::text as id, description from products where locale = 'sv' and name like 'Marabou Mjölkchoklad%' order by name limit 1",
		);
		const [norwegian] = await db.query<{ id: string }>(
			"select id::text as id from products where locale = 'nb' and name like 'Marabou Mjölkchoklad%' order by name limit 1",
		);
		expect(product?.description).not.toContain("](");
		const before = await descriptions(db);

		const worker = new JobWorker(db, jobHandlers);
		const first = await startDescriptionOptimization(db, "admin@test");
		expect(await worker.drain()).toBe(1);
		const job = await findJob(db, first);
		expect(job?.status).toBe("succeeded");
		const result = job?.result as { updatedCount: number; totalProducts: number };
		expect(result.totalProducts).toBe(before.size);
		expect(result.updatedCount).toBeGreaterThan(0);
		expect(jobSummaryOf(job?.result)?.lines[0]).toBe(`Optimerade ${result.updatedCount} av ${before.size} produktbeskrivningar.`);
		expect(job?.progressDone).toBe(before.size);

		// Drafts, by the job: the pages keep their descriptions until they are published.
		expect(await descriptions(db)).toEqual(before);
		const [drafts] = await db.query<{ n: number }>(
			"select count(*)::int as n from text_revisions where status = 'draft' and job_id = $1 and author_tool = 'optimize-descriptions'",
			[first],
		);
		expect(drafts?.n).toBe(result.updatedCount);
		expect(await publishDescriptionDrafts(db)).toBe(result.updatedCount);

		const after = await descriptions(db);
		expect([...after].filter(([id, text]) => text !== before.get(id))).toHaveLength(result.updatedCount);
		// The first mentions are linked in place; the category it never names gets the closing sentence.
		const swedish = after.get(product?.id ?? "") ?? "";
		expect(swedish).toContain("[Marabou](/varumarken/marabou)");
		expect(swedish).toContain("[dubai-choklad](/kategorier/dubai-choklad)");
		expect(swedish.endsWith("\n\nSe mer i kategorin [Choklad](/kategorier/choklad).")).toBe(true);
		expect(swedish.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")).toBe(`${product?.description}\n\nSe mer i kategorin Choklad.`);
		const nb = linkedPaths(after.get(norwegian?.id ?? "") ?? "");
		expect(nb.has("/no/merker/marabou")).toBe(true);
		expect(nb.has("/no/kategorier/sjokolade")).toBe(true);

		// A second run, in small batches this time: nothing left to do.
		expect(await optimizeProductDescriptions(db, { batchSize: 7 })).toEqual({
			updatedCount: 0,
			totalProducts: before.size,
		});
		expect(await descriptions(db)).toEqual(after);
		const runs = await db.query<{ tool: string; status: string; result: { updatedCount: number } }>(
			"select tool, status, result from tool_runs where tool = 'optimize-descriptions'",
		);
		expect(runs).toEqual([
			{
				tool: "optimize-descriptions",
				status: "succeeded",
				result: expect.objectContaining({ updatedCount: result.updatedCount }),
			},
		]);
	});

	it("pages through the catalogue by id in batches", async () => {
		const { db } = connection;
		// Restore a few descriptions, then optimise in batches smaller than the catalogue.
		const rows = await db.query<{ id: string; description: string }>(
			"select id::text as id, description from products where locale = 'nb' order by id limit 30",
		);
		const stripped = rows.map((row) => ({
			id: row.id,
			description: row.description.replace(/\n\nSe mer .*$/, "").replace(/\[([^\]]+)\]\([^)]+\)/g, "$1"),
		}));
		await db.query(
			`update products p set description = x.description from jsonb_to_recordset($1::jsonb) as x(id uuid, description text)
			 where p.id = x.id`,
			[JSON.stringify(stripped)],
		);
		const batches: number[] = [];
		const result = await optimizeProductDescriptions(db, {
			batchSize: 11,
			onBatch: async ({ done }) => {
				batches.push(done);
			},
		});
		expect(result.updatedCount).toBe(30);
		expect(await publishDescriptionDrafts(db)).toBe(30);
		expect(batches[0]).toBe(11);
		expect(batches.at(-1)).toBe(result.totalProducts);
		const restored = await descriptions(db);
		for (const row of rows) expect(restored.get(row.id)).toBe(row.description);
	});

	it("says why on the page of a run the database refused, as a failed SEO run does, and keeps the reason in the history", async () => {
		const { db } = connection;
		// A description without its links again, so the run has a draft to write, and a database that refuses it.
		const [product] = await db.query<{ id: string; description: string }>(
			"select id::text as id, description from products where locale = 'sv' and description like '%](%' order by id limit 1",
		);
		const unlinked = (product?.description ?? "").replace(/\n\nSe mer .*$/, "").replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
		await db.query("update products set description = $2 where id = $1", [product?.id, unlinked]);
		await db.query(
			"alter table text_revisions add constraint no_description_drafts check (entity_kind <> 'product' or status <> 'draft') not valid",
		);
		try {
			const id = await startDescriptionOptimization(db, "admin@test");
			const { result: ran, entries } = await captureLogs("error", () => new JobWorker(db, jobHandlers).drain());
			expect(ran).toBe(1);
			expect(entries.map((entry) => entry.msg)).toContain("optimising product descriptions failed");
			const job = await findJob(db, id);
			expect(job?.status).toBe("failed");
			const reason = job?.error ?? "";
			expect(reason).toContain("no_description_drafts");

			// The page the card's post leads to: the failure in words, then why.
			const page = await loadJobStatusPage(String(id));
			const html = renderAdminPage(JobStatus, { path: `/admin/jobs/${id}`, loaderData: page });
			// A broken rule of the data, in words, then the database's code and its own words (ADR 085).
			expect(reason).toMatch(/^\[23514\] new row for relation "text_revisions" violates check constraint/);
			expect(jobPageError(html)).toBe(
				`Fel: Kunde inte optimera produktbeskrivningar. Orsak: Databasen vägrade spara en ändring som bryter mot en av dess regler. Ett nytt försök ger samma svar: skicka databasens svar till den som utvecklar sajten. Databasens svar (kod 23514): ${reason.slice("[23514] ".length)}`,
			);
			const [run] = await latestToolRuns(db, 1);
			expect(run).toMatchObject({ tool: "optimize-descriptions", status: "failed", error: reason });
		} finally {
			await db.query("alter table text_revisions drop constraint no_description_drafts");
		}
	});
});
