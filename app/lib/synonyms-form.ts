// The synonym editor's form (admin search card, ADR 040): a language and its synonym groups as
// text, one group per line, the group's words or phrases separated by commas. Read into groups
// here, for the server and for the checks, with the Swedish admin messages.
import { z } from "zod";
import { adminT } from "~/i18n/admin-t";
import { locales } from "~/i18n/locales";
import { withoutControlCharacters } from "./control-characters";

const maxLength = 20_000;
const maxGroups = 500;
const maxTermLength = 60;

/** The groups a text holds: its non-blank lines, each split at commas, trimmed, each word once. */
export function synonymGroups(text: string): string[][] {
	return text
		.split(/\r?\n/)
		.map((line) => withoutControlCharacters(line))
		.map((line) => [
			...new Set(
				line
					.split(",")
					.map((term) => term.replace(/\s/g, " ").trim().replace(/\s+/g, " "))
					.filter((term) => term !== ""),
			),
		])
		.filter((group) => group.length > 0);
}

/**
 * A word or phrase as the search matches it: case and accents aside ("Läsk" and "lask" are one).
 * A word in two groups would silently make them one (the search takes every group a word is in,
 * app/.server/search/synonyms.ts), so the editor refuses it instead and says where (ADR 090).
 */
function sameWord(term: string): string {
	return term.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The text of groups, as the editor shows them. */
export function synonymText(groups: string[][]): string {
	return groups.map((group) => group.join(", ")).join("\n");
}

export const synonymsFormSchema = z
	.object({
		locale: z.enum(locales),
		synonyms: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().max(maxLength, adminT("search.invalid.tooLong"))),
	})
	.superRefine((form, context) => {
		const lines = form.synonyms.split(/\r?\n/);
		let groups = 0;
		// Each word's first line, and the words already said to stand twice (each is said once).
		const firstLine = new Map<string, number>();
		const repeated = new Set<string>();
		lines.forEach((line, i) => {
			const [group] = synonymGroups(line);
			if (!group) return;
			groups += 1;
			const at = { line: i + 1 };
			const issue = (message: string) => context.addIssue({ code: "custom", path: ["synonyms"], message });
			if (group.length < 2) issue(adminT("search.invalid.lonelyTerm", at));
			else if (group.some((term) => term.length > maxTermLength)) issue(adminT("search.invalid.termTooLong", at));
			else if (group.some((term) => !/[\p{L}\p{N}]/u.test(term))) issue(adminT("search.invalid.noLetters", at));
			for (const term of new Map(group.map((term) => [sameWord(term), term]))) {
				const [word, written] = term;
				const first = firstLine.get(word);
				if (first === undefined) firstLine.set(word, at.line);
				else if (!repeated.has(word)) {
					repeated.add(word);
					issue(adminT("search.invalid.termInTwoGroups", { term: written, first, line: at.line }));
				}
			}
		});
		if (groups > maxGroups)
			context.addIssue({ code: "custom", path: ["synonyms"], message: adminT("search.invalid.tooManyGroups") });
	});
