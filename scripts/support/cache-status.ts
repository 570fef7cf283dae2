// nginx's X-Cache-Status on each answer (the template adds it), counted by value, for the benchmark
// and the load script. Autocannon hands each response's headers to a request's onResponse.
export class CacheStatusCount {
	readonly counts = new Map<string, number>();

	/** An answer's headers as autocannon gives them (names as sent); "none" when nginx sent no status (a form post). */
	add(headers: unknown): void {
		const value = String((headers as Record<string, unknown> | undefined)?.["X-Cache-Status"] ?? "none");
		this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
	}

	merge(other: CacheStatusCount): void {
		for (const [status, count] of other.counts) this.counts.set(status, (this.counts.get(status) ?? 0) + count);
	}

	/**
	 * The share of answers nginx took from its cache, of those that went through it: a fresh copy
	 * (HIT), an expired one (STALE, under the page's stale-while-revalidate or stale-if-error;
	 * UPDATING, while another request renews it), or one the app confirmed unchanged (REVALIDATED).
	 */
	fromCacheShare(): number {
		let fromCache = 0;
		let all = 0;
		for (const [status, count] of this.counts) {
			if (status === "none") continue;
			all += count;
			if (["HIT", "UPDATING", "STALE", "REVALIDATED"].includes(status)) fromCache += count;
		}
		return all === 0 ? 0 : fromCache / all;
	}

	/** "HIT 14,689, UPDATING 2,641, …", most frequent first. */
	toString(): string {
		return [...this.counts]
			.sort(([, a], [, b]) => b - a)
			.map(([status, count]) => `${status} ${count.toLocaleString("en")}`)
			.join(", ");
	}
}
