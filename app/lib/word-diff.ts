// A word-level diff of two texts for the admin's revision pages (ADR 050): the texts are split
// into words and the white space between them, and Myers' algorithm finds the fewest words to
// remove and add. Past `maxEdits` differences the texts have little in common, and the answer
// is the whole old text removed and the whole new one added (memory stays bounded).

export interface DiffPart {
	kind: "same" | "added" | "removed";
	text: string;
}

/** Beyond this many word edits a diff says "all replaced": its trace would grow quadratically. */
export const maxEdits = 2000;

function tokens(text: string): string[] {
	return text.match(/\s+|[^\s]+/g) ?? [];
}

type Op = { kind: DiffPart["kind"]; token: string };

/** The edit script between `a` and `b`, or null past `limit` edits. */
function myers(a: string[], b: string[], limit: number): Op[] | null {
	const n = a.length;
	const m = b.length;
	const max = n + m;
	const v = new Int32Array(2 * max + 3);
	const offset = max + 1;
	const trace: Int32Array[] = [];
	for (let d = 0; d <= Math.min(max, limit); d++) {
		for (let k = -d; k <= d; k += 2) {
			let x =
				k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number))
					? (v[offset + k + 1] as number)
					: (v[offset + k - 1] as number) + 1;
			let y = x - k;
			while (x < n && y < m && a[x] === b[y]) {
				x++;
				y++;
			}
			v[offset + k] = x;
			if (x >= n && y >= m) {
				trace.push(v.slice(offset - d, offset + d + 1));
				return backtrack(a, b, trace);
			}
		}
		trace.push(v.slice(offset - d, offset + d + 1));
	}
	return null;
}

function backtrack(a: string[], b: string[], trace: Int32Array[]): Op[] {
	const ops: Op[] = [];
	let x = a.length;
	let y = b.length;
	for (let d = trace.length - 1; d > 0; d--) {
		const before = trace[d - 1] as Int32Array;
		const at = (k: number) => before[k + d - 1] as number;
		const k = x - y;
		const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
		const prevK = down ? k + 1 : k - 1;
		const prevX = at(prevK);
		const prevY = prevX - prevK;
		while (x > prevX && y > prevY) {
			ops.push({ kind: "same", token: a[x - 1] as string });
			x--;
			y--;
		}
		if (down) ops.push({ kind: "added", token: b[prevY] as string });
		else ops.push({ kind: "removed", token: a[prevX] as string });
		x = prevX;
		y = prevY;
	}
	while (x > 0 && y > 0) {
		ops.push({ kind: "same", token: a[x - 1] as string });
		x--;
		y--;
	}
	return ops.reverse();
}

/** The parts that turn `before` into `after`, neighbours of one kind joined. */
export function wordDiff(before: string, after: string, limit = maxEdits): DiffPart[] {
	const a = tokens(before);
	const b = tokens(after);
	const ops = myers(a, b, limit) ?? [
		...a.map((token) => ({ kind: "removed" as const, token })),
		...b.map((token) => ({ kind: "added" as const, token })),
	];
	const parts: DiffPart[] = [];
	for (const op of ops) {
		const last = parts.at(-1);
		if (last?.kind === op.kind) last.text += op.token;
		else parts.push({ kind: op.kind, text: op.token });
	}
	return parts;
}

/** How many words a diff adds and removes (white space not counted). */
export function diffCounts(parts: DiffPart[]): { added: number; removed: number } {
	const words = (text: string) => tokens(text).filter((token) => token.trim() !== "").length;
	return {
		added: parts.filter((part) => part.kind === "added").reduce((sum, part) => sum + words(part.text), 0),
		removed: parts.filter((part) => part.kind === "removed").reduce((sum, part) => sum + words(part.text), 0),
	};
}
