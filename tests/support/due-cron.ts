// A schedule whose tick is due right now, for tests of the scheduler running in an app instance.

/** The minute five minutes ago, as a daily cron in Stockholm time: a tick that is due, once. */
export function dueDailyCron(): string {
	const parts = new Intl.DateTimeFormat("en-GB", {
		timeZone: "Europe/Stockholm",
		hour: "numeric",
		minute: "numeric",
		hourCycle: "h23",
	}).formatToParts(new Date(Date.now() - 5 * 60_000));
	const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
	return `${part("minute")} ${part("hour")} * * *`;
}
