// A feed's parsed items → its accepted rows in batches, with the rest counted and kept as
// rejections. Decides the two things about a whole feed that the parser leaves to the importer: a
// repeated id is rejected (the first row with it wins), and a feed that breaks off after items
// arrived is cut off, not unread (docs/decisions/004-feed-import-failures.md).
import { FeedFormatError, type FeedRow, type ParsedFeedItem, type RejectedRow } from "./feed-row";
import { type FeedCutOff, importProblemOf } from "./problems";

/** What reading a feed counted; `rejections` keeps the first `kept` of them, the counts are complete. */
export class RowTally {
	/** Every item the feed held, accepted or rejected. */
	total = 0;
	/** Rows handed on in a batch. */
	accepted = 0;
	rejected = 0;
	/** Why the feed broke off part-way (the rows after the cut are unknown), or null. */
	cutOff: FeedCutOff | null = null;
	readonly rejections: RejectedRow[] = [];

	constructor(private readonly kept: number) {}

	get truncated(): boolean {
		return this.cutOff !== null;
	}

	reject(row: RejectedRow): void {
		this.rejected++;
		if (this.rejections.length < this.kept) this.rejections.push(row);
	}
}

/**
 * Yields the accepted rows `batchSize` at a time (the last batch may be smaller). Garbage from the
 * start (an error before any item) is thrown as it is; an error after items arrived ends the feed
 * as truncated, with a `feed-cut-off` rejection saying why, and the rows before it are yielded.
 */
export async function* acceptedBatches(
	items: AsyncIterable<ParsedFeedItem>,
	batchSize: number,
	tally: RowTally,
): AsyncGenerator<FeedRow[]> {
	const iterator = items[Symbol.asyncIterator]();
	const seenIds = new Set<string>();
	let batch: FeedRow[] = [];
	for (;;) {
		let next: IteratorResult<ParsedFeedItem>;
		try {
			next = await iterator.next();
		} catch (error) {
			const itemsSeen = error instanceof FeedFormatError ? error.itemsSeen : tally.total;
			if (itemsSeen === 0) throw error;
			tally.cutOff = { code: "feed-cut-off", cause: importProblemOf(error) };
			tally.reject({ line: tally.total + 1, externalId: null, problem: tally.cutOff });
			break;
		}
		if (next.done) break;
		tally.total++;
		const item = next.value;
		if (!item.ok) {
			tally.reject(item.rejected);
			continue;
		}
		const id = item.row.externalId;
		if (seenIds.has(id)) {
			tally.reject({ line: item.row.line, externalId: id, problem: { code: "duplicate-id", id } });
			continue;
		}
		seenIds.add(id);
		tally.accepted++;
		batch.push(item.row);
		if (batch.length >= batchSize) {
			yield batch;
			batch = [];
		}
	}
	if (batch.length > 0) yield batch;
}
