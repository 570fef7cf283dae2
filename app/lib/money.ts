import { type Locale, localeTag } from "~/i18n/locales";

/** SPEC §3/§9: two decimals in the language's number format, SEK where the currency is missing. */
export function formatPrice(amount: number | null | undefined, currency: string | null | undefined, locale: Locale): string {
	if (amount === null || amount === undefined) return "";
	const number = new Intl.NumberFormat(localeTag[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
	return `${number} ${currency || "SEK"}`;
}
