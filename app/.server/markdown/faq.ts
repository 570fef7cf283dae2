// Question/answer pairs read from a page's markdown, for the FAQPage structured data.
// The FAQ section starts at a heading 'Vanliga frågor & svar (FAQ)' or 'Ofte stilte spørsmål (FAQ)'
// (any level, either language: a brand text may be written in the other one) and runs until a
// heading at the same or a higher level. Inside it, a question is a deeper heading
// ("### Question?") or a line that is bold text only ending in "?" ("**Question?**"); its answer
// is the text up to the next question or heading. Headings are the text's own (not quoted or in a
// list), read from the parsed text, so a "## …" in a code block is no heading and emphasis in a
// heading is only emphasis.
import type { Paragraph, PhrasingContent, RootContent } from "mdast";
import { boundedMemo } from "./bounded-memo";
import { parseMarkdown } from "./parse";
import { textOf } from "./text";

export interface FaqPair {
	question: string;
	answer: string;
}

const faqHeadings = [/^vanliga frågor (?:&|och) svar(?: \(faq\))?$/i, /^ofte stilte spørsmål(?: \(faq\))?$/i];

function isFaqHeading(text: string): boolean {
	return faqHeadings.some((pattern) => pattern.test(text));
}

/** A paragraph's lines (soft and hard line breaks end one), each as its inline content. */
function linesOf(paragraph: Paragraph): PhrasingContent[][] {
	const lines: PhrasingContent[][] = [[]];
	for (const node of paragraph.children) {
		if (node.type === "break") lines.push([]);
		else if (node.type === "text") {
			node.value.split("\n").forEach((part, i) => {
				if (i > 0) lines.push([]);
				lines.at(-1)?.push({ type: "text", value: part });
			});
		} else lines.at(-1)?.push(node);
	}
	return lines;
}

/** The question a line asks when it is bold text only, ending in "?" inside or right after the bold. */
function boldQuestionOf(line: PhrasingContent[]): string | null {
	const [bold, after, ...rest] = line.filter((node) => node.type !== "text" || node.value.trim() !== "");
	if (bold?.type !== "strong" || rest.length > 0) return null;
	const words = textOf(bold);
	if (after === undefined) return words.endsWith("?") ? words : null;
	return after.type === "text" && after.value.trim() === "?" && words !== "" ? `${words}?` : null;
}

/** Reads the pairs from the text's blocks in order. */
class FaqReader {
	readonly pairs: FaqPair[] = [];
	private faqLevel: number | null = null;
	private question: string | null = null;
	private answer: string[] = [];

	read(block: RootContent): void {
		if (block.type === "heading") this.heading(block.depth, textOf(block));
		// Outside an FAQ section nothing is a question or an answer.
		else if (this.faqLevel !== null) {
			if (block.type === "paragraph") this.paragraph(block);
			else this.answerWith(textOf(block));
		}
	}

	finishPair(): void {
		const answer = this.answer.join(" ").replace(/\s+/g, " ").trim();
		if (this.question && answer) this.pairs.push({ question: this.question, answer });
		this.question = null;
		this.answer = [];
	}

	private heading(level: number, text: string): void {
		if (this.faqLevel === null) {
			if (isFaqHeading(text)) this.faqLevel = level;
			return;
		}
		this.finishPair();
		// Another FAQ heading starts a new FAQ section; any other heading at its level or higher ends it.
		if (level <= this.faqLevel) this.faqLevel = isFaqHeading(text) ? level : null;
		else this.question = text || null;
	}

	/** A line that is a bold question starts a pair; any other line is answer. */
	private paragraph(block: Paragraph): void {
		for (const line of linesOf(block)) {
			const question = boldQuestionOf(line);
			if (question === null) this.answerWith(textOf(line));
			else {
				this.finishPair();
				this.question = question;
			}
		}
	}

	private answerWith(text: string): void {
		if (this.question) this.answer.push(text);
	}
}

function readFaq(markdown: string): FaqPair[] {
	const reader = new FaqReader();
	for (const block of parseMarkdown(markdown).children) reader.read(block);
	reader.finishPair();
	return reader.pairs;
}

// A category or brand page reads its long text's pairs on every view.
const faqOf = boundedMemo(readFaq, {
	keyOf: (markdown) => markdown,
	maxChars: 2_000_000,
	sizeOf: (pairs) => pairs.reduce((sum, pair) => sum + pair.question.length + pair.answer.length, 0),
});

/** The FAQ pairs of a markdown text; empty when it has no FAQ section. */
export function parseFaq(markdown: string | null | undefined): FaqPair[] {
	if (!markdown) return [];
	// Copies: a caller may change what it gets, never what is kept.
	return faqOf(markdown).map((pair) => ({ ...pair }));
}
