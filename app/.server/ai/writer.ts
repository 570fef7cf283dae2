// The one interface for generated articles and for pages' SEO texts (the SEO texts' own
// rules and prompts live in ./seo-writer.ts). The environment picks the provider:
// AI_BASE_URL set → the OpenAI-compatible chat API, otherwise the offline template writer. Whatever
// writes, the result is held to ./article-rules.ts: checked, repaired where a repair is honest
// (unlinking a dead internal link, shortening an over-long meta description), checked again, and
// regenerated when it still falls short. A failing article is never returned; the caller gets an
// error whose Swedish message says what was wrong.
import { z } from "zod";
import { type Env, getEnv } from "~/.server/env";
import type { Locale } from "~/i18n/locales";
import { slugify } from "~/lib/slug";
import type { ArticleDraft, ArticleRequest } from "./article-draft";
import { alwaysPublishedPaths, articleLimits, checkArticle, checkMetaDescription, repairArticle } from "./article-rules";
import { answerTokensFor, chatPrompt, generateChecked, languageName, parseJsonAnswer } from "./chat-answer";
import {
	AiProviderError,
	type ChatClient,
	type ChatMessage,
	type ChatProviderOptions,
	chatOptionsFromEnv,
	createChatClient,
} from "./chat-provider";
import type { SeoDraft, SeoRequest } from "./seo-draft";
import { writeChatSeo, writeTemplateSeoChecked } from "./seo-writer";
import { writeTemplateArticle } from "./template/compose-article";

export type { ArticleDraft, ArticleRequest } from "./article-draft";

export interface Writer {
	name: "template" | "openai-compatible";
	writeArticle(input: ArticleRequest): Promise<ArticleDraft>;
	/** The home page's, a category's or a brand's SEO text (and intro); throws SeoRulesError when it falls short. */
	writeSeo(input: SeoRequest): Promise<SeoDraft>;
}

export class ArticleRulesError extends Error {
	override name = "ArticleRulesError";
	constructor(
		message: string,
		readonly problems: string[],
	) {
		super(message);
	}
}

type AiEnv = Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS">;

/** The published paths the article may link to: what the caller passed, else the facts' pages and list screens. */
function publishedPathsOf(input: ArticleRequest): Set<string> {
	if (input.publishedPaths) return new Set(input.publishedPaths);
	return new Set([
		...alwaysPublishedPaths(input.locale),
		...input.facts.categories.map((c) => c.path),
		...input.facts.brands.map((b) => b.path),
	]);
}

/** Every broken promise of a draft: the body's and the meta description's. */
export function checkDraft(draft: ArticleDraft, publishedPaths: ReadonlySet<string>): string[] {
	const problems = [...checkArticle(draft.bodyMd, { publishedPaths }), ...checkMetaDescription(draft.metaDescription)];
	if (draft.slug === "") problems.push("Titeln ger ingen giltig slug.");
	return problems;
}

/** Cuts an over-long meta description at a word boundary; a short one cannot be honestly padded. */
function shortenMetaDescription(text: string): string {
	const trimmed = text.replace(/\s+/g, " ").trim();
	const max = articleLimits.metaDescription.max;
	if ([...trimmed].length <= max) return trimmed;
	const cut = [...trimmed].slice(0, max - 1).join("");
	const atWord = cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:–-]+$/, "");
	return `${atWord}…`;
}

export function repairDraft(draft: ArticleDraft, publishedPaths: ReadonlySet<string>, locale: Locale): ArticleDraft {
	return {
		...draft,
		bodyMd: repairArticle(draft.bodyMd, publishedPaths, locale),
		metaDescription: shortenMetaDescription(draft.metaDescription),
	};
}

export function createTemplateWriter(): Writer {
	return {
		name: "template",
		async writeArticle(input) {
			const published = publishedPathsOf(input);
			const draft = repairDraft(writeTemplateArticle(input), published, input.locale);
			const problems = checkDraft(draft, published);
			if (problems.length > 0) {
				throw new ArticleRulesError(`Mallartikeln uppfyller inte kraven: ${problems.join(" ")}`, problems);
			}
			return draft;
		},
		writeSeo: writeTemplateSeoChecked,
	};
}

