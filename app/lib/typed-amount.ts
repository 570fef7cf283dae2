// An amount as people type it into a form: digits, spaces of any kind between the thousands
// ("1 000", or a no-break space from a copied price) and a decimal comma or point ("12,90",
// "12.90"). The lists' price filters and the price alert's target read amounts this one way, so
// what one form takes the other takes too; each applies its own limits to what is read here.

export interface TypedAmount {
	amount: number;
	/** How many digits follow the decimal sign (0 without one): "12,345" has 3. */
	decimals: number;
}

/** Spaces of any kind, no-break and narrow no-break included, as grouping between the digits. */
const spaces = /[\s\u00a0\u202f]/g;

/** The amount `text` writes, or null when it is not digits with at most one decimal sign. */
export function readTypedAmount(text: string): TypedAmount | null {
	const match = /^(\d+)(?:[.,](\d+))?$/.exec(text.replace(spaces, ""));
	if (!match) return null;
	return { amount: Number(`${match[1]}.${match[2] ?? "0"}`), decimals: match[2]?.length ?? 0 };
}
