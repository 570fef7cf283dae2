// Package sizes as printed on products ("200 g", "1,5 l") and as numbers for unit prices.
import type { Locale } from "~/i18n/locales";
import { perLocale } from "./per-locale";

export type SizeUnit = "g" | "kg" | "ml" | "l";

const sizeNumber = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }));

export function formatSize(value: number, unit: SizeUnit, locale: Locale): string {
	return `${sizeNumber[locale].format(value)} ${unit}`;
}
