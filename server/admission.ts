// Admission to rendering: at most `limit` requests are inside the app at once; the rest wait
// their turn in arrival order (ADR 014). Under load this is what keeps the slowest visitor close
// to the typical one: without it fifty renders interleave on one thread, each holding its data
// for the whole time, so requests live ten times longer than their own work, survive into the
// old generation and make the garbage collector work, and a few unlucky ones wait seconds.
// A request whose visitor left while it waited is dropped before it costs anything, and a request
// that finds the queue full is turned away at once (`shed`: 503 with Retry-After) rather than
// queued for longer than any visitor would wait; a shared cache in front serves its copy instead.
//
// Requests are let in on the event loop's check phase, never inside the callback that brought
// them or freed a slot, and at most `perTurn` of them per loop turn (ADR 017). libuv accepts one new
// connection per turn (libuv/libuv#3696); a turn that ran every ready request to its end — as it
// did on the embedded database, whose queries run on this thread — took half a second under load,
// so a new visitor waited seconds just to be accepted.
import type { IncomingMessage, ServerResponse } from "node:http";

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface Admission extends Handler {
	stats(): { active: number; waiting: number };
}

export interface AdmissionOptions {
	/** How many requests may be handled at once. */
	limit: number;
	/** How many may be let in per event-loop turn (default: `limit`). */
	perTurn?: number;
	/** How many may wait; one more is handed to `shed` instead (default: no bound). */
	maxWaiting?: number;
	/** Answers a request the queue had no room for. */
	shed?: Handler;
}

export function admission(handle: Handler, options: AdmissionOptions): Admission {
	const { limit, perTurn = limit, maxWaiting = Number.POSITIVE_INFINITY, shed } = options;
	let active = 0;
	const waiting: [IncomingMessage, ServerResponse][] = [];
	let turnScheduled = false;

	const admitWaiting = () => {
		turnScheduled = false;
		let admitted = 0;
		while (active < limit && admitted < perTurn) {
			const next = waiting.shift();
			if (!next) break;
			const [req, res] = next;
			if (req.socket.destroyed || res.destroyed) continue;
			start(req, res);
			admitted++;
		}
		// More are waiting and there is room: the next turn lets them in, after the loop has polled.
		if (active < limit) scheduleTurn();
	};
	const scheduleTurn = () => {
		if (turnScheduled || waiting.length === 0) return;
		turnScheduled = true;
		setImmediate(admitWaiting);
	};

	const start = (req: IncomingMessage, res: ServerResponse) => {
		active++;
		let done = false;
		const release = () => {
			if (done) return;
			done = true;
			active--;
			scheduleTurn();
		};
		// "close" comes after "finish", and also when the visitor leaves before the answer is sent.
		res.once("close", release);
		handle(req, res);
	};

	const admit = (req: IncomingMessage, res: ServerResponse) => {
		// Requests are let in on the next loop turn, so some of those waiting have a free place already:
		// only the ones beyond the free places are really waiting.
		const beyondFreePlaces = waiting.length - Math.max(0, limit - active);
		if (beyondFreePlaces >= maxWaiting && shed) {
			shed(req, res);
			return;
		}
		waiting.push([req, res]);
		scheduleTurn();
	};
	admit.stats = () => ({ active, waiting: waiting.length });
	return admit;
}
