// A feed's parsed items → its accepted rows in batches, with the rest counted and kept as
// rejections. Decides the two things about a whole feed that the parser leaves to the importer: a
// repeated id is rejected (the first row with it wins), and a feed that breaks off after items
// arrived is cut off, not unread (docs/decisions/004-feed-import-failures.md) — unless it broke a
// limit, which fails the import however far it got (ADR 032).
import { createHash } from "node:crypto";
import { FeedLimitError } from "./feed-limits";
import { FeedFormatError, type FeedRow, type ParsedFeedItem, type RejectedRow, type WarnedRow } from "./feed-row";
import { type FeedCutOff, importProblemOf } from "./problems";

/**
 * What reading a feed counted; `rejections` and `warnings` keep the first `kept` of each, the counts
 * are complete.
 */
export class RowTally {
	/** Every item the feed held, accepted or rejected. */
	total = 0;
	/** Rows handed on in a batch. */
	accepted = 0;
	rejected = 0;
	/** Accepted rows imported without a value they gave (an invalid GTIN). */
	warned = 0;
	/** Why the feed broke off part-way (the rows after the cut are unknown), or null. */
	cutOff: FeedCutOff | null = null;
	readonly rejections: RejectedRow[] = [];
	readonly warnings: WarnedRow[] = [];

	constructor(private readonly kept: number) {}

	get truncated(): boolean {
		return this.cutOff !== null;
	}

	reject(row: RejectedRow): void {
		this.rejected++;
		if (this.rejections.length < this.kept) this.rejections.push(row);
	}

	warn(row: WarnedRow): void {
		this.warned++;
		if (this.warnings.length < this.kept) this.warnings.push(row);
	}
}

/** Ids longer than this are remembered by their hash, so the run's memory of ids stays small. */
const keptIdLength = 64;

/** What the run remembers of an id to find its duplicates: the id, or a long one's SHA-256. */
function idKey(id: string): string {
	return id.length <= keptIdLength ? id : `#${createHash("sha256").update(id).digest("base64")}`;
}

/**
 * Yields the accepted rows `batchSize` at a time (the last batch may be smaller). Garbage from the
 * start (an error before any item) is thrown as it is; an error after items arrived ends the feed
 * as truncated, with a `feed-cut-off` rejection saying why, and the rows before it are yielded. A
 * limit broken (FeedLimitError, or more than `maxRows` items) is thrown wherever it happens.
 */
export async function* acceptedBatches(
	items: AsyncIterable<ParsedFeedItem>,
	batchSize: number,
	tally: RowTally,
	maxRows = Number.POSITIVE_INFINITY,
): AsyncGenerator<FeedRow[]> {
	const iterator = items[Symbol.asyncIterator]();
	const seenIds = new Set<string>();
	let batch: FeedRow[] = [];
	try {
		for (;;) {
			let next: IteratorResult<ParsedFeedItem>;
			try {
				next = await iterator.next();
			} catch (error) {
				const itemsSeen = error instanceof FeedFormatError ? error.itemsSeen : tally.total;
				if (itemsSeen === 0 || error instanceof FeedLimitError) throw error;
				tally.cutOff = { code: "feed-cut-off", cause: importProblemOf(error) };
				tally.reject({ line: tally.total + 1, externalId: null, problem: tally.cutOff });
				break;
			}
			if (next.done) break;
			tally.total++;
			if (tally.total > maxRows) throw new FeedLimitError({ code: "too-many-rows", maxRows });
			const item = next.value;
			if (!item.ok) {
				tally.reject(item.rejected);
				continue;
			}
			const id = item.row.externalId;
			const key = idKey(id);
			if (seenIds.has(key)) {
				tally.reject({ line: item.row.line, externalId: id, problem: { code: "duplicate-id", id } });
				continue;
			}
			seenIds.add(key);
			tally.accepted++;
			for (const problem of item.warnings ?? []) tally.warn({ line: item.row.line, externalId: id, problem });
			batch.push(item.row);
			if (batch.length >= batchSize) {
				yield batch;
				batch = [];
			}
		}
	} finally {
		// However the run stops (a limit, a failed write), the feed is closed: a download is aborted
		// now, not when its time limit runs out.
		await iterator.return?.();
	}
	if (batch.length > 0) yield batch;
}
