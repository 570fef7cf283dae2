// How many typos a word of the query may carry, and how far apart two words are. In the spirit of
// Meilisearch's rules (ADR 039): none below 5 letters, one from 5, two from 9; a typo is a letter
// missing, added, changed, or two neighbours swapped ("pringels" → "pringles" is one).

/** Typos allowed in a query word of this many characters. */
export function allowedTypos(length: number): number {
	if (length >= 9) return 2;
	if (length >= 5) return 1;
	return 0;
}

/**
 * The optimal-string-alignment distance of two words (Levenshtein with adjacent transpositions), or
 * `max + 1` as soon as it is certain to exceed `max`: the vocabulary is scanned word by word, and
 * almost every word is far away.
 */
export function typoDistance(a: string, b: string, max: number): number {
	if (Math.abs(a.length - b.length) > max) return max + 1;
	if (a === b) return 0;
	const width = b.length + 1;
	let beforePrevious = new Array<number>(width).fill(0);
	let previous = Array.from({ length: width }, (_, j) => j);
	let current = new Array<number>(width).fill(0);
	for (let i = 1; i <= a.length; i++) {
		current[0] = i;
		let rowMinimum = i;
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
				value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
			}
			current[j] = value;
			if (value < rowMinimum) rowMinimum = value;
		}
		if (rowMinimum > max) return max + 1;
		[beforePrevious, previous, current] = [previous, current, beforePrevious];
	}
	const distance = previous[b.length] ?? max + 1;
	return distance > max ? max + 1 : distance;
}
