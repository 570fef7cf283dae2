// Instants as days and times in Stockholm, the site's zone: 'dd MMM yyyy HH:mm' with Swedish month
// names (the admin's logs and run history), and for shoppers a day in the language's one numeric
// form — "2026-08-06" (sv), "06.08.2026" (nb), day and month always two digits — wherever a public
// page shows a date (an article's day, an offer's last update, the price history).
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

// Two digits asked for: nb-NO's default numeric date drops the zeros ("6.8.2026"), its long-standing
// written form keeps them ("06.08.2026"), as sv-SE's default does ("2026-08-06").
const paddedDays = perLocale(
	(tag) => new Intl.DateTimeFormat(tag, { timeZone: "Europe/Stockholm", year: "numeric", month: "2-digit", day: "2-digit" }),
);

/** A day as the language writes it, in Stockholm time: "2026-08-06" (sv), "06.08.2026" (nb). */
export function formatStockholmDate(at: string | Date, locale: Locale): string {
	return paddedDays[locale].format(new Date(at));
}

const clockTimes = perLocale(
	(tag) => new Intl.DateTimeFormat(tag, { timeZone: "Europe/Stockholm", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
);

/** A day and its time of day as the language writes them, in Stockholm time: "2026-11-22 14:05" (sv), "22.11.2026 14:05" (nb). */
export function formatStockholmDayAndTime(at: string | Date, locale: Locale): string {
	const instant = new Date(at);
	return `${formatStockholmDate(instant, locale)} ${clockTimes[locale].format(instant).replace(".", ":")}`;
}

export function formatStockholmDateTime(iso: string): string {
	const parts = Object.fromEntries(stockholmParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
	return `${parts.day} ${months[Number(parts.month) - 1]} ${parts.year} ${parts.hour}:${parts.minute}`;
}
