// A form post's body is read before the post waits for a render slot (ADR 070). Read inside the
// slot, as it was, a body still arriving kept the slot until it was in: eight anonymous sockets that
// declared a body, sent one byte of it and nothing more took all eight slots (RENDER_CONCURRENCY),
// and the site answered nobody. Read first, a slow sender holds only its own connection and the
// bytes it has sent (./body-memory.ts), until the request's deadline (./request-deadlines.ts) cuts
// it with a 408 (./client-errors.ts). The body is read within its route's limit
// (./bounded-body.ts), and what was read is what ./react-router-handler.ts gives React Router.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Handler } from "./admission";
import { type BodyLimit, bodyLimitFor } from "./body-limits";
import { BodyMemory } from "./body-memory";
import { discardRest, readBoundedBody } from "./bounded-body";
import { labelResponse } from "./response-labels";
import { sendStatusPage } from "./status-response";

const bodies = new WeakMap<IncomingMessage, Buffer<ArrayBuffer>>();
const reading = new WeakSet<IncomingMessage>();

/** The body read for a request; none for GET and HEAD, whose bodies no route reads. */
export function bodyOf(req: IncomingMessage): Buffer<ArrayBuffer> | undefined {
	return bodies.get(req);
}

/** Whether its body is being read here: until it is in, nothing else answers the request. */
export function isReadingBody(req: IncomingMessage): boolean {
	return reading.has(req);
}

/**
 * Hands a request to `admit` once its body is in; answers it itself when the body is over its
 * limit (413) or does not fit in the memory bodies share (503).
 * @param limitFor the limit for a request, by its path and its session (./body-limits.ts)
 */
export function readBodyBeforeAdmission(
	admit: Handler,
	limitFor: (req: IncomingMessage) => BodyLimit | Promise<BodyLimit> = bodyLimitFor,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
	const memories = new Map<BodyLimit, BodyMemory>();
	const memoryFor = (limit: BodyLimit) => {
		const memory = memories.get(limit) ?? new BodyMemory(limit.heldAtOnce);
		memories.set(limit, memory);
		return memory;
	};

	return async (req, res) => {
		if (req.method === "GET" || req.method === "HEAD") {
			admit(req, res);
			return;
		}
		reading.add(req);
		const limit = await limitFor(req);
		// Its session is checked asynchronously: the client may have left, or its deadline answered it, meanwhile.
		if (req.destroyed || res.headersSent) {
			reading.delete(req);
			return;
		}
		const read = await readBoundedBody(req, limit, memoryFor(limit).shareFor(res));
		reading.delete(req);
		// Its deadline answered it (./client-errors.ts), and the last bytes came before the connection closed.
		if (res.headersSent) return;
		if (read.ok) {
			bodies.set(req, read.body);
			admit(req, res);
		} else if (read.problem !== "incomplete") {
			labelResponse(res, read.problem === "overloaded" ? "body-memory-full" : read.problem);
			sendStatusPage(req, res, read.problem);
			discardRest(req);
		}
	};
}
