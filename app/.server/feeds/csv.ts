// CSV feeds (Google's columns, Adtraction, Awin) read with csv-parse's stream, so only a few records
// are in memory at a time. The delimiter is whichever of , ; tab | the header line uses most. A
// record's size is bounded by csv-parse (max_record_size) and its lines by csv-line-limit.ts, before
// they are held; each field is measured here (ADR 032).
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { parse } from "csv-parse";
import { type ColumnMap, mapColumns } from "./columns";
import { FeedLimitError, overByteLimit } from "./feed-limits";
import { FeedFormatError, type ParsedFeedItem } from "./feed-row";
import { FeedProblemError } from "./problems";
import type { RawFeedFields, RawField } from "./raw-fields";
import { validateRowWithShipping } from "./row-shipping";

const DELIMITERS = [",", ";", "\t", "|"] as const;
/** A header line longer than this is not a header: the file is read as it is and fails on its columns. */
const MAX_HEADER_CHARS = 64 * 1024;

export interface CsvOptions {
	columnMapping?: Record<string, string> | null;
	defaultCurrency: string;
	/** The largest field (FEED_MAX_FIELD_BYTES). */
	maxFieldBytes: number;
	/** The largest record, all its fields together. */
	maxRowBytes: number;
	/** The time the rows are read at (a dated sale price applies only then). */
	now: Date;
}

export async function* parseCsv(text: AsyncIterable<string>, options: CsvOptions): AsyncGenerator<ParsedFeedItem> {
	const { head, rest } = await readHeaderLine(text);
	if (head.trim() === "") throw new FeedFormatError({ code: "empty-csv" }, 0);
	// Records are taken straight from the parser (on_record) as each chunk is written, so the rows
	// before a broken spot are yielded before its error, and only one chunk's records wait at a time.
	const records: string[][] = [];
	let failure: unknown = null;
	const parser = parse({
		delimiter: detectDelimiter(head),
		relax_column_count: true,
		// A stray quote inside an unquoted field ("12" lakritsrem") is text, not a broken file.
		relax_quotes: true,
		skip_empty_lines: true,
		skip_records_with_empty_values: true,
		// A quote that never closes must not swallow the rest of a big file into one field.
		max_record_size: options.maxRowBytes,
		on_record: (record: string[]) => {
			if (record.some((field) => overByteLimit(field, options.maxFieldBytes))) {
				failure ??= new FeedLimitError({ code: "field-too-large", maxBytes: options.maxFieldBytes });
			} else records.push(record);
			return null;
		},
	});
	parser.on("error", (error) => {
		failure ??= error;
	});
	parser.resume();
	let columns: ColumnMap | null = null;
	let rows = 0;
	function* take(): Generator<ParsedFeedItem> {
		for (const record of records.splice(0, records.length)) {
			if (!columns) {
				columns = mapColumns(record, options.columnMapping);
				continue;
			}
			rows++;
			yield validateRowWithShipping(rawFields(record, columns), rows, options.defaultCurrency, options.now);
		}
	}
	try {
		for await (const chunk of rest) {
			if (!parser.write(chunk)) await once(parser, "drain");
			yield* take();
			if (failure) throw failure;
		}
		parser.end();
		await finished(parser).catch((error: unknown) => {
			failure ??= error;
		});
		yield* take();
		if (failure) throw failure;
	} catch (error) {
		throw csvFailure(error, rows, options.maxRowBytes);
	} finally {
		parser.destroy();
	}
	if (!columns) throw new FeedFormatError({ code: "empty-csv" }, 0);
}

function rawFields(record: string[], columns: ColumnMap): RawFeedFields {
	const fields: RawFeedFields = {};
	for (const [field, positions] of Object.entries(columns) as [RawField, number[]][]) {
		// The first column the row fills; a short row or empty columns give "" (not undefined, which
		// means "the feed has no such column").
		fields[field] = positions.map((position) => record[position] ?? "").find((value) => value.trim() !== "") ?? "";
	}
	return fields;
}

function csvFailure(error: unknown, rows: number, maxRowBytes: number): unknown {
	if (error instanceof FeedProblemError) return error;
	const code = (error as { code?: unknown } | null)?.code;
	if (typeof code !== "string" || !code.startsWith("CSV_")) return error;
	if (code === "CSV_MAX_RECORD_SIZE") return new FeedLimitError({ code: "row-too-large", maxBytes: maxRowBytes });
	// The unfinished record counts as seen: the file was cut off part-way.
	if (code === "CSV_QUOTE_NOT_CLOSED") return new FeedFormatError({ code: "csv-cut-off" }, rows + 1);
	return new FeedFormatError({ code: "not-csv", detail: (error as Error).message }, rows);
}

/** The text up to the first line break (the header), and every chunk — the head's included — to parse. */
async function readHeaderLine(text: AsyncIterable<string>): Promise<{ head: string; rest: AsyncIterable<string> }> {
	const iterator = text[Symbol.asyncIterator]();
	let head = "";
	let done = false;
	while (!/[\r\n]/.test(head) && head.length < MAX_HEADER_CHARS) {
		const next = await iterator.next();
		if (next.done) {
			done = true;
			break;
		}
		head += next.value;
	}
	async function* rest(): AsyncGenerator<string> {
		if (head) yield head;
		if (done) return;
		for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
	}
	const lineEnd = head.search(/[\r\n]/);
	return { head: lineEnd < 0 ? head : head.slice(0, lineEnd), rest: rest() };
}

/** The delimiter the header line uses most, counting only outside quotes; "," when it uses none. */
export function detectDelimiter(header: string): string {
	const counts = new Map<string, number>();
	let quoted = false;
	for (const char of header) {
		if (char === '"') quoted = !quoted;
		else if (!quoted && (DELIMITERS as readonly string[]).includes(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
	}
	let best: string = DELIMITERS[0];
	for (const delimiter of DELIMITERS) if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
	return best;
}
