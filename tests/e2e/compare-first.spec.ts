// The product page compares first (ADR 052), with JavaScript on and off: right under name and
// price, every shop's offer with its price, shipping, one item's delivered price, delivery time,
// stock and when it was updated (day and time of day); the "inkl. frakt" switch, a plain link,
// orders by delivered price; at 375 px the offers are stacked rows with each shop's button in
// view and nothing scrolls sideways; on a desktop they start within the first screen.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

/** "1 234,90 SEK", "+ 49 kr frakt" → 1234.9, 49 (the first amount in the text). */
function amount(text: string): number {
	const match = /\d[\d\s\u00a0]*(,\d{1,2})?/.exec(text)?.[0] ?? "";
	return Number(match.replace(/[\s\u00a0]/g, "").replace(",", "."));
}

interface ShownOffer {
	retailer: string;
	price: number;
	shipping: string;
	delivered: number | null;
	updated: string;
	buyable: boolean;
}

async function shownOffers(page: Page): Promise<ShownOffer[]> {
	const rows = page.getByTestId("offer-row");
	const offers: ShownOffer[] = [];
	for (const row of await rows.all()) {
		const delivered = row.getByTestId("offer-delivered");
		offers.push({
			retailer: ((await row.getByTestId("offer-retailer").textContent()) ?? "").replace(/Lägst.*|Lavest.*/, "").trim(),
			price: amount((await row.getByTestId("offer-price").textContent()) ?? ""),
			shipping: ((await row.getByTestId("offer-shipping").textContent()) ?? "").trim(),
			delivered: (await delivered.count()) > 0 ? amount((await delivered.textContent()) ?? "") : null,
			updated: (await row.getByTestId("offer-updated").textContent()) ?? "",
			buyable: (await row.locator('a[href^="/go/"]').count()) > 0,
		});
	}
	return offers;
}

/** One item's delivered price as the shipping text says it: free, or the price plus the fee. */
function deliveredBy(offer: ShownOffer, free: string): number {
	return offer.shipping === free ? offer.price : Math.round((offer.price + amount(offer.shipping)) * 100) / 100;
}

async function inView(page: Page, locator: Locator): Promise<void> {
	const box = await locator.boundingBox();
	const viewport = page.viewportSize();
	expect(box && viewport).toBeTruthy();
	if (!box || !viewport) return;
	expect(box.x).toBeGreaterThanOrEqual(0);
	expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
	expect(box.height).toBeGreaterThanOrEqual(44);
}

