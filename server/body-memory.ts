// The bytes of request bodies an instance holds at once, against a bound (`heldAtOnce` of a body
// limit: ./body-limits.ts). Each request's share is counted as its chunks arrive and given back in
// one piece when its answer is done (or its connection gone), whatever became of the body: kept
// for the action, refused, or cut off.
import type { ServerResponse } from "node:http";

export class BodyMemory {
	private held = 0;

	constructor(private readonly bound: number) {}

	/**
	 * The share of one request, answered by `res`: `hold(bytes)` is false (and holds nothing) once
	 * the bound would be passed, or after the answer is done.
	 */
	shareFor(res: ServerResponse): (bytes: number) => boolean {
		let mine = 0;
		let done = false;
		res.once("close", () => {
			done = true;
			this.held -= mine;
			mine = 0;
		});
		return (bytes) => {
			if (done || this.held + bytes > this.bound) return false;
			this.held += bytes;
			mine += bytes;
			return true;
		};
	}
}
