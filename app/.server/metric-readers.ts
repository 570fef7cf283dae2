// The gauges read when Prometheus scrapes (./metrics.ts): the job queue, which every instance
// shares (read from the database, so any instance's /metrics tells the same), and whether this
// instance can reach its database. Registered once at start-up.
import { databaseAnswering } from "./db/connection-state";
import type { Db } from "./db/handle";
import { beforeScrape, databaseUnavailable, jobsOldestQueuedAge, jobsQueued } from "./metrics";

interface QueueRow {
	kind: string;
	queued: number;
	oldestSeconds: number;
}

export function readMetricsFrom(db: Db): void {
	beforeScrape(() => {
		databaseUnavailable.set(databaseAnswering() ? 0 : 1);
	});
	beforeScrape(async () => {
		if (!databaseAnswering()) return;
		const rows = await db.query<QueueRow>(
			`select kind, count(*)::int as queued, extract(epoch from now() - min(run_after))::float8 as "oldestSeconds"
			 from jobs where status = 'queued' and run_after <= now() group by kind`,
		);
		// A kind with nothing waiting has no series, rather than an old value.
		jobsQueued.reset();
		jobsOldestQueuedAge.reset();
		for (const row of rows) {
			jobsQueued.set({ kind: row.kind }, Number(row.queued));
			jobsOldestQueuedAge.set({ kind: row.kind }, Number(row.oldestSeconds));
		}
	});
}
