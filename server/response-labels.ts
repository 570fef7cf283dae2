// What answered a request, for its log line and its metric: a route id, or what the host answered
// itself ("static", a status page's kind). Set by whoever answers; read when the answer is finished.
import type { ServerResponse } from "node:http";

const labels = new WeakMap<ServerResponse, string>();

export function labelResponse(res: ServerResponse, label: string): void {
	labels.set(res, label);
}

export function responseLabel(res: ServerResponse): string | undefined {
	return labels.get(res);
}
