import type { Locale } from "~/i18n/locales";
import { perLocale } from "./per-locale";

const twoDecimals = perLocale((tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** An amount with two decimals in the language's number format ("12,90"). */
export function formatTwoDecimals(amount: number, locale: Locale): string {
	return twoDecimals[locale].format(amount);
}

/** Two decimals in the language's number format, SEK where the currency is missing. */
export function formatPrice(amount: number | null | undefined, currency: string | null | undefined, locale: Locale): string {
	if (amount === null || amount === undefined) return "";
	return `${formatTwoDecimals(amount, locale)} ${currency || "SEK"}`;
}
