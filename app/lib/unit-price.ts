// The comparison price per kilo or litre, as Swedish and Norwegian shops print it beside the price
// ("129,50 kr/kg", "24,90 kr/l"), so packs of different sizes can be compared.
import type { Locale } from "~/i18n/locales";
import { formatTwoDecimals } from "./money";

export interface UnitPrice {
	amount: number;
	per: "kg" | "l";
}

/** Each pack unit's base (kg or l) and the factor from a pack's price per unit to its price per base. */
export const perBaseUnit: Record<string, { per: UnitPrice["per"]; factor: number }> = {
	g: { per: "kg", factor: 1000 },
	kg: { per: "kg", factor: 1 },
	ml: { per: "l", factor: 1000 },
	cl: { per: "l", factor: 100 },
	l: { per: "l", factor: 1 },
};

/** Price per kg or l; null when the price or the pack size is unknown or makes no sense. */
export function unitPrice(
	price: number | null | undefined,
	sizeValue: number | null | undefined,
	sizeUnit: string | null | undefined,
): UnitPrice | null {
	const unit = sizeUnit ? perBaseUnit[sizeUnit.trim().toLowerCase()] : undefined;
	if (!unit || price == null || sizeValue == null) return null;
	if (!Number.isFinite(price) || !Number.isFinite(sizeValue) || price <= 0 || sizeValue <= 0) return null;
	return { amount: (price * unit.factor) / sizeValue, per: unit.per };
}

/** Both crowns are written "kr" in their own shops; any other currency keeps its code. */
function currencyLabel(currency: string | null | undefined): string {
	const code = (currency || "SEK").toUpperCase();
	return code === "SEK" || code === "NOK" ? "kr" : code;
}

/** "129,50 kr/kg" (sv), "129,50 kr/kg" (nb), "3,20 EUR/l". */
export function formatUnitPrice(unit: UnitPrice, currency: string | null | undefined, locale: Locale): string {
	return `${formatTwoDecimals(unit.amount, locale)} ${currencyLabel(currency)}/${unit.per}`;
}
