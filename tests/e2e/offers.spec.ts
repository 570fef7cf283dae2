// The product page as a price comparison (docs/product.md, "Prices, offers and units" and
// "Click-outs and affiliate links"), with JavaScript on and off:
// every retailer's offer, cheapest first and marked; the price-history chart in the server HTML;
// click-outs through /go/{offer} that land on the retailer; a sold-out product keeps its page.
import { type APIRequestContext, expect, type Page, type Request as PlaywrightRequest, test } from "@playwright/test";
import { demoProductRows } from "../../app/.server/db/demo/product-rows";

/** Every JSON-LD block of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
	const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
	return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** "1 234,90 SEK" → 1234.9 */
function amount(text: string): number {
	return Number(text.replace(/[^\d,]/g, "").replace(",", "."));
}

/** The first product of the language's list whose page lists at least two offers you can buy. */
async function productWithOffers(request: APIRequestContext, locale: "sv" | "nb"): Promise<string> {
	const prefix = locale === "nb" ? "/no" : "";
	const list = await (await request.get(`${prefix}/produkter`)).text();
	const paths = [...new Set([...list.matchAll(/href="(\/(?:no\/)?produkter\/[a-z0-9-]+)"/g)].map((m) => m[1] as string))];
	for (const path of paths) {
		const html = await (await request.get(path)).text();
		const buttons = html.match(/<a href="\/go\/\d+\?p=[^"]*"[^>]*>(?:Till butiken|Til butikken)</g) ?? [];
		if (buttons.length >= 2) return path;
	}
	throw new Error(`no ${locale} product with two offers among ${paths.length}`);
}

const soldOut = demoProductRows().find((row) => row.locale === "sv" && !row.available);

