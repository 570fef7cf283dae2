// The one way a text's placeholders are filled: `t(key, values)`, where a text names its values as
// `{{name}}` (ADR 025, 029). Every `t` in the app comes from `translator`: `useT()` for a page,
// `tFor(locale)` outside React, `adminT` for the admin area, `alertT` for what the server words
// of price alerts. A text with tagged parts ("<godis>godis</godis>") renders with TaggedText.
import { defaultLocale, type Locale } from "./locales";
import { messages } from "./messages";
import type { sv } from "./messages/sv";

/** A placeholder's value: a number or a string (React escapes what it renders). */
export type Values = Record<string, string | number>;

/** Dotted paths to a catalogue's texts: "job.title", "seo.home.generated". */
export type TextKey<C> = {
	[K in keyof C & string]: C[K] extends string ? K : `${K}.${TextKey<C[K]>}`;
}[keyof C & string];

/** The text at a dotted path. */
export type TextAt<C, K extends string> = K extends `${infer Head}.${infer Rest}`
	? Head extends keyof C
		? TextAt<C[Head], Rest>
		: never
	: K extends keyof C
		? C[K]
		: never;

/** The names of a text's placeholders: "Jobb {{id}}" → "id". */
type Placeholders<S> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** What `t` takes after the key: a value for each placeholder when the text has any. */
export type ValuesOf<S> = [Placeholders<S>] extends [never]
	? [values?: Values]
	: [values: Record<Placeholders<S>, string | number>];

/** `t` over one catalogue, checked: the key must name a text and every placeholder gets a value. */
export type CatalogueT<C> = <K extends TextKey<C>>(key: K, ...values: ValuesOf<TextAt<C, K>>) => string;

/** `text` with its `{{name}}` placeholders filled in; a placeholder without a value stays visible. */
function interpolate(text: string, values: Values): string {
	return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/**
 * A `t` over whatever `lookup` finds for a key. An unknown key shows itself; a text is looked up
 * once and kept (a product list asks for the same texts per card).
 */
export function translator(lookup: (key: string) => string | undefined): (key: string, values?: Values) => string {
	const found = new Map<string, string>();
	return (key, values) => {
		let text = found.get(key);
		if (text === undefined) {
			text = lookup(key);
			if (text === undefined) return key;
			found.set(key, text);
		}
		return values && text.includes("{{") ? interpolate(text, values) : text;
	};
}

/** The text at a dotted path of a catalogue, if it is one. */
export function textIn(catalogue: unknown, key: string): string | undefined {
	let node = catalogue;
	for (const part of key.split(".")) {
		if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return undefined;
		node = (node as Record<string, unknown>)[part];
	}
	return typeof node === "string" ? node : undefined;
}

type PublicT = CatalogueT<typeof sv>;

const publicTs = new Map<Locale, PublicT>();

/**
 * `t` for a language's public texts outside React (a route's `meta`), with the same fallback to
 * Swedish as `useT`: `tFor("nb")("pages.searchHeading", { query })`.
 */
export function tFor(locale: Locale): PublicT {
	let t = publicTs.get(locale);
	if (!t) {
		t = translator((key) => textIn(messages[locale], key) ?? textIn(messages[defaultLocale], key)) as PublicT;
		publicTs.set(locale, t);
	}
	return t;
}
