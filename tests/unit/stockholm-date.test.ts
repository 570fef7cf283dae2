// The date format 'dd MMM yyyy HH:mm' of the admin's logs and run history: Swedish month names and
// Stockholm's own time, winter and summer alike. And the one numeric form each language's shoppers
// see a day in: an article's day the same as an offer's last update, day and month in two digits.
import { describe, expect, it } from "vitest";
import { formatStockholmDate, formatStockholmDateTime, formatStockholmDayAndTime } from "~/lib/stockholm-date";

describe("formatStockholmDateTime", () => {
	it("shows Stockholm time with Swedish months, 24-hour clock", () => {
		expect(formatStockholmDateTime("2026-11-22T06:05:00Z")).toBe("22 nov 2026 07:05");
		expect(formatStockholmDateTime("2026-05-03T22:30:00Z")).toBe("04 maj 2026 00:30");
		expect(formatStockholmDateTime("2026-12-31T23:00:00Z")).toBe("01 jan 2027 00:00");
		expect(formatStockholmDateTime("2026-10-01T10:09:00.123Z")).toBe("01 okt 2026 12:09");
	});
});

describe("formatStockholmDayAndTime", () => {
	it("writes an offer's last update as the language's day and Stockholm's time of day, summer and winter", () => {
		expect(formatStockholmDayAndTime("2026-11-25T13:05:00Z", "sv")).toBe("2026-11-25 14:05");
		expect(formatStockholmDayAndTime("2026-06-25T22:30:00Z", "sv")).toBe("2026-06-26 00:30");
		expect(formatStockholmDayAndTime("2026-06-05T08:05:00Z", "nb")).toBe("05.06.2026 10:05");
	});
});

describe("formatStockholmDate", () => {
	it("writes a day as each language's one numeric form, day and month in two digits, in Stockholm's day", () => {
		expect(formatStockholmDate("2026-08-06T05:00:00Z", "sv")).toBe("2026-08-06");
		expect(formatStockholmDate("2026-08-06T05:00:00Z", "nb")).toBe("06.08.2026");
		expect(formatStockholmDate("2026-09-25T05:00:00Z", "nb")).toBe("25.09.2026");
		expect(formatStockholmDate("2026-12-31T23:30:00Z", "nb")).toBe("01.01.2027");
	});

	it("writes a day as an offer's last update writes it, every day of a year", () => {
		for (let day = 0; day < 365; day++) {
			const at = new Date(Date.UTC(2026, 0, 1, 9) + day * 86_400_000);
			for (const locale of ["sv", "nb"] as const) {
				expect(formatStockholmDayAndTime(at, locale).startsWith(`${formatStockholmDate(at, locale)} `), at.toISOString()).toBe(
					true,
				);
			}
		}
	});
});