test.describe("offers on the product page", () => {
	test("lists two or more offers cheapest first, marks the lowest price and draws the chart on the server", async ({
		page,
		request,
	}) => {
		const path = await productWithOffers(request, "sv");
		const slug = path.split("/").pop() as string;
		const html = await (await request.get(path)).text();
		expect(html).toMatch(/<svg[^>]*data-testid="price-history-chart"/);
		expect(html).toContain("Lägsta pris per dag och varje butiks pris de senaste 90 dagarna</title>");

		await page.goto(path);
		await expect(page.getByRole("heading", { level: 2, name: "Jämför priser" })).toBeVisible();
		const table = page.getByTestId("offers-table");
		// A list of offers (stacked rows on a phone), named for screen readers as the table's caption was.
		await expect(table).toHaveAttribute("aria-label", /^Priser hos \d+ butiker, lägst pris först$/);
		const rows = table.getByTestId("offer-row");
		expect(await rows.count()).toBeGreaterThanOrEqual(2);
		const prices = (await rows.getByTestId("offer-price").allTextContents()).map(amount);
		const stock = await rows.getByTestId("offer-stock").allTextContents();
		const buyable = prices.filter((_, i) => stock[i] !== "Slut i lager");
		expect(buyable).toEqual([...buyable].sort((a, b) => a - b));
		await expect(rows.first()).toContainText("Lägst pris");
		await expect(table.getByText("Lägst pris", { exact: true })).toHaveCount(1);
		// The day and the time of day it was last seen (Stockholm time).
		for (const date of await rows.locator("time").allTextContents()) expect(date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

		const buttons = table.getByRole("link", { name: /^Till butiken/ });
		expect(await buttons.count()).toBeGreaterThanOrEqual(2);
		for (const button of await buttons.all()) {
			await expect(button).toHaveAttribute("href", new RegExp(`^/go/\\d+\\?p=${slug}&l=sv$`));
			await expect(button).toHaveAttribute("target", "_blank");
			await expect(button).toHaveAttribute("rel", "sponsored nofollow noopener");
		}
		// The big button is the cheapest offer's.
		const main = page.getByRole("link", { name: "Se produkt (Öppnas i en ny flik hos butiken)" });
		await expect(main).toHaveAttribute("href", (await buttons.first().getAttribute("href")) as string);
		await expect(page.getByTestId("product-price")).toHaveText(/^\d+,\d{2} SEK$/);
		expect(amount((await page.getByTestId("product-price").textContent()) ?? "")).toBe(buyable[0]);
		await expect(page.getByTestId("unit-price")).toHaveText(/^Jämförpris \d[\d\s]*,\d{2} kr\/(kg|l)$/);

		const chart = page.getByRole("img", { name: "Lägsta pris per dag och varje butiks pris de senaste 90 dagarna" });
		await expect(chart).toBeVisible();
		await expect(page.getByTestId("price-history-summary")).toContainText("SEK");

		const product = (await jsonLd(page)).find((block) => block["@type"] === "Product") as { offers: Record<string, unknown> };
		expect(product.offers).toMatchObject({
			"@type": "AggregateOffer",
			lowPrice: buyable[0]?.toFixed(2),
			highPrice: buyable.at(-1)?.toFixed(2),
			offerCount: buyable.length,
			priceCurrency: "SEK",
			availability: "https://schema.org/InStock",
		});
	});

	test("a click-out answers 302 to the retailer and the new tab goes there", async ({ page, context, request }) => {
		const path = await productWithOffers(request, "sv");
		await page.goto(path);
		const button = page
			.getByTestId("offers-table")
			.getByRole("link", { name: /^Till butiken/ })
			.first();
		const goPath = (await button.getAttribute("href")) as string;
		const response = await request.get(goPath, { maxRedirects: 0 });
		expect(response.status()).toBe(302);
		const retailer = response.headers().location as string;
		expect(retailer).toMatch(/^https:\/\/[a-z-]+\.example\//);
		expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
		expect(response.headers()["cache-control"]).toBe("no-store");

		// The .example retailers do not resolve, and Playwright cannot route a redirect's target: the
		// proof is the new tab's navigation to the retailer's address, redirected from our /go link.
		const landed = new Promise<PlaywrightRequest>((resolve) =>
			context.on("request", (sent) => {
				if (sent.url() === retailer && sent.redirectedFrom()) resolve(sent);
			}),
		);
		const [tab] = await Promise.all([context.waitForEvent("page"), button.click()]);
		const navigation = await landed;
		expect(navigation.isNavigationRequest()).toBe(true);
		expect(navigation.redirectedFrom()?.url().endsWith(goPath)).toBe(true);
		// It opened in a new tab; the product page stays where it was.
		expect(tab).not.toBe(page);
		await expect(page).toHaveURL(new RegExp(`${path}$`));
	});

	test("Norwegian: texts, marker and dates in Norwegian", async ({ page, request }) => {
		const path = await productWithOffers(request, "nb");
		await page.goto(path);
		await expect(page.getByRole("heading", { level: 2, name: "Sammenlign priser" })).toBeVisible();
		const table = page.getByTestId("offers-table");
		await expect(table).toHaveAttribute("aria-label", /^Priser hos \d+ butikker, laveste pris først$/);
		await expect(table.getByTestId("offer-row").first()).toContainText("Lavest pris");
		await expect(table.getByTestId("offer-price").first()).toHaveText(/^\d[\d\s]*,\d{2} NOK$/);
		for (const date of await table.locator("time").allTextContents()) expect(date).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
		await expect(table.getByRole("link", { name: /^Til butikken/ }).first()).toHaveAttribute("href", /^\/go\/\d+\?p=.+&l=nb$/);
		await expect(page.getByRole("img", { name: "Laveste pris per dag og hver butikks pris de siste 90 dagene" })).toBeVisible();
		await expect(page.getByTestId("unit-price")).toHaveText(/^Sammenligningspris \d[\d\s]*,\d{2} kr\/(kg|l)$/);
	});

	test("a product sold out everywhere keeps its page: notice, offers, noindex, no button out", async ({ page }) => {
		expect(soldOut, "the demo catalogue has a sold-out product").toBeDefined();
		const response = await page.goto(`/produkter/${soldOut?.slug}`);
		expect(response?.status()).toBe(200);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText(soldOut?.name as string);
		await expect(page.getByTestId("unavailable-notice")).toContainText("Inte i lager någonstans just nu");
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
		const rows = page.getByTestId("offer-row");
		expect(await rows.count()).toBeGreaterThanOrEqual(1);
		for (const text of await rows.getByTestId("offer-stock").allTextContents()) expect(text).toBe("Slut i lager");
		await expect(page.getByText("Lägst pris", { exact: true })).toHaveCount(0);
		// Related products are available ones, with their own buttons; this product has none.
		await expect(page.getByRole("link", { name: "Se produkt (Öppnas i en ny flik hos butiken)" })).toHaveCount(0);
		await expect(page.getByTestId("offers-table").locator('a[href^="/go/"]')).toHaveCount(0);
		const product = (await jsonLd(page)).find((block) => block["@type"] === "Product") as { offers: Record<string, unknown> };
		expect(product.offers).toMatchObject({ "@type": "AggregateOffer", availability: "https://schema.org/OutOfStock" });
	});
});

test.describe("click-outs that lead nowhere", () => {
	test("a gone offer with its product named lands on the product page", async ({ page, request }) => {
		const path = await productWithOffers(request, "sv");
		const slug = path.split("/").pop() as string;
		await page.goto(`/go/987654321?p=${slug}&l=sv`);
		await expect(page).toHaveURL(new RegExp(`${path}$`));
		await expect(page.getByRole("heading", { level: 2, name: "Jämför priser" })).toBeVisible();
	});

	test("an unknown or garbage offer is the 404 page, never an error", async ({ page }) => {
		for (const path of ["/go/987654321", "/go/abc", "/go/99999999999999999999", "/go/1'", "/go/987654321?p=finns-inte&l=sv"]) {
			const response = await page.goto(path);
			expect(response?.status(), path).toBe(404);
			await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sidan hittades inte");
		}
	});
});