test.describe("compare first at 375 px (sv)", () => {
	test.use({ viewport: { width: 375, height: 740 } });

	test("offers right under name and price, stacked with the shop's button in view, no sideways scroll; inkl. frakt reorders", async ({
		page,
		javaScriptEnabled,
	}) => {
		await page.goto("/produkter/dr-pepper-15-l");
		if (javaScriptEnabled) await hydrated(page);
		await expect(page.getByRole("heading", { level: 2, name: "Jämför priser" })).toBeVisible();
		// The first offer starts within the first screen of a phone, right after name and price.
		const first = page.getByTestId("offer-row").first();
		expect((await first.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(740);
		const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
		const list = await page.getByTestId("offers-table").boundingBox();
		expect((list?.y ?? 0) - (heading?.y ?? 0)).toBeLessThan(400);
		await expect(first.getByRole("link", { name: /^Till butiken/ })).toBeInViewport();
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
		for (const button of await page
			.getByTestId("offers-table")
			.getByRole("link", { name: /^Till butiken/ })
			.all()) {
			await inView(page, button);
		}

		const byPrice = await shownOffers(page);
		expect(byPrice.length).toBeGreaterThanOrEqual(3);
		const buyable = byPrice.filter((o) => o.buyable);
		expect(buyable.map((o) => o.price)).toEqual(buyable.map((o) => o.price).sort((a, b) => a - b));
		for (const offer of byPrice) {
			expect(offer.shipping).toMatch(/^(Fri frakt|\+ \d+(,\d{2})? kr frakt( · fri frakt över \d[\d\s]* kr)?|Frakt ej angiven)$/);
			if (offer.delivered !== null) expect(offer.delivered, offer.retailer).toBe(deliveredBy(offer, "Fri frakt"));
			expect(offer.updated).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
		}
		await expect(first.getByTestId("offer-delivery-time")).toHaveText(/^ · Leverans \d+(–\d+)? dag(ar)?$/);
		await expect(first.getByTestId("offer-stock")).toHaveText("I lager");
		// A feed row's own shipping (the bottle is a heavy parcel at Godisbutiken) wins over the shop's rule.
		expect(byPrice.find((o) => o.retailer === "Godisbutiken")?.shipping).toBe("+ 79 kr frakt · fri frakt över 499 kr");

		const byPriceLink = page.getByTestId("offer-order").getByRole("link", { name: "Pris", exact: true });
		await expect(byPriceLink).toHaveAttribute("aria-current", "true");
		await page.getByRole("link", { name: "Inkl. frakt" }).click();
		await expect(page).toHaveURL(/\/produkter\/dr-pepper-15-l\?frakt=inkl#offers-heading$/);
		await expect(page.getByRole("link", { name: "Inkl. frakt" })).toHaveAttribute("aria-current", "true");
		await expect(page.getByTestId("offers-table")).toHaveAttribute("data-order", "delivered");
		const byDelivered = await shownOffers(page);
		expect(byDelivered.map((o) => o.retailer).sort()).toEqual(byPrice.map((o) => o.retailer).sort());
		const known = byDelivered.filter((o) => o.buyable && o.delivered !== null).map((o) => o.delivered as number);
		expect(known).toEqual([...known].sort((a, b) => a - b));
		// This product's cheapest price is not its cheapest delivered: the order really changes.
		expect(byDelivered.map((o) => o.retailer)).not.toEqual(byPrice.map((o) => o.retailer));
		await expect(page.getByTestId("offer-row").first()).toContainText("Lägst med frakt");
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
	});
});

test.describe("compare first on a desktop (nb)", () => {
	test.use({ viewport: { width: 1280, height: 800 } });

	test("offers start within the first screen, in Norwegian, with shipping details in the JSON-LD; inkl. frakt orders by delivered price", async ({
		page,
		javaScriptEnabled,
	}) => {
		await page.goto("/no/produkter/dr-pepper-15-l");
		if (javaScriptEnabled) await hydrated(page);
		await expect(page.getByRole("heading", { level: 2, name: "Sammenlign priser" })).toBeVisible();
		const first = page.getByTestId("offer-row").first();
		await expect(first).toBeInViewport();
		await expect(first.getByRole("link", { name: /^Til butikken/ })).toBeInViewport();
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
		const offers = await shownOffers(page);
		for (const offer of offers) {
			expect(offer.shipping).toMatch(
				/^(Gratis frakt|\+ \d+(,\d{2})? kr frakt( · gratis frakt over \d[\d\s]* kr)?|Frakt ikke oppgitt)$/,
			);
			if (offer.delivered !== null) expect(offer.delivered, offer.retailer).toBe(deliveredBy(offer, "Gratis frakt"));
			expect(offer.updated).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
		}
		await expect(first.getByTestId("offer-delivered")).toHaveText(/^Med frakt \d[\d\s]*,\d{2} NOK$/);
		await expect(first.getByTestId("offer-delivery-time")).toHaveText(/^ · Levering \d+(–\d+)? dag(er)?$/);
		// Nordisk Godis's Awin feed states its own delivery_cost for the bottle.
		expect(offers.find((o) => o.retailer === "Nordisk Godis")?.shipping).toBe("+ 99 kr frakt · gratis frakt over 699 kr");

		const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
		const product = blocks.map((text) => JSON.parse(text)).find((block) => block["@type"] === "Product");
		const items = product.offers.offers as { seller: { name: string }; shippingDetails?: Record<string, unknown> }[];
		expect(items.length).toBe(offers.filter((o) => o.buyable).length);
		for (const item of items) {
			expect(item.shippingDetails).toMatchObject({
				"@type": "OfferShippingDetails",
				shippingRate: { "@type": "MonetaryAmount", currency: "NOK" },
				shippingDestination: { "@type": "DefinedRegion", addressCountry: "NO" },
				deliveryTime: { "@type": "ShippingDeliveryTime", transitTime: { unitCode: "DAY" } },
			});
		}

		await page.getByRole("link", { name: "Inkl. frakt" }).click();
		await expect(page).toHaveURL(/\/no\/produkter\/dr-pepper-15-l\?frakt=inkl#offers-heading$/);
		await expect(page.getByRole("link", { name: "Inkl. frakt" })).toHaveAttribute("aria-current", "true");
		const known = (await shownOffers(page)).filter((o) => o.buyable && o.delivered !== null).map((o) => o.delivered as number);
		expect(known.length).toBeGreaterThanOrEqual(2);
		expect(known).toEqual([...known].sort((a, b) => a - b));
		await page.getByTestId("offer-order").getByRole("link", { name: "Pris", exact: true }).click();
		await expect(page).toHaveURL(/\/no\/produkter\/dr-pepper-15-l#offers-heading$/);
		await expect(page.getByTestId("offers-table")).toHaveAttribute("data-order", "price");
	});
});
