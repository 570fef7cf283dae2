// SEO text for the home page, a category or a brand, by either writer, held to
// its rules (./seo-rules.ts) the same way articles are (./writer.ts): checked, repaired where a repair is
// honest (a dead internal link unlinked, an over-long intro cut after a whole sentence), checked
// again, and regenerated when it still falls short. A failing text is never returned.
import { z } from "zod";
import { answerTokensFor, chatPrompt, generateChecked, languageName, parseJsonAnswer } from "./chat-answer";
import type { ChatClient, ChatMessage } from "./chat-provider";
import type { SeoDraft, SeoRequest } from "./seo-draft";
import { checkIntro, checkSeoText, faqHeading, type IntroKind, repairIntro, repairSeoText, seoLimits } from "./seo-rules";
import { writeTemplateSeo } from "./template/compose-seo";

export type { SeoDraft, SeoFacts, SeoRequest, SeoSubject } from "./seo-draft";

export class SeoRulesError extends Error {
	override name = "SeoRulesError";
	constructor(
		message: string,
		readonly problems: string[],
	) {
		super(message);
	}
}

function introKind(request: SeoRequest): IntroKind | null {
	const kind = request.facts.subject.kind;
	return kind === "home" ? null : kind;
}

/** Every broken promise of a draft: the text's and, for categories and brands, the intro's. */
export function checkSeoDraft(draft: SeoDraft, request: SeoRequest): string[] {
	const problems = checkSeoText(draft.seoMd, { locale: request.locale, publishedPaths: new Set(request.publishedPaths) });
	const kind = introKind(request);
	if (kind) problems.push(...(draft.introMd === null ? ["Ingressen saknas."] : checkIntro(kind, draft.introMd)));
	return problems;
}

export function repairSeoDraft(draft: SeoDraft, request: SeoRequest): SeoDraft {
	const kind = introKind(request);
	return {
		seoMd: repairSeoText(draft.seoMd, new Set(request.publishedPaths), request.locale),
		introMd: kind && draft.introMd !== null ? repairIntro(kind, draft.introMd) : null,
	};
}

/** The offline writer's text, checked like any other. */
export async function writeTemplateSeoChecked(request: SeoRequest): Promise<SeoDraft> {
	const draft = repairSeoDraft(writeTemplateSeo(request), request);
	const problems = checkSeoDraft(draft, request);
	if (problems.length > 0) throw new SeoRulesError(`Malltexten uppfyller inte kraven: ${problems.join(" ")}`, problems);
	return draft;
}

function subjectLine(request: SeoRequest): string {
	const subject = request.facts.subject;
	if (subject.kind === "home") return "Texten ska stå på startsidan och presentera hela sajten.";
	const what = subject.kind === "category" ? "kategorisidan" : "varumärkessidan";
	return `Texten ska stå på ${what} för "${subject.name}" (${subject.path}); länka inte till den sidan själv.`;
}

function prompt(request: SeoRequest, problems: string[]): ChatMessage[] {
	const kind = introKind(request);
	const heading = faqHeading[request.locale];
	const system = [
		"Du skriver SEO-texter för Godisguiden, en sajt som jämför priser på godis, choklad, chips och dryck.",
		`Skriv på ${languageName[request.locale]}. Påstå bara sådant om produkter, märken och priser som står i fakta nedan.`,
		kind
			? "Svara med ENDAST ett JSON-objekt med fälten seoMd (markdown) och introMd."
			: "Svara med ENDAST ett JSON-objekt med fältet seoMd (markdown).",
		`Krav på seoMd: ${seoLimits.words.min}–${seoLimits.words.max} ord; 2–4 avsnitt med rubriker på nivå ## (ingen #);`,
		`${seoLimits.internalLinks.min}–${seoLimits.internalLinks.max} interna länkar i formen [text](/sökväg) där sökvägen MÅSTE vara en av de tillåtna sökvägarna;`,
		`sista avsnittet ska vara "## ${heading}" med 3–4 frågor, var och en som en rubrik "### Fråga?" följd av ett stycke med svaret.`,
		kind === "category"
			? `introMd: en eller två meningar löpande text, ${seoLimits.categoryIntro.min}–${seoLimits.categoryIntro.max} tecken, utan rubriker eller listor.`
			: kind === "brand"
				? `introMd: en eller två meningar löpande text, högst ${seoLimits.brandIntro.max} tecken, utan rubriker eller listor.`
				: "",
	]
		.filter((line) => line !== "")
		.join("\n");
	const user = [
		subjectLine(request),
		`Fakta ur katalogen (JSON): ${JSON.stringify(request.facts)}`,
		`Tillåtna interna sökvägar: ${[...request.publishedPaths].join(", ")}`,
	];
	return chatPrompt(system, user, problems);
}

// A model asked for no intro (the home page) may still send the field as null, as the protocol's
// JSON allows; null is read as a field left out, never as a wrong type worth paying for again.
const answerSchema = z.object({
	seoMd: z.string().trim().min(1),
	introMd: z.string().trim().min(1).nullish(),
});

/** The answer as a draft, or the reasons it cannot be one. */
function parseAnswer(content: string, request: SeoRequest): SeoDraft | string[] {
	const parsed = parseJsonAnswer(content, answerSchema);
	if (Array.isArray(parsed)) return parsed;
	const kind = introKind(request);
	if (kind && !parsed.introMd) return ["Svaret saknade fältet introMd."];
	return { seoMd: parsed.seoMd, introMd: kind ? (parsed.introMd ?? null) : null };
}

/** A page's answer: its SEO text at the rules' longest, and its intro. */
const seoAnswerTokens = answerTokensFor(seoLimits.words.max);

/** Asks the chat API, checks, repairs, and asks again with the problems named; at most `maxGenerations` times. */
export async function writeChatSeo(client: ChatClient, request: SeoRequest, maxGenerations: number): Promise<SeoDraft> {
	const outcome = await generateChecked(maxGenerations, {
		ask: async (problems) =>
			parseAnswer(await client.complete(prompt(request, problems), { maxTokens: seoAnswerTokens }), request),
		repair: (draft) => repairSeoDraft(draft, request),
		check: (draft) => checkSeoDraft(draft, request),
	});
	if ("draft" in outcome) return outcome.draft;
	throw new SeoRulesError(
		`AI-texten uppfyllde inte kraven efter ${maxGenerations} försök: ${outcome.problems.join(" ")}`,
		outcome.problems,
	);
}
