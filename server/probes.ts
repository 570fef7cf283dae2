// The probes of a load balancer or orchestrator, answered before admission: a busy instance is
// alive and says so at once (/healthz); whether it should get visitors is /readyz (database
// reachable, migrations applied, not shutting down).
import type { IncomingMessage, ServerResponse } from "node:http";
import { readiness } from "~/.server/readiness";

export const probePaths = new Set(["/healthz", "/readyz"]);

function probe(res: ServerResponse, ready: boolean, text: string): void {
	res.writeHead(ready ? 200 : 503, {
		"Content-Type": "text/plain; charset=utf-8",
		"Cache-Control": "no-store",
		"X-Content-Type-Options": "nosniff",
	});
	res.end(`${text}\n`);
}

/** Answers `/healthz` and `/readyz`; false for any other path. */
export async function answerProbe(req: IncomingMessage, res: ServerResponse, stopping: boolean): Promise<boolean> {
	const pathname = req.url?.split("?")[0];
	if (pathname === "/healthz") {
		probe(res, true, "ok");
		return true;
	}
	if (pathname === "/readyz") {
		if (stopping) {
			probe(res, false, "shutting down");
			return true;
		}
		const state = await readiness();
		probe(res, state.ready, state.ready ? "ready" : state.reason);
		return true;
	}
	return false;
}
