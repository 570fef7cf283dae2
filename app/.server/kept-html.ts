// HTML kept under a key, the most recently used first to stay (ADR 016). For parts of a page that
// are a pure function of their key: nothing kept can be stale, and only memory needs a bound.

export class KeptHtml {
	readonly #kept = new Map<string, string>();

	constructor(readonly limit: number) {}

	get(key: string): string | undefined {
		const html = this.#kept.get(key);
		// Used again: it moves to the young end, so what is in use stays.
		if (html !== undefined) {
			this.#kept.delete(key);
			this.#kept.set(key, html);
		}
		return html;
	}

	set(key: string, html: string): void {
		this.#kept.set(key, html);
		if (this.#kept.size > this.limit) this.#kept.delete(this.#kept.keys().next().value as string);
	}

	get size(): number {
		return this.#kept.size;
	}
}
