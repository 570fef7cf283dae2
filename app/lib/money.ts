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

const wholeOrTwoDecimals = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }));

/**
 * A shipping fee or threshold as shops write it: whole crowns without decimals ("49 kr", "299 kr"),
 * others with two ("4,99 kr"); SEK and NOK are both "kr", any other currency keeps its code.
 */
export function formatShippingAmount(amount: number, currency: string, locale: Locale): string {
	const code = currency.toUpperCase();
	const label = code === "SEK" || code === "NOK" ? "kr" : code;
	const whole = Math.round(amount * 100) % 100 === 0;
	return `${whole ? wholeOrTwoDecimals[locale].format(amount) : formatTwoDecimals(amount, locale)} ${label}`;
}
