// Schedules as the operator reads them: "0 7 * * *" → "varje dag 07:00". The common shapes (daily,
// weekdays, one weekday, hourly, every n minutes) are worded; any other expression is shown as it is,
// named as a schedule, rather than guessed at. The scheduled article jobs' names are worded here too.
import { adminT } from "~/i18n/admin-t";

const number = (field: string, max: number): number | null =>
	/^\d{1,2}$/.test(field) && Number(field) <= max ? Number(field) : null;

const time = (hour: number, minute: number) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;

/** Cron's day numbers, Sunday first (7 is Sunday too). */
const weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export function scheduleInWords(cron: string): string {
	const fields = cron.trim().split(/\s+/);
	const [minuteField = "", hourField = "", dayOfMonth, month, dayOfWeek = ""] = fields;
	const asIs = adminT("schedule.cron", { cron: cron.trim() });
	if (fields.length !== 5 || dayOfMonth !== "*" || month !== "*") return asIs;
	const everyMinutes = /^\*\/(\d{1,2})$/.exec(minuteField);
	if (everyMinutes && hourField === "*" && dayOfWeek === "*")
		return adminT("schedule.everyMinutes", { minutes: Number(everyMinutes[1]) });
	const minute = number(minuteField, 59);
	if (minute === null) return asIs;
	if (hourField === "*" && dayOfWeek === "*") return adminT("schedule.hourly", { minute });
	const hour = number(hourField, 23);
	if (hour === null) return asIs;
	const at = time(hour, minute);
	if (dayOfWeek === "*") return adminT("schedule.daily", { time: at });
	if (dayOfWeek === "1-5") return adminT("schedule.weekdays", { time: at });
	const dayNumber = number(dayOfWeek, 7);
	const day = dayNumber === null ? undefined : weekdays[dayNumber];
	return day ? adminT("schedule.weekly", { day: adminT(`schedule.days.${day}`), time: at }) : asIs;
}

/** A scheduled article job's name ("daily-article-nb") for people: "Daglig artikel (norska)". */
export function scheduledJobName(name: string): string {
	const language = /^daily-article-(sv|nb)$/.exec(name)?.[1];
	if (language !== "sv" && language !== "nb") return name;
	return adminT("schedule.dailyArticle", { language: adminT(`schedule.languages.${language}`) });
}
