// A CSV line longer than a row may be, caught before csv-parse sees it (ADR 032). csv-parse's own
// max_record_size counts the characters of a record's fields, so a line of nothing but delimiters
// (",,,,…") adds nothing to it while each empty field still becomes an element of the record's
// array; and a quote that never closes is one growing field. Counting the bytes of each line, and
// letting csv-parse count the record, bounds both. Bytes, not text: "\n" and "\r" are ASCII and
// never part of a longer character in UTF-8 or ISO-8859-1.
import { FeedLimitError } from "./feed-limits";

const LF = 0x0a;
const CR = 0x0d;

export class CsvLineLimit {
	/** Bytes of the line being read. */
	private length = 0;

	constructor(private readonly maxBytes: number) {}

	/** Reads the next bytes; throws FeedLimitError (`row-too-large`) when a line outgrows the limit. */
	read(bytes: Uint8Array): void {
		let start = 0;
		let nextLf = bytes.indexOf(LF);
		let nextCr = bytes.indexOf(CR);
		for (;;) {
			const lineEnd = nextLf < 0 ? nextCr : nextCr < 0 ? nextLf : Math.min(nextLf, nextCr);
			this.grow((lineEnd < 0 ? bytes.length : lineEnd) - start);
			if (lineEnd < 0) return;
			this.length = 0;
			start = lineEnd + 1;
			// Each search starts where the last one ended: the chunk is read once.
			if (nextLf === lineEnd) nextLf = bytes.indexOf(LF, start);
			if (nextCr === lineEnd) nextCr = bytes.indexOf(CR, start);
		}
	}

	private grow(bytes: number): void {
		this.length += bytes;
		if (this.length > this.maxBytes) throw new FeedLimitError({ code: "row-too-large", maxBytes: this.maxBytes });
	}
}
