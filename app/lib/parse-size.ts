// Pack sizes as feeds write them ("200 g", "1,5 l", "33 cl", "6 x 33 cl") → one value and unit, so
// rows match across retailers and unit prices (kr/kg, kr/l) can be shown.
/** The units a pack size is kept in: cl and dl become ml, "kilo" and "gram" kg and g. */
export type SizeUnit = "g" | "kg" | "ml" | "l";

export interface PackSize {
	value: number;
	unit: SizeUnit;
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
// Longest first so "kg" is not read as "g", and "ml" not as "l".
const UNIT = "(kg|kilo|gram|gr|g|ml|cl|dl|liter|litre|l)";
// The unit must end the word: "5 Gum" and "2 lakrits" are not sizes.
const END = String.raw`(?![\p{L}\d])`;
const MULTIPACK = new RegExp(String.raw`(?<![\d.,])(\d+)\s*[x×*]\s*${NUMBER}\s*${UNIT}${END}`, "iu");
const SINGLE = new RegExp(String.raw`(?<![\d.,])${NUMBER}\s*${UNIT}${END}`, "iu");

/** Metric units as written → the unit we keep and the factor to it (cl and dl become ml). */
const UNITS: Record<string, { unit: SizeUnit; factor: number }> = {
	kg: { unit: "kg", factor: 1 },
	kilo: { unit: "kg", factor: 1 },
	g: { unit: "g", factor: 1 },
	gr: { unit: "g", factor: 1 },
	gram: { unit: "g", factor: 1 },
	ml: { unit: "ml", factor: 1 },
	cl: { unit: "ml", factor: 10 },
	dl: { unit: "ml", factor: 100 },
	l: { unit: "l", factor: 1 },
	liter: { unit: "l", factor: 1 },
	litre: { unit: "l", factor: 1 },
};

/** The first pack size in a size column or a title; a multipack ("6 x 33 cl") gives its total. */
export function parseSize(text: string | null | undefined): PackSize | null {
	if (!text) return null;
	const multipack = MULTIPACK.exec(text);
	if (multipack) return toSize(Number(multipack[1]) * toNumber(multipack[2]), multipack[3]);
	const single = SINGLE.exec(text);
	if (single) return toSize(toNumber(single[1]), single[2]);
	return null;
}

function toNumber(text: string | undefined): number {
	return Number((text ?? "").replace(",", "."));
}

function toSize(amount: number, written: string | undefined): PackSize | null {
	const unit = UNITS[(written ?? "").toLowerCase()];
	if (!unit || !Number.isFinite(amount) || amount <= 0) return null;
	// Round away float noise (6 × 0.33 = 1.9800000000000002).
	return { value: Math.round(amount * unit.factor * 1000) / 1000, unit: unit.unit };
}
