// Kinds of job of which at most one per key may be queued or running at a time (ADR 019): two runs
// of the daily article of one language at once would both find the same uncovered topic and write
// two articles about it. The operator's manual run and the scheduler's daily tick share the key.
import type { Locale } from "~/i18n/locales";

export function dailyArticleFlightKey(locale: Locale): string {
	return `daily-article:${locale}`;
}

/** The single-flight key for a job of this kind and payload, or undefined when any number may run. */
export function singleFlightKeyOf(kind: string, payload: Record<string, unknown>): string | undefined {
	if (kind === "daily-article" && (payload.locale === "sv" || payload.locale === "nb"))
		return dailyArticleFlightKey(payload.locale);
	return undefined;
}
