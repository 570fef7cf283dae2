// The date format 'dd MMM yyyy HH:mm' of the admin's logs and run history: Swedish month names and
// Stockholm's own time, winter and summer alike.
import { describe, expect, it } from "vitest";
import { formatStockholmDateTime, formatStockholmDayAndTime } from "~/lib/stockholm-date";

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
