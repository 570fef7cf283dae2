// The price-history chart is plain SVG rendered on the server: title, description, axis labels, a
// line per retailer beside the cheapest, a deal's reference (the lowest price of the 30 days before
// the drop, ADR 027) marked, and a text alternative (a summary and a visually hidden table) in both
// languages; one point, and nothing when there is no history.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import {
	type ChartDrop,
	PriceHistoryChart,
	type PricePoint,
	type RetailerLine,
	referenceWindow,
} from "~/components/PriceHistoryChart";

async function render(
	points: PricePoint[],
	path = "/produkter/x",
	currency = "SEK",
	retailers: RetailerLine[] = [],
	drop: ChartDrop | null = null,
): Promise<string> {
	// The language comes from the path, as on a page.
	return renderToStaticMarkup(
		<MemoryRouter initialEntries={[path]}>
			<PriceHistoryChart points={points} retailers={retailers} currency={currency} drop={drop} />
		</MemoryRouter>,
	);
}

const axisLabels = (html: string, axis: "price" | "day") =>
	[...html.matchAll(new RegExp(`<(?:g|text)[^>]*data-axis="${axis}"[^>]*>([\\s\\S]*?)</(?:g|text)>`, "g"))].map((m) =>
		(m[1] ?? "").replace(/<[^>]*>/g, "").trim(),
	);

