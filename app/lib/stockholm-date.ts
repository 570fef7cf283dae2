// 'dd MMM yyyy HH:mm' in Stockholm time with Swedish month names (SPEC §9: the admin's logs and run
// history). Pure and with a fixed zone, so the server and the browser format an instant alike and
// hydration sees the same text.
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

export function formatStockholmDateTime(iso: string): string {
	const parts = Object.fromEntries(stockholmParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
	return `${parts.day} ${months[Number(parts.month) - 1]} ${parts.year} ${parts.hour}:${parts.minute}`;
}
