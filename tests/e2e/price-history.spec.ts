// The product page's price-history chart on a 375 px phone, with JavaScript on and off: the demo
// catalogue's 90 days of prices drawn with one line per retailer and, for a deal, the lowest price
// of the 30 days before the drop marked (ADR 027), readable without scrolling sideways, and its text alternative (a summary and a table for
// screen readers) in both languages.
import { type APIRequestContext, expect, test } from "@playwright/test";

test.use({ viewport: { width: 375, height: 740 } });

/** A deal of the language whose chart has two or more retailer lines and a price that moved. */
async function productWithHistory(request: APIRequestContext, locale: "sv" | "nb"): Promise<string> {
	const list = await (await request.get(locale === "nb" ? "/no/tilbud" : "/erbjudanden")).text();
	const paths = [...new Set([...list.matchAll(/href="(\/(?:no\/)?produkter\/[a-z0-9-]+)"/g)].map((m) => m[1] as string))];
	for (const path of paths) {
		const html = await (await request.get(path)).text();
		const retailerLines = html.match(/data-line="retailer"/g) ?? [];
		const tableRows = html.match(/<th scope="row">/g) ?? [];
		if (retailerLines.length >= 2 && tableRows.length >= 3) return path;
	}
	throw new Error(`no ${locale} product with a moving price among ${paths.length}`);
}

const cases = [
	{
		locale: "sv",
		chartName: "Lägsta pris per dag och varje butiks pris de senaste 90 dagarna",
		lowest: /^Lägsta pris 30 dagar före sänkningen: \d+,\d{2} SEK$/,
		sentence: /Lägsta pris 30 dagar före sänkningen: \d+,\d{2} SEK$/,
		caption: "Prishistorik: lägsta pris och varje butiks pris de dagar något ändrades",
		firstHeaders: ["Datum", "Lägsta pris"],
	},
	{
		locale: "nb",
		chartName: "Laveste pris per dag og hver butikks pris de siste 90 dagene",
		lowest: /^Laveste pris 30 dager før nedsettelsen: \d+,\d{2} NOK$/,
		sentence: /Laveste pris 30 dager før nedsettelsen: \d+,\d{2} NOK$/,
		caption: "Prishistorikk: laveste pris og hver butikks pris de dagene noe endret seg",
		firstHeaders: ["Dato", "Laveste pris"],
	},
] as const;

for (const c of cases) {
	test(`${c.locale}: the chart fits a 375 px screen with its legend, 30-day lowest and text alternative`, async ({
		page,
		request,
	}) => {
		const path = await productWithHistory(request, c.locale);
		await page.goto(path);
		// The page as a whole never scrolls sideways: the offers table scrolls inside its own box.
		expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(375);
		const chart = page.getByRole("img", { name: c.chartName });
		await chart.scrollIntoViewIfNeeded();
		await expect(chart).toBeVisible();
		const box = await chart.boundingBox();
		expect(box?.width).toBeGreaterThan(300);
		expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
		// Axis labels stay readable once the chart is scaled down.
		const label = await page.locator('[data-testid="price-history-chart"] text[data-axis="day"]').first().boundingBox();
		expect(label?.height).toBeGreaterThanOrEqual(10);
		// Nothing of the chart, its legend or its caption reaches past the screen's edge.
		const overflowing = await page
			.getByTestId("price-history")
			.evaluate((figure) =>
				[figure, ...figure.querySelectorAll("svg, li, figcaption")]
					.filter((e) => e.getBoundingClientRect().right > 375)
					.map((e) => e.outerHTML.slice(0, 80)),
			);
		expect(overflowing).toEqual([]);

		// One line per retailer, each named in the legend, which wraps inside the screen.
		const retailers = await page
			.locator('[data-line="retailer"]')
			.evaluateAll((paths) => paths.map((p) => p.getAttribute("data-retailer")));
		expect(retailers.length).toBeGreaterThanOrEqual(2);
		const legend = page.getByTestId("price-history-legend");
		for (const retailer of retailers) await expect(legend.getByText(retailer as string, { exact: true })).toBeVisible();
		for (const item of await legend.locator("li").all()) {
			const itemBox = await item.boundingBox();
			expect((itemBox?.x ?? 0) + (itemBox?.width ?? 0)).toBeLessThanOrEqual(375);
		}

		// The deal's reference: marked in the chart, named in the legend and in the summary.
		await expect(page.getByTestId("price-history-lowest-30")).toHaveCount(1);
		await expect(page.getByTestId("price-history-lowest-30-legend")).toHaveText(c.lowest);
		await expect(page.getByTestId("price-history-summary")).toHaveText(c.sentence);

		// The table for screen readers: hidden from sight, there for assistive technology.
		const table = page.getByRole("table", { name: c.caption });
		await expect(table).toHaveCount(1);
		const headers = await table.getByRole("columnheader").allTextContents();
		expect(headers.slice(0, 2)).toEqual(c.firstHeaders);
		expect(headers.slice(2).sort()).toEqual([...retailers].sort());
		expect(await table.getByRole("row").count()).toBeGreaterThanOrEqual(4);
		const tableBox = await page.getByTestId("price-history-table").boundingBox();
		expect((tableBox?.width ?? 0) * (tableBox?.height ?? 0)).toBeLessThanOrEqual(1);
	});
}
