// A job taken over by another worker (ADR 019), on both databases with two "app instances": it
// resumes after the items its first worker finished and runs each item once; a worker that lost
// its job — paused, declared dead, replaced — can write neither progress, items nor status, and
// stops; a worker killed in the middle of an item loses nothing.
import { describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { HeldJob } from "~/.server/jobs/held-job";
import { completeJobItem, finishJob, heartbeat, type Lease, reportProgress } from "~/.server/jobs/lease";
import { cancelJob, claimNextJob, enqueueUncheckedJob, findJob, requeueAbandonedJobs } from "~/.server/jobs/queue";
import { type JobHandler, JobWorker } from "~/.server/jobs/worker";
import { captureLogs } from "../support/log-capture";
import { databaseKinds, migratedInstancePairs } from "../support/two-connections";

const keys = ["p1", "p2", "p3", "p4", "p5", "p6"];

/**
 * A job over `payload.keys`: each item's work (the expensive part, an AI call in real jobs) is
 * counted in `calls`, and its write is a row in item_writes naming the worker. `beforeItem` lets a
 * test hold the worker between two items.
 */
function itemsHandler(worker: string, calls: Map<string, number>, beforeItem?: (key: string) => Promise<void>): JobHandler {
	return async ({ job, progress, finished, completeItem }) => {
		const itemKeys = job.payload.keys as string[];
		const byWorker = new Map([...finished].map(([key, item]) => [key, (item.outcome as { by: string }).by]));
		await progress({ total: itemKeys.length, done: finished.size });
		for (const key of itemKeys) {
			if (finished.has(key)) continue;
			await beforeItem?.(key);
			// As the SEO run does: the lease is checked before paying for the item.
			await progress({});
			calls.set(key, (calls.get(key) ?? 0) + 1);
			const { by } = await completeItem({ key, label: key }, async (tx) => {
				await tx.query("insert into item_writes (job_id, key, worker) values ($1, $2, $3)", [job.id, key, worker]);
				return { by: worker };
			});
			byWorker.set(key, by);
		}
		return { by: Object.fromEntries(byWorker) };
	};
}

/** Makes the job's worker look dead (no heartbeat for five minutes) and puts the job back in the queue. */
async function declareDead(connection: Connection, id: number): Promise<void> {
	await connection.db.query("update jobs set heartbeat_at = now() - interval '5 minutes' where id = $1", [id]);
	expect(await requeueAbandonedJobs(connection.db, 60_000)).toBe(1);
}

async function itemWrites(connection: Connection, id: number) {
	return connection.db.query<{ key: string; worker: string }>(
		"select key, worker from item_writes where job_id = $1 order by key, worker",
		[id],
	);
}

describe.each(databaseKinds())("a job taken over on %s", (kind) => {
	const migratedPair = migratedInstancePairs(kind);

	async function instances(): Promise<[Connection, Connection]> {
		const [a, b] = await migratedPair();
		await a.db.exec("create table item_writes (job_id int not null, key text not null, worker text not null)");
		return [a, b];
	}

	it("resumes after the items its paused worker finished; that worker then stops and writes nothing", async () => {
		const [a, b] = await instances();
		const { id } = await enqueueUncheckedJob(a.db, { kind: "items", payload: { keys } });
		const calls = new Map<string, number>();
		let reachedPause!: () => void;
		const paused = new Promise<void>((resolve) => {
			reachedPause = resolve;
		});
		let resume!: () => void;
		const resumed = new Promise<void>((resolve) => {
			resume = resolve;
		});
		const errors: string[] = [];
		// The first instance's worker sends no heartbeats of its own during the test and stalls
		// (a long pause, a lost connection) after its third item.
		const first = new JobWorker(
			a.db,
			{
				items: itemsHandler("first", calls, async (key) => {
					if (key !== "p4") return;
					reachedPause();
					await resumed;
				}),
			},
			{ heartbeatMs: 3_600_000, onError: (message) => errors.push(message) },
		);
		const firstRun = first.runOne();
		await paused;
		await declareDead(b, id);
		const second = new JobWorker(b.db, { items: itemsHandler("second", calls) });
		expect(await second.drain()).toBe(1);

		const { result: ran, entries } = await captureLogs("warn", async () => {
			resume();
			return firstRun;
		});
		expect(ran).toBe(true);
		// Said by the job's own log context: which job, of which kind.
		expect(entries).toContainEqual(
			expect.objectContaining({ msg: "job taken over by another worker", jobId: id, jobKind: "items" }),
		);
		expect(errors).toEqual([]);

		// Every item ran once: the first worker's three were not repeated, p4 was not started twice.
		expect(Object.fromEntries(calls)).toEqual(Object.fromEntries(keys.map((key) => [key, 1])));
		expect(await itemWrites(a, id)).toEqual(keys.map((key, i) => ({ key, worker: i < 3 ? "first" : "second" })));
		const job = await findJob(a.db, id);
		expect(job).toMatchObject({
			status: "succeeded",
			attempts: 2,
			progressDone: 6,
			progressFailed: 0,
			progressTotal: 6,
			error: null,
			result: { by: { p1: "first", p2: "first", p3: "first", p4: "second", p5: "second", p6: "second" } },
		});
		expect(job?.items).toEqual(keys.map((label) => ({ label, ok: true })));
	});

	it("hands a job back after the step under way when its worker stops (a shutdown); another resumes it at once", async () => {
		const [a, b] = await instances();
		const { id } = await enqueueUncheckedJob(a.db, { kind: "items", payload: { keys } });
		const calls = new Map<string, number>();
		let stopping: Promise<void> | undefined;
		const first: JobWorker = new JobWorker(
			a.db,
			{
				items: itemsHandler("first", calls, async (key) => {
					// SIGTERM arrives between the second item and the third.
					if (key === "p3") stopping = first.stop();
				}),
			},
			{ pollMs: 10 },
		);
		first.start();
		await new Promise<void>((resolve) => {
			const check = setInterval(() => {
				if (stopping) {
					clearInterval(check);
					resolve();
				}
			}, 5);
		});
		await stopping;
		// The finished steps are recorded and the third was not begun; the job is queued again, not failed.
		expect(await findJob(a.db, id)).toMatchObject({ status: "queued", progressDone: 2 });
		const second = new JobWorker(b.db, { items: itemsHandler("second", calls) });
		expect(await second.drain()).toBe(1);
		expect(Object.fromEntries(calls)).toEqual(Object.fromEntries(keys.map((key) => [key, 1])));
		expect(await itemWrites(a, id)).toEqual(keys.map((key, i) => ({ key, worker: i < 2 ? "first" : "second" })));
		expect(await findJob(a.db, id)).toMatchObject({ status: "succeeded", progressDone: 6, attempts: 2 });
	});

	it("refuses every write of a worker whose job was requeued and claimed again: heartbeat, progress, item, status", async () => {
		const [a, b] = await instances();
		const { id } = await enqueueUncheckedJob(a.db, { kind: "items", payload: { keys } });
		const claimed = await claimNextJob(a.db, "worker-x");
		const stale: Lease = { jobId: id, workerId: "worker-x", attempt: claimed?.attempts ?? -1 };
		expect(await heartbeat(a.db, stale)).toBe(true);
		await declareDead(b, id);
		// Requeued and not yet claimed: the lease has already ended.
		expect(await heartbeat(a.db, stale)).toBe(false);
		// Claimed again — by a worker of the same name, even: only the attempt tells the two apart.
		const again = await claimNextJob(b.db, "worker-x");
		expect(again?.attempts).toBe(2);
		const current: Lease = { ...stale, attempt: 2 };
		expect(await reportProgress(b.db, current, { total: 6, done: 1, item: { label: "p1", ok: true } })).toBe("held");
		const before = await findJob(b.db, id);

		expect(await heartbeat(a.db, stale)).toBe(false);
		expect(await reportProgress(a.db, stale, { done: 5, item: { label: "stale", ok: true } })).toBe("lost");
		let wrote = false;
		const item = { key: "p2", ok: true, shown: { label: "p2", ok: true }, counts: { done: 1, failed: 0 } };
		expect(
			await completeJobItem(a.db, stale, item, async () => {
				wrote = true;
			}),
		).toEqual({ state: "lost" });
		expect(wrote).toBe(false);
		expect(await finishJob(a.db, stale, { status: "failed", error: "stale worker" })).toBe(false);
		expect(await findJob(b.db, id)).toEqual(before);

		// The holder's writes go through, and an item is recorded once however often it is offered.
		expect(await completeJobItem(b.db, current, item, async () => "written")).toEqual({ state: "held", outcome: "written" });
		expect(await completeJobItem(b.db, current, item, async () => "again")).toEqual({ state: "held", outcome: "written" });
		expect(await finishJob(b.db, current, { status: "succeeded", result: "done" })).toBe(true);
		expect(await findJob(a.db, id)).toMatchObject({ status: "succeeded", result: "done", progressDone: 2 });
		expect((await findJob(a.db, id))?.items.map((i) => i.label)).toEqual(["p1", "p2"]);
	});

	it("loses nothing when its worker is killed in the middle of an item", async () => {
		const [a, b] = await instances();
		const { id } = await enqueueUncheckedJob(a.db, { kind: "items", payload: { keys } });
		const calls = new Map<string, number>();
		// The first worker claims the job, finishes two items and dies during the third one's work.
		const claimed = await claimNextJob(a.db, "killed-worker");
		if (!claimed) throw new Error("nothing claimed");
		const killed = new HeldJob(a.db, claimed, "killed-worker").context;
		await killed.progress({ total: keys.length });
		for (const key of ["p1", "p2"]) {
			calls.set(key, 1);
			await killed.completeItem({ key, label: key }, async (tx) => {
				await tx.query("insert into item_writes (job_id, key, worker) values ($1, $2, 'killed')", [id, key]);
				return { by: "killed" };
			});
		}
		calls.set("p3", 1); // started, never finished: no write, no item

		await declareDead(b, id);
		const second = new JobWorker(b.db, { items: itemsHandler("second", calls) });
		expect(await second.drain()).toBe(1);

		expect(await itemWrites(a, id)).toEqual(keys.map((key, i) => ({ key, worker: i < 2 ? "killed" : "second" })));
		// Only the item the dead worker was in the middle of was worked on twice.
		expect(Object.fromEntries(calls)).toEqual({ p1: 1, p2: 1, p3: 2, p4: 1, p5: 1, p6: 1 });
		const job = await findJob(a.db, id);
		expect(job).toMatchObject({
			status: "succeeded",
			attempts: 2,
			progressDone: 6,
			progressTotal: 6,
			result: { by: { p1: "killed", p2: "killed", p3: "second", p4: "second", p5: "second", p6: "second" } },
		});
		expect(job?.items.map((i) => i.label)).toEqual(keys);
	});

	it("records the item a cancel arrived during, then stops the job as cancelled", async () => {
		const [a] = await instances();
		const { id } = await enqueueUncheckedJob(a.db, { kind: "cancelled" });
		let reachedEnd = false;
		const worker = new JobWorker(a.db, {
			cancelled: async ({ completeItem }) => {
				await completeItem({ key: "p1", label: "p1" });
				// The operator cancels while p2's work is under way: p2 is paid for, so it is still stored.
				await cancelJob(a.db, id);
				await completeItem({ key: "p2", label: "p2" }, async (tx) => {
					await tx.query("insert into item_writes (job_id, key, worker) values ($1, 'p2', 'only')", [id]);
				});
				reachedEnd = true;
			},
		});
		expect(await worker.drain()).toBe(1);
		expect(reachedEnd).toBe(false);
		expect(await findJob(a.db, id)).toMatchObject({ status: "cancelled", error: null, progressDone: 2 });
		expect((await findJob(a.db, id))?.items.map((i) => i.label)).toEqual(["p1", "p2"]);
		expect(await itemWrites(a, id)).toEqual([{ key: "p2", worker: "only" }]);
	});
});
