// What the chat writers (./writer.ts for articles, ./seo-writer.ts for pages' SEO texts) do alike:
// the prompt's two messages, reading the model's JSON answer, and the loop that asks again with the
// last draft's problems named until a draft keeps the rules or the generations run out.
import type { z } from "zod";
import type { Locale } from "~/i18n/locales";
import type { ChatMessage } from "./chat-provider";

/** The language a prompt asks the model to write in. */
export const languageName: Record<Locale, string> = { sv: "svenska", nb: "norsk bokmål" };

/**
 * The token bound of an answer whose longest text has `maxWords` words (ADR 074): three tokens a
 * word, where Swedish and Norwegian compounds, Markdown links and JSON escapes cost about two, plus
 * a thousand for the other fields. A good answer stays well inside it; a runaway one stops there.
 */
export function answerTokensFor(maxWords: number): number {
	return maxWords * 3 + 1000;
}

/** The system rules and the user's facts; a retry names the last draft's problems after them. */
export function chatPrompt(system: string, user: string[], problems: string[]): ChatMessage[] {
	const parts =
		problems.length > 0
			? [...user, `Förra utkastet uppfyllde inte kraven: ${problems.join(" ")} Skriv ett nytt utkast som uppfyller alla krav.`]
			: user;
	return [
		{ role: "system", content: system },
		{ role: "user", content: parts.join("\n\n") },
	];
}

/** The answer's JSON object as the schema reads it, or the reasons it cannot be. Models often wrap JSON in a code fence. */
export function parseJsonAnswer<T>(content: string, schema: z.ZodType<T>): T | string[] {
	const unfenced = content
		.trim()
		.replace(/^```(?:json)?\s*/i, "")
		.replace(/\s*```$/, "");
	let json: unknown;
	try {
		json = JSON.parse(unfenced);
	} catch {
		return ["Svaret var inte ett JSON-objekt."];
	}
	const parsed = schema.safeParse(json);
	if (!parsed.success) {
		return [`Svaret saknade fält eller hade fel typ: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}.`];
	}
	return parsed.data;
}

export interface Generation<T> {
	/** One answer from the model, asked with the last draft's problems: a draft, or why it is not one. */
	ask(problems: string[]): Promise<T | string[]>;
	repair(draft: T): T;
	check(draft: T): string[];
}

/** The first repaired draft with no problems, or the last draft's problems after `maxGenerations` tries. */
export async function generateChecked<T>(
	maxGenerations: number,
	generation: Generation<T>,
): Promise<{ draft: T } | { problems: string[] }> {
	let problems: string[] = [];
	for (let attempt = 1; attempt <= maxGenerations; attempt++) {
		const answer = await generation.ask(problems);
		if (Array.isArray(answer)) {
			problems = answer;
			continue;
		}
		const draft = generation.repair(answer);
		problems = generation.check(draft);
		if (problems.length === 0) return { draft };
	}
	return { problems };
}
