// The price-history chart is plain SVG rendered on the server: title, description, axis labels
// and a text summary, for many points, for one point, and nothing drawn when there is no history.
import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PriceHistoryChart, type PricePoint } from "~/components/PriceHistoryChart";
import { i18nextOptions } from "~/i18n/i18next-options";

async function render(points: PricePoint[], path = "/produkter/x", currency = "SEK"): Promise<string> {
	const i18n = createInstance({ ...i18nextOptions, lng: path.startsWith("/no") ? "nb" : "sv" });
	await i18n.init();
	return renderToStaticMarkup(
		<I18nextProvider i18n={i18n}>
			<MemoryRouter initialEntries={[path]}>
				<PriceHistoryChart points={points} currency={currency} />
			</MemoryRouter>
		</I18nextProvider>,
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
		expect(html).toContain("Lägsta pris per dag de senaste 90 dagarna</title>");
		expect(html).toContain(
			"Lägsta pris per dag från 2026-09-01 till 2026-11-22: som lägst 29,90 SEK, som högst 34,50 SEK.</desc>",
		);
		expect(axisLabels(html, "price")).toEqual(["29,90 SEK", "34,50 SEK"]);
		expect(axisLabels(html, "day")).toEqual(["1/9", "22/11"]);
		const path = html.match(/<path d="([^"]+)"/)?.[1] ?? "";
		// Moves once, then across and up/down for each later day.
		expect(path.match(/M/g)).toHaveLength(1);
		expect(path.match(/H/g)).toHaveLength(2);
		expect(path.match(/V/g)).toHaveLength(2);
		expect(html.match(/<circle/g)).toHaveLength(3);
		expect(html).toContain("Senaste 90 dagarna: lägsta pris 29,90 SEK, högsta pris 34,50 SEK.");
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
		expect(html).toContain("Laveste pris per dag de siste 90 dagene</title>");
		expect(html).toContain("fra 01.09.2026 til 22.11.2026");
		expect(axisLabels(html, "day")).toEqual(["1.9.", "22.11."]);
		expect(html).toContain("Siste 90 dager: laveste pris 29,90 NOK, høyeste pris 34,50 NOK.");
	});

	it("shows a single price as one dot with one label on each axis", async () => {
		const html = await render([{ day: "2026-11-22", price: 12.5 }]);
		expect(html).toContain("<svg");
		expect(html).not.toContain("<path");
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
});
