// saxes keeps a whole text node, tag (with its attributes), comment, CDATA section, processing
// instruction or DOCTYPE in memory until it ends, and only then hands it on: a 300 MB text node is
// a 300 MB string before our code sees a character of it. This reads the same bytes first and
// fails as soon as one such construct outgrows the limit (ADR 032). It reads bytes, not text: every
// byte XML's syntax turns on (< > " ' ! ? - [ ]) is ASCII, and in UTF-8 and ISO-8859-1, the
// encodings feeds come in, no byte of a longer character is ever one of them.
import { FeedLimitError } from "./feed-limits";

const LT = 0x3c;
const GT = 0x3e;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const BANG = 0x21;
const QUESTION = 0x3f;
const DASH = 0x2d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

const COMMENT_OPEN = [...Buffer.from("!--")];
const CDATA_OPEN = [...Buffer.from("![CDATA[")];

type Markup = "tag" | "declaration" | "comment" | "cdata" | "pi";
type State = "text" | "head" | Markup;

/** What the bytes after "<" open, or null while they could still open more than one thing. */
function markupOf(head: number[]): Markup | null {
	if (head[0] === QUESTION) return "pi";
	if (head[0] !== BANG) return "tag";
	const startsOf = (opening: number[]) => head.every((byte, index) => opening[index] === byte);
	if (startsOf(COMMENT_OPEN)) return head.length === COMMENT_OPEN.length ? "comment" : null;
	if (startsOf(CDATA_OPEN)) return head.length === CDATA_OPEN.length ? "cdata" : null;
	return "declaration";
}

export class XmlConstructLimit {
	private state: State = "text";
	/** Bytes of the construct being read, its delimiters included. */
	private size = 0;
	/** The bytes after "<" while it is not yet known what they open. */
	private head: number[] = [];
	/** The quote a tag or declaration is inside, or 0. */
	private quote = 0;
	/** How deep inside "[ … ]" a declaration is (a DOCTYPE's internal subset). */
	private brackets = 0;
	/** The last two bytes read of a comment, CDATA section or PI: its end is "-->", "]]>" or "?>". */
	private previous = 0;
	private beforePrevious = 0;

	constructor(private readonly maxBytes: number) {}

	/** Reads the next bytes of the feed; throws FeedLimitError when a construct outgrows the limit. */
	read(bytes: Uint8Array): void {
		let index = 0;
		while (index < bytes.length) {
			if (this.state === "text") index = this.readText(bytes, index);
			else if (this.state === "head") index = this.readHead(bytes, index);
			else if (this.state === "tag" || this.state === "declaration") index = this.readTag(bytes, index);
			else index = this.readUntilEnd(bytes, index);
		}
	}

	private grow(bytes: number): void {
		this.size += bytes;
		if (this.size > this.maxBytes) throw new FeedLimitError({ code: "field-too-large", maxBytes: this.maxBytes });
	}

	private end(): void {
		this.state = "text";
		this.size = 0;
	}

	private readText(bytes: Uint8Array, start: number): number {
		const lt = bytes.indexOf(LT, start);
		if (lt < 0) {
			this.grow(bytes.length - start);
			return bytes.length;
		}
		this.grow(lt - start);
		this.state = "head";
		this.size = 0;
		this.grow(1);
		return lt + 1;
	}

	private readHead(bytes: Uint8Array, index: number): number {
		this.grow(1);
		this.head.push(bytes[index] as number);
		const markup = markupOf(this.head);
		if (!markup) return index + 1;
		const head = this.head;
		this.head = [];
		this.state = markup;
		this.quote = 0;
		this.brackets = 0;
		this.previous = 0;
		this.beforePrevious = 0;
		// A tag's or declaration's first bytes are already its content ("<>" ends at once).
		const content = markup === "tag" ? head : markup === "declaration" ? head.slice(1) : [];
		for (const byte of content) {
			if (this.tagByte(byte)) {
				this.end();
				break;
			}
		}
		return index + 1;
	}

	private readTag(bytes: Uint8Array, start: number): number {
		for (let index = start; index < bytes.length; index++) {
			if (this.tagByte(bytes[index] as number)) {
				this.grow(index + 1 - start);
				this.end();
				return index + 1;
			}
		}
		this.grow(bytes.length - start);
		return bytes.length;
	}

	/** One byte of a tag or declaration; true when it ends it. */
	private tagByte(byte: number): boolean {
		if (this.quote !== 0) {
			if (byte === this.quote) this.quote = 0;
			return false;
		}
		if (byte === QUOTE || byte === APOSTROPHE) this.quote = byte;
		else if (this.state === "declaration" && byte === OPEN_BRACKET) this.brackets++;
		else if (this.state === "declaration" && byte === CLOSE_BRACKET) this.brackets = Math.max(0, this.brackets - 1);
		else if (byte === GT && this.brackets === 0) return true;
		return false;
	}

	/** A comment, CDATA section or PI: only a ">" after its closing bytes ends it. */
	private readUntilEnd(bytes: Uint8Array, start: number): number {
		for (let from = start; ; ) {
			const gt = bytes.indexOf(GT, from);
			if (gt < 0) {
				this.grow(bytes.length - start);
				this.keepLastBytes(bytes, start);
				return bytes.length;
			}
			const last = gt - 1 >= start ? (bytes[gt - 1] as number) : this.previous;
			const beforeLast = gt - 2 >= start ? (bytes[gt - 2] as number) : gt - 1 >= start ? this.previous : this.beforePrevious;
			const ends =
				this.state === "pi"
					? last === QUESTION
					: this.state === "comment"
						? last === DASH && beforeLast === DASH
						: last === CLOSE_BRACKET && beforeLast === CLOSE_BRACKET;
			if (ends) {
				this.grow(gt + 1 - start);
				this.end();
				return gt + 1;
			}
			from = gt + 1;
		}
	}

	private keepLastBytes(bytes: Uint8Array, start: number): void {
		const read = bytes.length - start;
		if (read >= 2) {
			this.beforePrevious = bytes[bytes.length - 2] as number;
			this.previous = bytes[bytes.length - 1] as number;
		} else if (read === 1) {
			this.beforePrevious = this.previous;
			this.previous = bytes[bytes.length - 1] as number;
		}
	}
}
