// Which form of a counted text a number takes. A counted text is a pair in the catalogue,
// `{ one: "{{count}} butik", other: "{{count}} butiker" }`, and the key names the form:
// `t(`catalogue.shopCount.${countForm(n)}`, { count: n })`. Swedish and Norwegian (bokmål) both
// take the singular for exactly one and the plural for every other number, none included, so
// this comparison is each language's whole rule.

export type CountForm = "one" | "other";

export function countForm(count: number): CountForm {
	return count === 1 ? "one" : "other";
}
