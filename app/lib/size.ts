// Package sizes as printed on products ("200 g", "1,5 l") and as numbers for unit prices.

export type SizeUnit = "g" | "kg" | "ml" | "l";

export function formatSize(value: number, unit: SizeUnit, locale: "sv" | "nb"): string {
	const number = new Intl.NumberFormat(locale === "sv" ? "sv-SE" : "nb-NO", { maximumFractionDigits: 2 }).format(value);
	return `${number} ${unit}`;
}