describe("PriceHistoryChart", () => {
	const points = [
		{ day: "2026-09-01", price: 34.5 },
		{ day: "2026-10-15", price: 29.9 },
		{ day: "2026-11-22", price: 31 },
	];

	it("draws an SVG with title, description, a step line and labelled axes", async () => {
		const html = await render(points);
		expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="([^" ]+-title) ([^" ]+-desc)"/);
		expect(html).toContain("<title");
		expect(html).toContain("Lägsta pris per dag och varje butiks pris de senaste 90 dagarna</title>");
		expect(html).toContain(
			"Lägsta pris per dag från 2026-09-01 till 2026-11-22: som lägst 29,90 SEK, som högst 34,50 SEK.</desc>",
		);
		expect(axisLabels(html, "price")).toEqual(["29,90 SEK", "34,50 SEK"]);
		expect(axisLabels(html, "day")).toEqual(["1/9", "22/11"]);
		const path = html.match(/<path data-line="cheapest" d="([^"]+)"/)?.[1] ?? "";
		// Moves once, then across and up/down for each later day.
		expect(path.match(/M/g)).toHaveLength(1);
		expect(path.match(/H/g)).toHaveLength(2);
		expect(path.match(/V/g)).toHaveLength(2);
		expect(html.match(/<circle/g)).toHaveLength(3);
		expect(html).toContain("Från 2026-09-01 till 2026-11-22: som lägst 29,90 SEK, som högst 34,50 SEK, nu 31,00 SEK.");
		expect(html).not.toContain("<script");
	});

	it("puts the cheaper price lower in the chart", async () => {
		const html = await render(points);
		const ys = [...html.matchAll(/<circle[^>]*cy="([\d.]+)"/g)].map((m) => Number(m[1]));
		expect(ys[1]).toBeGreaterThan(ys[0] as number);
		expect(ys[1]).toBeGreaterThan(ys[2] as number);
		const xs = [...html.matchAll(/<circle[^>]*cx="([\d.]+)"/g)].map((m) => Number(m[1]));
		expect(xs).toEqual([...xs].sort((a, b) => a - b));
	});

	it("speaks Norwegian on a Norwegian page", async () => {
		const html = await render(points, "/no/produkter/x", "NOK");
		expect(html).toContain("Laveste pris per dag og hver butikks pris de siste 90 dagene</title>");
		expect(html).toContain("fra 01.09.2026 til 22.11.2026");
		expect(axisLabels(html, "day")).toEqual(["1.9.", "22.11."]);
		expect(html).toContain("Fra 01.09.2026 til 22.11.2026: lavest 29,90 NOK, høyest 34,50 NOK, nå 31,00 NOK.");
	});

	it("shows a single price as one dot with one label on each axis", async () => {
		const html = await render([{ day: "2026-11-22", price: 12.5 }]);
		expect(html).toContain("<svg");
		expect(html).not.toContain("<path");
		expect(html).not.toContain("price-history-lowest-30");
		expect(html.match(/<circle/g)).toHaveLength(1);
		expect(html).not.toMatch(/NaN|Infinity/);
		expect(axisLabels(html, "price")).toEqual(["12,50 SEK"]);
		expect(axisLabels(html, "day")).toEqual(["22/11"]);
		expect(html).toContain("Vi har bara sett ett pris hittills: 12,50 SEK (2026-11-22).");
	});

	it("draws nothing and says so when there is no history", async () => {
		const html = await render([]);
		expect(html).not.toContain("<svg");
		expect(html).toContain("Ingen prishistorik ännu.");
	});

	const cheapest = [
		{ day: "2026-08-26", price: 24.9 },
		{ day: "2026-10-01", price: 19.9 },
		{ day: "2026-10-10", price: 24.9 },
		{ day: "2026-11-10", price: 21.9 },
		{ day: "2026-11-23", price: 21.9 },
	];
	const retailers: RetailerLine[] = [
		{
			retailer: "Godisbutiken",
			points: [
				{ day: "2026-08-26", price: 24.9 },
				{ day: "2026-10-01", price: 19.9 },
				{ day: "2026-10-10", price: 24.9 },
				{ day: "2026-11-23", price: 24.9 },
			],
		},
		{
			retailer: "Snackshopen",
			points: [
				{ day: "2026-08-26", price: 26.9 },
				{ day: "2026-11-10", price: 21.9 },
				{ day: "2026-11-23", price: 21.9 },
			],
		},
	];

	// The price fell to 21,90 on 10 November; the 30 days before it (from 11 October) were at 24,90.
	const drop: ChartDrop = { referencePrice: 24.9, startedDay: "2026-11-10" };
	const text = (html: string) => html.replace(/<[^>]*>/g, "");

	it("draws one line per retailer beside the cheapest, each named in the legend", async () => {
		const html = await render(cheapest, "/produkter/x", "SEK", retailers, drop);
		expect([...html.matchAll(/<path data-line="retailer" data-retailer="([^"]+)"/g)].map((m) => m[1])).toEqual([
			"Godisbutiken",
			"Snackshopen",
		]);
		expect(html.match(/data-line="cheapest"/g)).toHaveLength(1);
		const legend = html.match(/data-testid="price-history-legend">([\s\S]*?)<\/ul>/)?.[1] ?? "";
		const items = [...legend.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => (m[1] ?? "").replace(/<[^>]*>/g, ""));
		expect(items).toEqual(["Lägsta pris", "Godisbutiken", "Snackshopen", "Lägsta pris 30 dagar före sänkningen: 24,90 SEK"]);
		// Lines differ by dash pattern too, not only by colour.
		const dashes = [...html.matchAll(/data-line="retailer"[^>]*stroke-dasharray="([^"]+)"/g)].map((m) => m[1]);
		expect(new Set(dashes).size).toBe(2);
		expect(html).not.toMatch(/NaN|Infinity/);
	});

	it("marks a drop's reference: the 30 days before the drop, not the older campaign nor today's price", async () => {
		// The price the window starts with counts from its first day.
		expect(referenceWindow(cheapest, drop)).toEqual({ price: 24.9, day: "2026-10-11", from: "2026-10-11", until: "2026-11-10" });
		// The first day within the window that the line stood at the reference.
		expect(
			referenceWindow(
				[
					{ day: "2026-08-01", price: 30 },
					{ day: "2026-10-20", price: 25 },
					{ day: "2026-11-01", price: 28 },
					{ day: "2026-11-15", price: 20 },
				],
				{ referencePrice: 25, startedDay: "2026-11-15" },
			),
		).toEqual({ price: 25, day: "2026-10-20", from: "2026-10-16", until: "2026-11-15" });
		// A drop on the chart's first day has no window inside it.
		expect(referenceWindow(cheapest, { referencePrice: 30, startedDay: "2026-08-26" })).toBeNull();
		const html = await render(cheapest, "/produkter/x", "SEK", retailers, drop);
		expect(html).toMatch(/data-testid="price-history-lowest-30" data-price="24.9" data-day="2026-10-11"/);
		const marker = html.match(/data-testid="price-history-lowest-30"[^>]*>([\s\S]*?)<\/g>/)?.[1] ?? "";
		expect(marker).toContain("<polygon");
		expect(text(html)).toContain("Lägsta pris 30 dagar före sänkningen: 24,90 SEK");
	});

	it("marks no 30-day price when the price is no deal: the label means one thing everywhere", async () => {
		const html = await render(cheapest, "/produkter/x", "SEK", retailers);
		expect(html).not.toContain("price-history-lowest-30");
		expect(html).not.toContain('data-window="30"');
		expect(text(html)).not.toContain("30 dagar");
	});

	it.each([
		[
			"/produkter/x",
			"SEK",
			"Prishistorik: lägsta pris och varje butiks pris de dagar något ändrades",
			"Datum",
			"Lägsta pris",
			"2026-10-01",
			"19,90 SEK",
			"nu 21,90 SEK. Lägsta pris 30 dagar före sänkningen: 24,90 SEK",
		],
		[
			"/no/produkter/x",
			"NOK",
			"Prishistorikk: laveste pris og hver butikks pris de dagene noe endret seg",
			"Dato",
			"Laveste pris",
			"01.10.2026",
			"19,90 NOK",
			"nå 21,90 NOK. Laveste pris 30 dager før nedsettelsen: 24,90 NOK",
		],
	])(
		"has a text alternative on %s: a summary and a visually hidden table",
		async (path, currency, caption, dayHeader, cheapestHeader, day, price, sentence) => {
			const html = await render(cheapest, path, currency, retailers, drop);
			expect(text(html)).toContain(sentence);
			const table =
				html.match(/<div class="sr-only" data-testid="price-history-table"><table>([\s\S]*?)<\/table><\/div>/)?.[1] ?? "";
			expect(table).toContain(`<caption>${caption}</caption>`);
			const headers = [...table.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]);
			expect(headers).toEqual([dayHeader, cheapestHeader, "Godisbutiken", "Snackshopen"]);
			const rows = [...table.matchAll(/<tr><th scope="row">([^<]*)<\/th>((?:<td>[^<]*<\/td>)+)<\/tr>/g)].map((m) => [
				m[1],
				...[...(m[2] ?? "").matchAll(/<td>([^<]*)<\/td>/g)].map((c) => c[1]),
			]);
			expect(rows).toHaveLength(5);
			expect(rows[1]).toEqual([day, price, price, price.replace("19,90", "26,90")]);
		},
	);
});
