// Question/answer pairs read from a page's markdown, for the FAQPage structured data.
// The FAQ section starts at a heading 'Vanliga frågor & svar (FAQ)' or 'Ofte stilte spørsmål (FAQ)'
// (any level, either language: a brand text may be written in the other one) and runs until a
// heading at the same or a higher level. Inside it, a question is a deeper heading
// ("### Question?") or a line that is bold text only ending in "?" ("**Question?**"); its answer
// is the text up to the next question or heading.
import { plainText } from "./seo";

export interface FaqPair {
	question: string;
	answer: string;
}

const faqHeadings = [/^vanliga frågor (?:&|och) svar(?: \(faq\))?$/i, /^ofte stilte spørsmål(?: \(faq\))?$/i];

const headingPattern = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$/;
const boldQuestionPattern = /^ {0,3}(?:\*\*|__)(.+?\?)(?:\*\*|__)[ \t]*$|^ {0,3}(?:\*\*|__)(.+?)(?:\*\*|__)\?[ \t]*$/;
const fencePattern = /^ {0,3}(```|~~~)/;

interface Heading {
	level: number;
	text: string;
}

function headingOf(line: string): Heading | null {
	const match = headingPattern.exec(line);
	if (!match?.[1]) return null;
	return { level: match[1].length, text: plainText(match[2], Number.POSITIVE_INFINITY) };
}

function isFaqHeading(text: string): boolean {
	const normalised = text.replace(/\s+/g, " ").trim();
	return faqHeadings.some((pattern) => pattern.test(normalised));
}

function boldQuestionOf(line: string): string | null {
	const match = boldQuestionPattern.exec(line);
	if (!match) return null;
	const question = match[1] ?? (match[2] ? `${match[2]}?` : "");
	return plainText(question, Number.POSITIVE_INFINITY) || null;
}

/** Answer markdown to one line of plain text: list markers go, links keep their words. */
function answerText(lines: string[]): string {
	const withoutMarkers = lines.map((line) => line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ""));
	return plainText(withoutMarkers.join("\n"), Number.POSITIVE_INFINITY);
}

/** The FAQ pairs of a markdown text; empty when it has no FAQ section. */
export function parseFaq(markdown: string | null | undefined): FaqPair[] {
	if (!markdown) return [];
	const pairs: FaqPair[] = [];
	let faqLevel: number | null = null;
	let question: string | null = null;
	let answer: string[] = [];
	let inFence = false;

	const finishPair = () => {
		const text = answerText(answer);
		if (question && text) pairs.push({ question, answer: text });
		question = null;
		answer = [];
	};

	for (const line of markdown.split(/\r?\n/)) {
		if (fencePattern.test(line)) inFence = !inFence;
		const heading = inFence ? null : headingOf(line);
		if (faqLevel === null) {
			if (heading && isFaqHeading(heading.text)) faqLevel = heading.level;
			continue;
		}
		if (heading) {
			finishPair();
			if (heading.level <= faqLevel) {
				// Another FAQ heading starts a new FAQ section; any other heading ends it.
				if (!isFaqHeading(heading.text)) faqLevel = null;
				else faqLevel = heading.level;
				continue;
			}
			question = heading.text || null;
			continue;
		}
		const boldQuestion = inFence ? null : boldQuestionOf(line);
		if (boldQuestion) {
			finishPair();
			question = boldQuestion;
			continue;
		}
		if (question) answer.push(line);
	}
	finishPair();
	return pairs;
}
