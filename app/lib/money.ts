import { type Locale, locales, localeTag } from "~/i18n/locales";

// Building an Intl.NumberFormat is costly (it was a tenth of a product list's render): one per language.
const twoDecimals = Object.fromEntries(
	locales.map((locale) => [
		locale,
		new Intl.NumberFormat(localeTag[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
	]),
) as Record<Locale, Intl.NumberFormat>;

/** An amount with two decimals in the language's number format ("12,90"). */
export function formatTwoDecimals(amount: number, locale: Locale): string {
	return twoDecimals[locale].format(amount);
}

/** SPEC §3/§9: two decimals in the language's number format, SEK where the currency is missing. */
export function formatPrice(amount: number | null | undefined, currency: string | null | undefined, locale: Locale): string {
	if (amount === null || amount === undefined) return "";
	return `${formatTwoDecimals(amount, locale)} ${currency || "SEK"}`;
}
