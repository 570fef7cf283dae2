// Postgres refuses some values outright — SQLSTATE class 22, "data exception": a NUL character in
// text, a malformed UUID or number, a value out of range. Such an error comes from what a visitor
// sent, not from a fault of ours, so the answer is 400 (with the localised error page), never 500.
import { createRequestMark } from "../request-marks";

export function isRejectedInput(error: unknown): boolean {
	let current: unknown = error;
	for (let depth = 0; current && depth < 8; depth++) {
		const code = (current as { code?: unknown }).code;
		if (typeof code === "string" && code.startsWith("22")) return true;
		current = (current as { cause?: unknown }).cause;
	}
	return false;
}

const rejectedRequests = createRequestMark();
export const markRejectedInput = rejectedRequests.mark;
export const wasMarkedRejectedInput = rejectedRequests.has;
