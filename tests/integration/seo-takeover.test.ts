// The bulk SEO run with two app instances on one PostgreSQL server (ADR 019). The first instance's
// worker writes three brands' texts, then stalls in the middle of the fourth page's AI call and
// sends no heartbeats; the second instance's worker declares it dead, takes the run over and
// writes the rest. When the first comes back, its late answer is thrown away. Every page's text is
// stored exactly once, no finished page is asked for again, and the run's summary counts all six.
import { afterAll, expect, it, vi } from "vitest";
import { createSeoJobHandlers } from "~/.server/admin/seo-jobs";
import { latestToolRuns } from "~/.server/admin/tool-runs";
import type { SeoRequest } from "~/.server/ai/seo-draft";
import { createTemplateWriter, type Writer } from "~/.server/ai/writer";
import { type Connection, connect } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import { enqueueJob, findJob } from "~/.server/jobs/queue";
import { JobWorker } from "~/.server/jobs/worker";
import { jobSummaryOf } from "~/lib/job-summary";
import { freshDemoPostgresUrl } from "../support/databases";
import { captureLogs } from "../support/log-capture";

const databaseUrl = await freshDemoPostgresUrl();
const opened: Connection[] = [];
afterAll(async () => {
	for (const c of opened) await c.close();
	vi.restoreAllMocks();
});

const pageOf = (request: SeoRequest) => (request.facts.subject.kind === "home" ? "home" : request.facts.subject.name);

/** The offline template writer, counting its answers per page; `stall` may hold an answer back. */
function countingWriter(answers: string[], stall?: (page: string) => Promise<void>): Writer {
	const template = createTemplateWriter();
	return {
		...template,
		async writeSeo(request) {
			await stall?.(pageOf(request));
			const draft = await template.writeSeo(request);
			answers.push(pageOf(request));
			return draft;
		},
	};
}

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (!(await condition())) {
		if (Date.now() > deadline) throw new Error("timed out");
		await new Promise((resolve) => setTimeout(resolve, 25));
	}
}

it.runIf(databaseUrl)(
	"stores every page's text once when another instance takes the run over",
	async () => {
		const one = await connect({ databaseUrl, dataDir: "unused" });
		const two = await connect({ databaseUrl, dataDir: "unused" });
		opened.push(one, two);
		setReadyConnection(one);
		const brands = await one.db.query<{ id: string; name: string }>(
			"select id::text as id, name from brands where locale = 'sv' and status = 'published' order by name, id limit 6",
		);
		expect(brands).toHaveLength(6);
		const names = brands.map((b) => b.name);
		const { id } = await enqueueJob(one.db, {
			kind: "brand-seo",
			payload: { ids: brands.map((b) => b.id), actor: "admin@test" },
		});

		const answers: string[] = [];
		let stalled!: () => void;
		const reachedStall = new Promise<void>((resolve) => {
			stalled = resolve;
		});
		let comeBack!: () => void;
		const cameBack = new Promise<void>((resolve) => {
			comeBack = resolve;
		});
		const fourth = names[3] as string;
		const first = new JobWorker(
			one.db,
			createSeoJobHandlers({
				pauseMs: 0,
				writer: () =>
					countingWriter(answers, async (page) => {
						if (page !== fourth) return;
						stalled();
						await cameBack;
					}),
			}),
			{ heartbeatMs: 3_600_000 },
		);
		const firstRun = first.runOne();
		await reachedStall;

		const second = new JobWorker(two.db, createSeoJobHandlers({ pauseMs: 0, writer: () => countingWriter(answers) }), {
			pollMs: 50,
			heartbeatMs: 200,
			staleAfterMs: 1000,
		});
		second.start();
		try {
			await until(async () => (await findJob(two.db, id))?.status === "succeeded");
		} finally {
			await second.stop();
		}

		const { result: ran, entries } = await captureLogs("warn", async () => {
			comeBack();
			return firstRun;
		});
		expect(ran).toBe(true);
		expect(entries).toContainEqual(expect.objectContaining({ msg: "job taken over by another worker", jobId: id }));

		// Every draft of a brand's text the run wrote (revisions are only ever inserted).
		const writes = await one.db.query<{ page_id: string; n: number }>(
			`select entity_id as page_id, count(*)::int as n from text_revisions
			 where job_id = $1 and field = 'seo_content_md' and status = 'draft' group by entity_id`,
			[id],
		);
		expect(writes.map((w) => w.page_id).sort()).toEqual(brands.map((b) => b.id).sort());
		expect(writes.every((w) => w.n === 1)).toBe(true);
		// Each page was asked for once; the fourth also by the first worker, whose answer came too late.
		expect(answers.filter((page) => page !== fourth).sort()).toEqual(names.filter((name) => name !== fourth).sort());
		expect(answers.filter((page) => page === fourth)).toHaveLength(2);

		const job = await findJob(one.db, id);
		expect(job).toMatchObject({ status: "succeeded", attempts: 2, progressDone: 6, progressFailed: 0, progressTotal: 6 });
		expect(job?.items.map((i) => i.label)).toEqual(names.map((name) => `${name} (sv)`));
		expect(jobSummaryOf(job?.result)).toEqual({
			tone: "success",
			title: "SEO-innehåll genererat för 6 varumärken",
			lines: ["Uppdaterade: 6", "Oförändrade: 0"],
		});
		const runs = (await latestToolRuns(one.db, 10)).filter((run) => run.tool === "brand-seo");
		expect(runs).toHaveLength(1);
		expect(runs[0]?.result).toEqual({ succeeded: 6, failed: 0, updated: 6 });
	},
	60_000,
);
