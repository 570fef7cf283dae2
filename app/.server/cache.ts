// A tiny in-process cache for values every page needs (menu and footer lists, counts).
// A write to the catalogue calls `invalidateCaches()` itself, so an admin edit shows at once on the
// instance that made it; every instance also calls it when the database reports a catalogue change
// made anywhere (./catalogue-changes.ts, ADR 020), within 2 seconds. The TTL only bounds how long a
// value could outlive a change that was somehow not reported.
//
// An expired value is still answered while its fresh copy loads (stale-while-revalidate): a
// value shared by every page, reloaded in the middle of a busy minute, would otherwise hold up
// every request that needs it for as long as its query takes (a category's brand counts: tens of
// milliseconds, with dozens of pages queued behind them).

interface Entry<T> {
	value: Promise<T>;
	expiresAt: number;
	/** The load under way for an expired value, which keeps being answered meanwhile. */
	refreshing?: Promise<T>;
}

const entries = new Map<string, Entry<unknown>>();
const listeners = new Set<() => void>();

export async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
	const now = Date.now();
	const hit = entries.get(key) as Entry<T> | undefined;
	if (hit && hit.expiresAt > now) return hit.value;
	if (hit) {
		hit.refreshing ??= refresh(key, hit, ttlMs, load);
		return hit.value;
	}
	const value = load();
	const entry: Entry<T> = { value, expiresAt: now + ttlMs };
	entries.set(key, entry);
	// A failed load must not be remembered: the next request tries again.
	value.catch(() => {
		if (entries.get(key) === entry) entries.delete(key);
	});
	return value;
}

/** Replaces the expired value once the fresh one is in; a failed load keeps the old one for the next try. */
function refresh<T>(key: string, entry: Entry<T>, ttlMs: number, load: () => Promise<T>): Promise<T> {
	const fresh = load();
	fresh.then(
		() => {
			// Unless a write cleared the cache meanwhile: then this value may predate the write.
			if (entries.get(key) === entry) entries.set(key, { value: fresh, expiresAt: Date.now() + ttlMs });
		},
		() => {
			entry.refreshing = undefined;
		},
	);
	return fresh;
}

/** Drops every cached value: after this instance's own catalogue writes, and on a change reported by the database. */
export function invalidateCaches(): void {
	entries.clear();
	for (const listener of listeners) listener();
}

/** Calls `listener` at every invalidation (tests watch a write reach the caches with it); returns its removal. */
export function onInvalidate(listener: () => void): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
