// The Postgres job queue: exactly-once execution across workers, recovery of a job left running
// by a killed process, unique keys, progress and cancellation.
import { afterAll, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import { cancelJob, claimNextJob, enqueueUncheckedJob, findJob, requeueAbandonedJobs } from "~/.server/jobs/queue";
import { JobWorker } from "~/.server/jobs/worker";
import { databaseKinds, twoConnections } from "../support/two-connections";

const kinds = databaseKinds();

describe.each(kinds)("job queue on %s", (kind) => {
	const opened: Connection[] = [];
	afterAll(async () => {
		for (const c of new Set(opened)) await c.close();
	});

	it("runs each of 100 jobs exactly once with two workers", async () => {
		const [a, b] = await twoConnections(kind);
		opened.push(a, b);
		await migrate(a.db);
		await a.db.exec("create table job_runs (job_id int not null, worker text not null)");
		for (let i = 0; i < 100; i++) await enqueueUncheckedJob(a.db, { kind: "count", payload: { i } });
		const handler =
			(worker: string) =>
			async ({ job, db }: { job: { id: number }; db: typeof a.db }) => {
				await db.query("insert into job_runs (job_id, worker) values ($1, $2)", [job.id, worker]);
				return { ok: true };
			};
		const one = new JobWorker(a.db, { count: handler("one") });
		const two = new JobWorker(b.db, { count: handler("two") });
		const [ranByOne, ranByTwo] = await Promise.all([one.drain(), two.drain()]);
		expect(ranByOne + ranByTwo).toBe(100);
		const runs = await a.db.query<{ job_id: number; n: number }>(
			"select job_id, count(*)::int as n from job_runs group by job_id",
		);
		expect(runs).toHaveLength(100);
		expect(runs.every((r) => r.n === 1)).toBe(true);
		const [statuses] = await a.db.query<{ succeeded: number }>(
			"select count(*)::int as succeeded from jobs where status = 'succeeded'",
		);
		expect(statuses?.succeeded).toBe(100);
		if (kind === "postgres") expect(Math.min(ranByOne, ranByTwo)).toBeGreaterThan(0);
	});

	it("puts a job left running by a killed process back in the queue and runs it", async () => {
		const [c] = await twoConnections(kind);
		opened.push(c);
		await migrate(c.db);
		const { id } = await enqueueUncheckedJob(c.db, { kind: "resume" });
		// A worker claims it and "dies": no heartbeat, no finish.
		const claimed = await claimNextJob(c.db, "dead-worker");
		expect(claimed?.id).toBe(id);
		await c.db.query("update jobs set heartbeat_at = now() - interval '5 minutes' where id = $1", [id]);
		expect(await requeueAbandonedJobs(c.db, 60_000)).toBe(1);
		const worker = new JobWorker(c.db, { resume: async () => "resumed" });
		expect(await worker.drain()).toBe(1);
		const job = await findJob(c.db, id);
		expect(job).toMatchObject({ status: "succeeded", result: "resumed", attempts: 2 });
	});

	it("keeps one job per unique key, records progress and items, and cancels", async () => {
		const [c] = await twoConnections(kind);
		opened.push(c);
		await migrate(c.db);
		const first = await enqueueUncheckedJob(c.db, { kind: "daily", uniqueKey: "daily:sv:2026-11-22" });
		const again = await enqueueUncheckedJob(c.db, { kind: "daily", uniqueKey: "daily:sv:2026-11-22" });
		expect(again).toEqual({ id: first.id, created: false });

		const worker = new JobWorker(c.db, {
			daily: async ({ progress }) => {
				await progress({ total: 2 });
				await progress({ done: 1, item: { label: "Choklad", ok: true } });
				await progress({
					done: 1,
					failed: 1,
					item: { label: "Lakrits", ok: false, message: "Kunde inte generera SEO för Lakrits" },
				});
				return { succeeded: 1, failed: 1 };
			},
		});
		await worker.drain();
		expect(await findJob(c.db, first.id)).toMatchObject({
			status: "succeeded",
			progressDone: 1,
			progressFailed: 1,
			progressTotal: 2,
			items: [
				{ label: "Choklad", ok: true },
				{ label: "Lakrits", ok: false, message: "Kunde inte generera SEO för Lakrits" },
			],
		});

		const queued = await enqueueUncheckedJob(c.db, { kind: "daily" });
		await cancelJob(c.db, queued.id);
		expect((await findJob(c.db, queued.id))?.status).toBe("cancelled");
		expect(await worker.drain()).toBe(0);
	});

	it("fails a job whose handler throws, with its message, and an unknown kind", async () => {
		const [c] = await twoConnections(kind);
		opened.push(c);
		await migrate(c.db);
		const broken = await enqueueUncheckedJob(c.db, { kind: "broken" });
		const unknown = await enqueueUncheckedJob(c.db, { kind: "nobody-handles-this" });
		const errors: string[] = [];
		const worker = new JobWorker(
			c.db,
			{
				broken: async () => {
					throw new Error("AI-tjänsten svarade inte");
				},
			},
			{ onError: (m) => errors.push(m) },
		);
		await worker.drain();
		expect(await findJob(c.db, broken.id)).toMatchObject({ status: "failed", error: "AI-tjänsten svarade inte" });
		expect(await findJob(c.db, unknown.id)).toMatchObject({ status: "failed", error: "Unknown job kind: nobody-handles-this" });
		expect(errors).toHaveLength(2);
	});
});
