// The admin's clicks-per-day chart (Statistik): its summary says the real highest day, and an
// empty window says so in words of its own, while the bars keep a scale of at least 1.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DayClicks } from "~/.server/admin/clicks-per-day";
import { ClicksChart } from "~/components/admin/ClicksChart";

/** 30 days from 2026-10-28, with the given clicks on the first days and none after. */
function window30(clicks: number[] = []): DayClicks[] {
	return Array.from({ length: 30 }, (_, i) => ({
		day: new Date(Date.UTC(2026, 9, 28 + i)).toISOString().slice(0, 10),
		clicks: clicks[i] ?? 0,
	}));
}

function render(days: DayClicks[]): string {
	const total = days.reduce((sum, d) => sum + d.clicks, 0);
	return renderToStaticMarkup(<ClicksChart days={days} total={total} />);
}

const caption = (html: string) => /<figcaption[^>]*>([^<]*)<\/figcaption>/.exec(html)?.[1];
const description = (html: string) => /<desc[^>]*>([^<]*)<\/desc>/.exec(html)?.[1];
/** The axis labels beside the plot: the top of the scale, then 0. */
const scaleLabels = (html: string) => [...html.matchAll(/<text[^>]*text-anchor="end"[^>]*>(\d+)<\/text>/g)].map((m) => m[1]);

describe("ClicksChart", () => {
	it("says a window without clicks in words, not a highest day of 1", () => {
		const html = render(window30());
		expect(caption(html)).toBe("Inga klick på 30 dagar.");
		expect(description(html)).toBe("Inga klick på 30 dagar.");
		expect(html).not.toContain("som mest");
		// The scale keeps its floor: no bar is drawn taller than nothing.
		expect(scaleLabels(html)).toEqual(["1", "0"]);
		expect([...html.matchAll(/<rect[^>]*height="([\d.]+)"/g)].map((m) => Number(m[1]))).toEqual(Array(30).fill(0));
	});

	it("says the total and the highest day, which tops the scale", () => {
		const html = render(window30([0, 3, 7, 1]));
		expect(caption(html)).toBe("11 klick på 30 dagar, som mest 7 på en dag.");
		expect(description(html)).toBe(caption(html));
		expect(scaleLabels(html)).toEqual(["7", "0"]);
	});
});
