// The in-process cache (app/.server/cache.ts): a value is loaded once per TTL, an expired value is
// answered while one fresh load runs, a failed load is never remembered, and a catalogue write
// drops everything, including a load that started before it.
import { describe, expect, it } from "vitest";
import { cached, invalidateCaches } from "~/.server/cache";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A load that counts its calls and answers what `next` says at the time it is called. */
function counter(initial: string) {
	const state = { calls: 0, next: initial, fail: false };
	const load = async () => {
		state.calls++;
		if (state.fail) throw new Error("database away");
		const value = `${state.next}#${state.calls}`;
		await sleep(5);
		return value;
	};
	return { state, load };
}

describe("cached", () => {
	it("loads a value once while it is fresh, for concurrent callers too", async () => {
		const { state, load } = counter("a");
		const values = await Promise.all([1, 2, 3].map(() => cached("fresh", 60_000, load)));
		expect(values).toEqual(["a#1", "a#1", "a#1"]);
		expect(await cached("fresh", 60_000, load)).toBe("a#1");
		expect(state.calls).toBe(1);
	});

	it("answers an expired value at once while one fresh load runs, then the fresh value", async () => {
		const { state, load } = counter("old");
		expect(await cached("expiring", 20, load)).toBe("old#1");
		await sleep(30);
		state.next = "new";
		const during = await Promise.all([1, 2, 3].map(() => cached("expiring", 20, load)));
		expect(during).toEqual(["old#1", "old#1", "old#1"]);
		expect(state.calls).toBe(2);
		await sleep(10);
		expect(await cached("expiring", 20, load)).toBe("new#2");
	});

	it("keeps the expired value when its reload fails, and tries again on the next request", async () => {
		const { state, load } = counter("kept");
		expect(await cached("failing", 20, load)).toBe("kept#1");
		await sleep(30);
		state.fail = true;
		expect(await cached("failing", 20, load)).toBe("kept#1");
		await sleep(10);
		state.fail = false;
		expect(await cached("failing", 20, load)).toBe("kept#1");
		await sleep(10);
		expect(await cached("failing", 20, load)).toBe("kept#3");
	});

	it("does not remember a failed first load", async () => {
		const { state, load } = counter("x");
		state.fail = true;
		await expect(cached("first", 60_000, load)).rejects.toThrow("database away");
		state.fail = false;
		expect(await cached("first", 60_000, load)).toBe("x#2");
	});

	it("forgets everything on a write, and a reload begun before the write is not kept", async () => {
		const { state, load } = counter("before");
		expect(await cached("written", 20, load)).toBe("before#1");
		await sleep(30);
		expect(await cached("written", 20, load)).toBe("before#1"); // reload #2 starts
		invalidateCaches();
		state.next = "after";
		await sleep(10);
		expect(await cached("written", 20, load)).toBe("after#3");
	});
});
