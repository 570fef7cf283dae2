// A tiny in-process cache for values every page needs (menu and footer lists, counts).
// Entries expire after a TTL and every write to the catalogue calls `invalidateCaches()`,
// so an admin edit shows at once on this instance and within the TTL on any other.

interface Entry<T> {
	value: Promise<T>;
	expiresAt: number;
}

const entries = new Map<string, Entry<unknown>>();
const listeners = new Set<() => void>();

export async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
	const now = Date.now();
	const hit = entries.get(key) as Entry<T> | undefined;
	if (hit && hit.expiresAt > now) return hit.value;
	const value = load();
	entries.set(key, { value, expiresAt: now + ttlMs });
	// A failed load must not be remembered: the next request tries again.
	value.catch(() => {
		if (entries.get(key)?.value === value) entries.delete(key);
	});
	return value;
}

/** Drops every cached value (called after any write to categories, brands, products, articles). */
export function invalidateCaches(): void {
	entries.clear();
	for (const listener of listeners) listener();
}

/** Lets other caches (e.g. a page cache) clear themselves on the same signal. */
export function onInvalidate(listener: () => void): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
