// Instants as days and times in Stockholm, the site's zone: 'dd MMM yyyy HH:mm' with Swedish month
// names (the admin's logs and run history) and an article's day in the language's format.
// Pure and with a fixed zone, so the server and the browser format an instant alike and hydration
// sees the same text.
import type { Locale } from "~/i18n/locales";
import { perLocale } from "./per-locale";

const months = ["jan", "feb", "mar", "apr", "maj", "jun", "jul", "aug", "sep", "okt", "nov", "dec"];

const stockholmParts = new Intl.DateTimeFormat("en-GB", {
	timeZone: "Europe/Stockholm",
	year: "numeric",
	month: "numeric",
	day: "2-digit",
	hour: "2-digit",
	minute: "2-digit",
	hourCycle: "h23",
});

const publishedDays = perLocale((tag) => new Intl.DateTimeFormat(tag, { timeZone: "Europe/Stockholm" }));

/** A day as the language writes it, in Stockholm time: "2026-11-22" (sv), "22.11.2026" (nb). */
export function formatStockholmDate(at: string | Date, locale: Locale): string {
	return publishedDays[locale].format(new Date(at));
}

const paddedDays = perLocale(
	(tag) => new Intl.DateTimeFormat(tag, { timeZone: "Europe/Stockholm", year: "numeric", month: "2-digit", day: "2-digit" }),
);
const clockTimes = perLocale(
	(tag) => new Intl.DateTimeFormat(tag, { timeZone: "Europe/Stockholm", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
);

/** A day and its time of day as the language writes them, in Stockholm time: "2026-11-22 14:05" (sv), "22.11.2026 14:05" (nb). */
export function formatStockholmDayAndTime(at: string | Date, locale: Locale): string {
	const instant = new Date(at);
	return `${paddedDays[locale].format(instant)} ${clockTimes[locale].format(instant).replace(".", ":")}`;
}

export function formatStockholmDateTime(iso: string): string {
	const parts = Object.fromEntries(stockholmParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
	return `${parts.day} ${months[Number(parts.month) - 1]} ${parts.year} ${parts.hour}:${parts.minute}`;
}
