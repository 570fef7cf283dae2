// Starts this process's job worker once (development reloads share it through globalThis).
import { getSql } from "../db/client";
import { log } from "../log";
import { jobHandlers } from "./handlers";
import { JobWorker } from "./worker";

const key = Symbol.for("godisguiden.jobWorker");
type Holder = { [key]?: JobWorker };

export function startJobWorker(): JobWorker {
	const holder = globalThis as Holder;
	if (!holder[key]) {
		const worker = new JobWorker(getSql(), jobHandlers, { onError: (message, error) => log.error(message, error) });
		worker.start();
		holder[key] = worker;
		log.info(`Job worker ${worker.id} started.`);
	}
	return holder[key];
}
