// Single flight (ADR 019), on both databases with two "app instances": at most one job per flight
// key is queued or running at a time. Enqueues arriving together get the same job; once it has
// ended the next one is a new job; a job with a unique key (the scheduler's daily tick) joins a run
// in flight instead of starting a second one beside it.
import { describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { finishJob } from "~/.server/jobs/lease";
import { claimNextJob, enqueueJob, findJob, type NewJob } from "~/.server/jobs/queue";
import { databaseKinds, migratedInstancePairs } from "../support/two-connections";

const dailySv: NewJob = { kind: "daily-article", payload: { locale: "sv" }, singleFlightKey: "daily-article:sv" };

async function inFlight(connection: Connection, key: string): Promise<number> {
	const [row] = await connection.db.query<{ n: number }>(
		"select count(*)::int as n from jobs where flight_key = $1 and status in ('queued', 'running')",
		[key],
	);
	return row?.n ?? -1;
}

/** Claims the oldest due job and ends it as succeeded, as a worker would. */
async function runNext(connection: Connection, workerId: string): Promise<number | null> {
	const job = await claimNextJob(connection.db, workerId);
	if (!job) return null;
	await finishJob(connection.db, { jobId: job.id, workerId, attempt: job.attempts }, { status: "succeeded", result: null });
	return job.id;
}

describe.each(databaseKinds())("single flight on %s", (kind) => {
	const instances = migratedInstancePairs(kind);

	it("gives enqueues arriving together the same job, queued or running; the next one after it ended is new", async () => {
		const [a, b] = await instances();
		const seen = new Set<number>();
		for (let round = 0; round < 5; round++) {
			const [one, two] = await Promise.all([enqueueJob(a.db, dailySv), enqueueJob(b.db, dailySv)]);
			expect(one.id).toBe(two.id);
			expect([one.created, two.created].sort()).toEqual([false, true]);
			expect(seen.has(one.id)).toBe(false);
			seen.add(one.id);
			// Another language flies on its own.
			const nb = await enqueueJob(b.db, { ...dailySv, payload: { locale: "nb" }, singleFlightKey: "daily-article:nb" });
			expect(nb.created).toBe(true);
			// Running, it is still the one.
			const claimed = await claimNextJob(a.db, "worker-a");
			expect(claimed?.id).toBe(one.id);
			expect(await enqueueJob(b.db, dailySv)).toEqual({ id: one.id, created: false });
			expect(await inFlight(a, "daily-article:sv")).toBe(1);
			await finishJob(
				a.db,
				{ jobId: one.id, workerId: "worker-a", attempt: claimed?.attempts ?? -1 },
				{ status: "succeeded", result: null },
			);
			expect(await runNext(b, "worker-b")).toBe(nb.id);
		}
		expect(seen.size).toBe(5);
	});

	it("lets the scheduler's tick join a run in flight, and enqueues the tick's own job once that run has ended", async () => {
		const [a, b] = await instances();
		const manual = await enqueueJob(a.db, dailySv);
		const tick: NewJob = { ...dailySv, uniqueKey: "daily-article-sv:2026-11-25T06:00:00.000Z" };
		expect(await enqueueJob(b.db, tick)).toEqual({ id: manual.id, created: false });
		expect(await runNext(a, "worker-a")).toBe(manual.id);
		const own = await enqueueJob(b.db, tick);
		expect(own.created).toBe(true);
		// The tick's key is now taken for good: checking again, even after the run, finds the same job.
		expect(await enqueueJob(a.db, tick)).toEqual({ id: own.id, created: false });
		expect(await runNext(b, "worker-b")).toBe(own.id);
		expect(await enqueueJob(a.db, tick)).toEqual({ id: own.id, created: false });
		expect((await findJob(a.db, own.id))?.flightKey).toBe("daily-article:sv");
	});

	it("never has two in flight while one instance keeps asking and the other keeps finishing", async () => {
		const [a, b] = await instances();
		const asked = new Set<number>();
		let finished = 0;
		const asking = (async () => {
			for (let i = 0; i < 40; i++) asked.add((await enqueueJob(a.db, dailySv)).id);
		})();
		const finishing = (async () => {
			for (let i = 0; i < 40; i++) if ((await runNext(b, "worker-b")) !== null) finished++;
		})();
		await Promise.all([asking, finishing]);
		expect(await inFlight(a, "daily-article:sv")).toBeLessThanOrEqual(1);
		const [row] = await a.db.query<{ n: number }>("select count(*)::int as n from jobs");
		expect(row?.n).toBe(asked.size);
		expect(finished).toBeGreaterThan(0);
	});
});
