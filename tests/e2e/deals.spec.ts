// The deals page in both languages, with JavaScript and without. The demo catalogue's history has
// a campaign week in each language (docs/decisions/026-demo-price-history-as-feed-snapshots.md), so
// the page is first checked as it is: cards that each show a drop and the 30-day lowest price, the
// deepest first. Then a drop is made through the admin: a feed served by this test is added and
// imported, then imported again with a lower price; the product is listed with its drop and the
// 30-day lowest price, the category and brand form finds it, and its product page shows the same
// facts. Each project names its own retailer.
import { expect, type Page, test } from "@playwright/test";
import { type FeedServer, googleFeedXml, startFeedServer } from "../support/feed-server";
import { logIn, openSection } from "./support/admin";

test.describe.configure({ mode: "serial" });

const texts = {
	sv: {
		path: "/erbjudanden",
		title: "Erbjudanden",
		empty: "Inga erbjudanden just nu",
		lowest: "Lägsta pris 30 dagar före sänkningen:",
		brand: "Varumärke",
		apply: "Visa",
		currency: "SEK",
		language: "sv",
	},
	nb: {
		path: "/no/tilbud",
		title: "Tilbud",
		empty: "Ingen tilbud akkurat nå",
		lowest: "Laveste pris 30 dager før nedsettelsen:",
		brand: "Merke",
		apply: "Vis",
		currency: "NOK",
		language: "nb",
	},
} as const;

let feeds: FeedServer;

test.beforeAll(async () => {
	feeds = await startFeedServer();
});
test.afterAll(() => feeds.stop());

function feed(title: string, brand: string, price: string): string {
	return googleFeedXml("E2E", [{ id: "E2E-DEAL-1", title, link: "https://e2e-tilbud.example/p/1", price, inStock: true, brand }]);
}

/** Runs the feed's import from its row in the admin and waits for the job to finish. */
async function importNow(page: Page, retailer: string) {
	await page.goto("/admin/floden#feeds");
	const row = page
		.getByRole("region", { name: "Butiksflöden" })
		.getByTestId("feeds-table")
		.locator("tbody tr", { hasText: retailer });
	await row.getByRole("button", { name: "Importera nu" }).click();
	await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
	await expect(async () => {
		await page.reload();
		await expect(page.getByTestId("job-status")).toContainText("Klart", { timeout: 1000 });
	}).toPass({ timeout: 30_000 });
}

for (const locale of ["sv", "nb"] as const) {
	const text = texts[locale];

	test(`the deals page (${locale}) shows the demo's drops with the 30-day lowest price, deepest first`, async ({ page }) => {
		const response = await page.goto(text.path);
		expect(response?.status()).toBe(200);
		await expect(page.locator("main h1")).toHaveText(text.title);
		await expect(page).toHaveTitle(`${text.title} | Godisguiden`);
		const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
		expect(canonical).toBe(`https://godisguiden.example${text.path}`);
		await expect(page.getByRole("heading", { name: text.empty })).toHaveCount(0);
		const cards = await page.locator("main article").all();
		expect(cards.length).toBeGreaterThanOrEqual(10);
		const drops: number[] = [];
		for (const card of cards) {
			await expect(card).toContainText(text.lowest);
			const drop = (await card.textContent())?.match(/−(\d+) %/)?.[1];
			drops.push(Number(drop));
		}
		expect(drops.every((drop) => drop >= 10)).toBe(true);
		expect(drops).toEqual([...drops].sort((a, b) => b - a));
	});

	test(`a price drop made by two imports is listed (${locale}) with its percent and the 30-day lowest price`, async ({
		page,
	}, info) => {
		test.setTimeout(120_000);
		const tag = `${info.project.name}${Date.now() % 100000}`;
		const retailer = `E2E Tilbud ${locale} ${tag}`;
		const brand = `E2E Merke ${locale} ${tag}`;
		const title = `E2E Tilbudsgodis ${locale} ${tag} 100 g`;
		const feedPath = `/${tag}-${locale}.xml`;
		feeds.serve(feedPath, feed(title, brand, `50.00 ${text.currency}`));

		await logIn(page);
		await openSection(page, "Flöden");
		const form = page.getByTestId("feed-form-create-feed");
		await form.getByLabel("Ny butiks namn").fill(retailer);
		await form.getByLabel("Ny butiks webbplats").fill("https://e2e-tilbud.example");
		await form.getByLabel("Språk").selectOption(text.language);
		await form.getByLabel("Format").selectOption("google_xml");
		await form.getByLabel("Flödets URL").fill(feeds.url(feedPath));
		await form.getByLabel("Schema (cron, Europe/Stockholm)").fill("0 5 * * *");
		await form.getByRole("button", { name: "Lägg till flöde" }).click();
		await expect(page.getByTestId("flash")).toContainText("Flöde tillagt!");

		await importNow(page, retailer);
		feeds.serve(feedPath, feed(title, brand, `20.00 ${text.currency}`));
		await importNow(page, retailer);
		await page.context().clearCookies();

		// The list, narrowed to the brand through the form (a plain GET form, JavaScript or not).
		await page.goto(text.path);
		await page.getByLabel(text.brand, { exact: true }).selectOption(brand);
		await page.getByRole("button", { name: text.apply, exact: true }).click();
		await expect(page).toHaveURL(/\?(.*&)?brand=/);
		const card = page.locator("main article", { hasText: title });
		await expect(card).toHaveCount(1);
		await expect(card).toContainText("−60 %");
		await expect(card).toContainText(`${text.lowest} 50,00 ${text.currency}`);
		await expect(card).toContainText(`20,00 ${text.currency}`);
		// A filtered view stays out of the index.
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
		// The deals are an ItemList in the page's structured data.
		const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
		const itemList = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "ItemList");
		expect(itemList?.itemListElement?.[0]?.item?.name).toBe(title);

		// The product page shows the same facts.
		await card.getByRole("heading", { level: 2 }).getByRole("link").click();
		await expect(page.locator("main h1")).toHaveText(title);
		const notice = page.locator("[data-price-drop]");
		await expect(notice).toContainText("60 %");
		await expect(notice).toContainText(`${text.lowest} 50,00 ${text.currency}`);
	});
}
