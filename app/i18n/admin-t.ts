// The admin area's texts (Swedish only: /admin has no Norwegian variant) and the one way to reach
// them: `adminT("seo.failed")`, `adminT("job.title", { id })` — in components, actions and `meta`
// alike (ADR 025). Domain code does not word anything: it hands back an `AdminText`, a key with its
// values, and the admin UI words it with `adminText`.
import { adminMessages } from "./messages/admin";
import { type CatalogueT, type TextKey, textIn, translator } from "./translate";

type AdminMessages = typeof adminMessages;

/** A dotted path to an admin text: "seo.failed", "job.status.running". */
export type AdminKey = TextKey<AdminMessages>;

const lookUp = translator((key) => textIn(adminMessages, key));

/** `t` over the admin texts; the key must name a text and each placeholder gets a value. */
export const adminT = lookUp as CatalogueT<AdminMessages>;

/**
 * A text for the admin UI to word: a key with the values of its placeholders, where a value may be
 * such a text itself ("Språk: {{language}}" with the language's name). Job results and job items
 * carry these instead of words.
 */
export interface AdminText {
	key: AdminKey;
	values?: Record<string, string | number | AdminText>;
}

export function isAdminText(value: unknown): value is AdminText {
	return typeof value === "object" && value !== null && "key" in value && typeof value.key === "string";
}

/** An admin text in words; a plain string (a name, or the words an older job stored) stays as it is. */
export function adminText(text: string | AdminText): string {
	if (typeof text === "string") return text;
	const values = Object.fromEntries(
		Object.entries(text.values ?? {}).map(([name, value]) => [name, typeof value === "object" ? adminText(value) : value]),
	);
	return lookUp(text.key, values);
}

/** Whether the admin catalogue has a text at `key` (a tool added later may have none yet). */
export function hasAdminText(key: string): key is AdminKey {
	return textIn(adminMessages, key) !== undefined;
}

/** The names in a group of admin texts, in the catalogue's order: "tools.runs.counts" → ["updated", …]. */
export function adminTextNames(group: string): string[] {
	let node: unknown = adminMessages;
	for (const part of group.split(".")) {
		node =
			typeof node === "object" && node !== null && Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : null;
	}
	return typeof node === "object" && node !== null ? Object.keys(node) : [];
}
