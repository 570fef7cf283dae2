// The same few hundred page texts are read on every view of their pages, and reading one means
// parsing it: a pure function of a text is kept by its input, within a bound on the characters
// held, forgetting the oldest first. Nothing to invalidate: a changed text is another key.

export interface BoundedMemoOptions<Args extends unknown[], T> {
	/** The key the arguments are kept by; it must name them completely. */
	keyOf: (...args: Args) => string;
	/** How many characters of keys and values may be held at once. */
	maxChars: number;
	/** The characters a value holds. */
	sizeOf: (value: T) => number;
}

/** `compute`, remembering its results by their arguments' key. */
export function boundedMemo<Args extends unknown[], T>(
	compute: (...args: Args) => T,
	{ keyOf, maxChars, sizeOf }: BoundedMemoOptions<Args, T>,
): (...args: Args) => T {
	const kept = new Map<string, T>();
	let keptChars = 0;
	return (...args) => {
		const key = keyOf(...args);
		if (kept.has(key)) return kept.get(key) as T;
		const value = compute(...args);
		kept.set(key, value);
		keptChars += key.length + sizeOf(value);
		for (const [oldKey, oldValue] of kept) {
			if (keptChars <= maxChars) break;
			kept.delete(oldKey);
			keptChars -= oldKey.length + sizeOf(oldValue);
		}
		return value;
	};
}
