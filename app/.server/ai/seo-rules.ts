// The rules a page's SEO text (home, category, brand) keeps, measured on its markdown:
// 400–600 words in 2–4 `##` sections, internal links that all lead to published pages of the same
// language, and an FAQ section at the end, under the language's FAQ heading, whose 3–4 question and
// answer pairs the public page turns into FAQPage JSON-LD (app/.server/markdown/faq.ts). The optimized intro is
// counted as the reader sees it (markup removed): a category's 140–160 characters, a brand's at most
// 160. Pure functions, so a writer can check, repair and check again without the database.
import type { Locale } from "~/i18n/locales";
import { headingsOf, isRunningText, parseFaq, plainText } from "../markdown";
import { countWords, internalLinks, pagePath, repairArticle, subheadings } from "./article-rules";

export const seoLimits = {
	words: { min: 400, max: 600 },
	sections: { min: 2, max: 4 },
	internalLinks: { min: 3, max: 12 },
	faqPairs: { min: 3, max: 4 },
	categoryIntro: { min: 140, max: 160 },
	brandIntro: { min: 1, max: 160 },
} as const;

export type IntroKind = "category" | "brand";

/** The FAQ heading app/.server/markdown/faq.ts looks for, in the text's language. */
export const faqHeading: Record<Locale, string> = {
	sv: "Vanliga frågor & svar (FAQ)",
	nb: "Ofte stilte spørsmål (FAQ)",
};

function within(count: number, limit: { min: number; max: number }): boolean {
	return count >= limit.min && count <= limit.max;
}

/** Characters a reader sees: links keep their words, markup characters go. */
export function introLength(introMd: string): number {
	return [...plainText(introMd)].length;
}

export interface SeoCheckOptions {
	locale: Locale;
	publishedPaths: ReadonlySet<string>;
}

/** The promises the SEO text breaks, in Swedish for the operator; empty when it keeps them all. */
export function checkSeoText(markdown: string, { locale, publishedPaths }: SeoCheckOptions): string[] {
	const problems: string[] = [];
	const words = countWords(markdown);
	if (!within(words, seoLimits.words)) problems.push(`SEO-texten har ${words} ord (ska ha 400–600).`);
	// The page shows its own h1; a second one in the text would compete with it.
	if (headingsOf(markdown, 1).length > 0) problems.push("SEO-texten får inte ha en rubrik på nivå #.");
	const sections = subheadings(markdown);
	if (!within(sections.length, seoLimits.sections)) {
		problems.push(`SEO-texten har ${sections.length} avsnitt med ## (ska ha 2–4).`);
	}
	const links = internalLinks(markdown);
	if (!within(links.length, seoLimits.internalLinks)) {
		problems.push(`SEO-texten har ${links.length} interna länkar (ska ha 3–12).`);
	}
	const broken = [...new Set(links.map((l) => l.target).filter((t) => !publishedPaths.has(pagePath(t))))];
	if (broken.length > 0) {
		problems.push(`Interna länkar leder inte till en publicerad sida på textens språk: ${broken.join(", ")}.`);
	}
	if (sections.at(-1)?.trim() !== faqHeading[locale]) {
		problems.push(`SEO-texten ska sluta med avsnittet "## ${faqHeading[locale]}".`);
	}
	const pairs = parseFaq(markdown).length;
	if (!within(pairs, seoLimits.faqPairs)) {
		problems.push(`FAQ-avsnittet har ${pairs} frågor med svar (ska ha 3–4, som "### Fråga?" följt av svaret).`);
	}
	return problems;
}

/** The promises the optimized intro breaks: its length, and that it is running text. */
export function checkIntro(kind: IntroKind, introMd: string): string[] {
	const problems: string[] = [];
	const length = introLength(introMd);
	const limit = kind === "category" ? seoLimits.categoryIntro : seoLimits.brandIntro;
	if (!within(length, limit)) {
		problems.push(
			kind === "category" ? `Ingressen har ${length} tecken (ska ha 140–160).` : `Ingressen har ${length} tecken (ska ha 1–160).`,
		);
	}
	if (!isRunningText(introMd)) {
		problems.push("Ingressen ska vara löpande text utan rubriker, listor eller radbrytningar.");
	}
	return problems;
}

/** Mends what can honestly be mended: dead internal links (mapped to this language or unlinked). */
export function repairSeoText(markdown: string, publishedPaths: ReadonlySet<string>, locale: Locale): string {
	return `${repairArticle(markdown, publishedPaths, locale).trim()}\n`;
}

/**
 * An intro that runs long is cut after its last whole sentence that fits; a brand's, which has no
 * lower limit, at a word boundary when no sentence fits. A short one cannot be honestly padded.
 */
export function repairIntro(kind: IntroKind, introMd: string): string {
	const text = introMd.replace(/\s+/g, " ").trim();
	const limit = kind === "category" ? seoLimits.categoryIntro : seoLimits.brandIntro;
	if (introLength(text) <= limit.max) return text;
	const sentences = text.match(/[^.!?]+[.!?]+(?:\s|$)/g)?.map((s) => s.trim()) ?? [];
	let fitted = "";
	for (const sentence of sentences) {
		const next = fitted === "" ? sentence : `${fitted} ${sentence}`;
		if (introLength(next) > limit.max) break;
		fitted = next;
	}
	if (introLength(fitted) >= limit.min && fitted !== "") return fitted;
	if (kind === "category") return text;
	const words = text.split(" ");
	while (words.length > 1 && introLength(`${words.join(" ")}…`) > limit.max) words.pop();
	return `${words.join(" ").replace(/[\s,;:–-]+$/, "")}…`;
}

/**
 * The intro made of the first sentence and as many of the following ones as fit, earlier ones
 * preferred (they carry the facts; the last ones are padding): the first choice, in that order of
 * preference, whose length is within `min`–`max`; failing that, the longest within `max`.
 * Deterministic: the same sentences always give the same text.
 */
export function fitSentences(sentences: string[], { min, max }: { min: number; max: number }): string {
	const [first, ...rest] = sentences.filter((s) => s.trim() !== "");
	if (first === undefined) return "";
	const lengthOf = (parts: string[]) => [...parts.join(" ")].length;
	let longest: string[] = [first];
	const visit = (index: number, chosen: string[]): string[] | null => {
		const length = lengthOf(chosen);
		if (length > max) return null;
		if (length > lengthOf(longest)) longest = chosen;
		if (index === rest.length) return length >= min ? chosen : null;
		return visit(index + 1, [...chosen, rest[index] as string]) ?? visit(index + 1, chosen);
	};
	return (visit(0, [first]) ?? longest).join(" ");
}