const answerSchema = z.object({
	title: z.string().trim().min(1).max(200),
	h1: z.string().trim().min(1).max(200),
	excerpt: z.string().trim().min(1).max(500),
	metaTitle: z.string().trim().min(1).max(200),
	metaDescription: z.string().trim().min(1),
	bodyMd: z.string().trim().min(1),
});

function prompt(input: ArticleRequest, published: Set<string>, problems: string[]): ChatMessage[] {
	const system = [
		"Du skriver artiklar för Godisguiden, en sajt som jämför priser på godis, choklad, chips och dryck.",
		`Skriv på ${languageName[input.locale]}. Påstå bara sådant om produkter, märken och priser som står i fakta nedan.`,
		"Svara med ENDAST ett JSON-objekt med fälten title, h1, excerpt, metaTitle, metaDescription och bodyMd (markdown).",
		"Krav på bodyMd: 1 000–2 000 ord; 4–6 underrubriker på nivå ## (ingen # och inga ###);",
		"5–10 interna länkar i formen [text](/sökväg) där sökvägen MÅSTE vara en av de tillåtna sökvägarna;",
		"2–4 externa länkar i formen [text](https://…) till stabila, seriösa webbplatser som är relevanta för ämnet.",
		"metaDescription: 140–160 tecken. excerpt: en eller två meningar.",
	].join("\n");
	const user = [
		`Sökord: ${input.keywords.join(", ")}`,
		`Fakta ur katalogen (JSON): ${JSON.stringify(input.facts)}`,
		`Tillåtna interna sökvägar: ${[...published].join(", ")}`,
	];
	return chatPrompt(system, user, problems);
}

/** The answer as a draft, or the reasons it cannot be one. */
function parseAnswer(content: string): ArticleDraft | string[] {
	const parsed = parseJsonAnswer(content, answerSchema);
	return Array.isArray(parsed) ? parsed : { ...parsed, slug: slugify(parsed.title) };
}

/** An article's answer: its body at the rules' longest, and its title, excerpt and meta texts. */
const articleAnswerTokens = answerTokensFor(articleLimits.words.max);

export interface ChatWriterOptions extends ChatProviderOptions {
	/** Generations in all when a draft falls short (the first included). */
	maxGenerations?: number;
}

export function createChatWriter(options: ChatWriterOptions, client: ChatClient = createChatClient(options)): Writer {
	const maxGenerations = Math.max(1, options.maxGenerations ?? 3);
	return {
		name: "openai-compatible",
		async writeArticle(input) {
			const published = publishedPathsOf(input);
			const outcome = await generateChecked(maxGenerations, {
				ask: async (problems) =>
					parseAnswer(await client.complete(prompt(input, published, problems), { maxTokens: articleAnswerTokens })),
				repair: (draft) => repairDraft(draft, published, input.locale),
				check: (draft) => checkDraft(draft, published),
			});
			if ("draft" in outcome) return outcome.draft;
			throw new ArticleRulesError(
				`AI-artikeln uppfyllde inte kraven efter ${maxGenerations} försök: ${outcome.problems.join(" ")}`,
				outcome.problems,
			);
		},
		writeSeo: (input) => writeChatSeo(client, input, maxGenerations),
	};
}

/** The writer the environment selects (AI_BASE_URL set → the chat API, else the template writer). */
export function getWriter(env: AiEnv = getEnv()): Writer {
	const options = chatOptionsFromEnv(env);
	return options ? createChatWriter(options) : createTemplateWriter();
}

/** What the admin shows as the active provider. */
export function activeWriterLabel(env: AiEnv = getEnv()): string {
	return env.AI_BASE_URL ? `OpenAI-kompatibel: ${env.AI_MODEL}` : "Mall (offline)";
}

export { AiProviderError };
