// Starts this process's check for recurring jobs once (development reloads share it through
// globalThis): every minute, and once right away so a tick missed while the site was down runs now.
// Unique keys per tick make several instances checking harmless.
import { getDb } from "../db/client";
import { log } from "../log";
import { enqueueDueScheduledJobs } from "./scheduler";

const key = Symbol.for("godisguiden.scheduler");
type Holder = { [key]?: NodeJS.Timeout };

export function startScheduler(): void {
	const holder = globalThis as Holder;
	if (holder[key]) return;
	const tick = () => enqueueDueScheduledJobs(getDb()).catch((error) => log.error("scheduling recurring jobs failed", error));
	holder[key] = setInterval(tick, 60_000).unref();
	void tick();
	log.info("recurring jobs scheduled from this instance");
}

/** At shutdown: no tick after the worker has stopped (a tick then would only log a closed database). */
export function stopScheduler(): void {
	const holder = globalThis as Holder;
	clearInterval(holder[key]);
	holder[key] = undefined;
}
