// Starts this process's job worker once (development reloads share it through globalThis).
import { getDb } from "../db/client";
import { getEnv } from "../env";
import { log } from "../log";
import { jobHandlers } from "./handlers";
import { JobWorker } from "./worker";

const key = Symbol.for("godisguiden.jobWorker");
type Holder = { [key]?: JobWorker };

export function startJobWorker(): JobWorker {
	const holder = globalThis as Holder;
	if (!holder[key]) {
		const { JOBS_STALE_AFTER_MS: staleAfterMs, JOBS_MAX_TAKEOVERS: maxTakeovers } = getEnv();
		const worker = new JobWorker(getDb(), jobHandlers, {
			staleAfterMs,
			maxTakeovers,
			// Three beats per stale period: a live worker is never mistaken for a dead one.
			heartbeatMs: Math.min(10_000, Math.floor(staleAfterMs / 3)),
			onError: (message, error) => log.error(message, error),
		});
		worker.start();
		holder[key] = worker;
		log.info("job worker started", { worker: worker.id });
	}
	return holder[key];
}

/** Stops this process's worker, if it runs, once the work under way is done (shutdown). */
export async function stopJobWorker(): Promise<void> {
	await (globalThis as Holder)[key]?.stop();
}
