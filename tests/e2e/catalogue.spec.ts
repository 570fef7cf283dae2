// Catalogue screens (docs/product.md, "Screens and routes"): category and brand lists and pages,
// product pages and their structured data, in both languages, with JavaScript on and off (the two
// projects).
import { expect, type Page, test } from "@playwright/test";

const site = "https://godisguiden.example";

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
	const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
	return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

function ofType<T = Record<string, unknown>>(blocks: Record<string, unknown>[], type: string): T {
	const found = blocks.find((block) => block["@type"] === type);
	expect(found, `JSON-LD of type ${type}`).toBeTruthy();
	return found as T;
}

/** Waits until React has taken over the server HTML, so a click is handled by the app. */
async function waitForHydration(page: Page) {
	await page.waitForFunction(() => {
		const main = document.querySelector("main");
		return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
	});
}

/** The read-more section (the list's sort-and-filter form folds into a <details> of its own). */
const readMoreDetails = "main details:not(:has(form))";

/** The visible label of the read-more toggle (the summary holds both texts, one hidden). */
function readMoreLabel(page: Page) {
	return page.locator(`${readMoreDetails} summary span:visible`);
}

/** Accessible name of a card link: the visible words, then the product's name for screen readers. */
function cardLink(words: string, name?: string): RegExp {
	const escaped = (name ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
	return new RegExp(`^${words}\\s*:\\s*${name ? `${escaped}$` : ""}`);
}

function productCards(page: Page) {
	return page.getByTestId("paged-products").locator("article");
}

async function totalFromCounter(page: Page, pattern: RegExp): Promise<number> {
	const text = (await page.getByText(pattern).textContent()) ?? "";
	return Number(pattern.exec(text)?.[1]);
}

test.describe("categories list", () => {
	test("Swedish categories carry the emoji of their slug", async ({ page }) => {
		const response = await page.goto("/kategorier");
		expect(response?.status()).toBe(200);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kategorier");
		const emojiOf = (slug: string) => page.locator(`main a[href="/kategorier/${slug}"] span[aria-hidden="true"]`);
		await expect(emojiOf("choklad")).toHaveText("🍫");
		await expect(emojiOf("dubai-choklad")).toHaveText("🍫");
		await expect(emojiOf("godis")).toHaveText("🍬");
		await expect(emojiOf("halloween-godis")).toHaveText("🎃");
		await expect(emojiOf("julgodis")).toHaveText("🎄");
		await expect(emojiOf("amerikanskt-godis")).toHaveText("🇺🇸");
		await expect(emojiOf("chips")).toHaveText("🥔");
		await expect(emojiOf("energidryck")).toHaveText("⚡");
		await expect(emojiOf("lakrits")).toHaveText("🍭");
	});

	test("Norwegian categories carry the emoji of their slug", async ({ page }) => {
		await page.goto("/no/kategorier");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kategorier");
		const emojiOf = (slug: string) => page.locator(`main a[href="/no/kategorier/${slug}"] span[aria-hidden="true"]`);
		await expect(emojiOf("sjokolade-pa-nett")).toHaveText("🍫");
		await expect(emojiOf("dubai-sjokolade")).toHaveText("🍫");
		await expect(emojiOf("godteri-pa-nett")).toHaveText("🍬");
		await expect(emojiOf("halloween-godteri")).toHaveText("🎃");
		await expect(emojiOf("julegodteri")).toHaveText("🎄");
		await expect(emojiOf("amerikansk-godteri")).toHaveText("🇺🇸");
		await expect(emojiOf("energidrikk")).toHaveText("⚡");
		await expect(emojiOf("lakris")).toHaveText("🍭");
	});
});

test.describe("category page", () => {
	test("Swedish: breadcrumb, intro, read more, first 24 products, meta and structured data", async ({ page }) => {
		const response = await page.goto("/kategorier/godis");
		expect(response?.status()).toBe(200);
		await expect(page.getByRole("heading", { level: 1 })).toContainText("Godis");
		const crumbs = page.getByRole("navigation", { name: "Brödsmulor" });
		await expect(crumbs.getByRole("link", { name: "Hem" })).toHaveAttribute("href", "/");
		await expect(crumbs.getByRole("link", { name: "Kategorier" })).toHaveAttribute("href", "/kategorier");
		await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Godis");
		await expect(page.getByText("Här hittar du godis från de största märkena i Norden")).toBeVisible();

		const summary = page.locator(`${readMoreDetails} summary`);
		await expect(readMoreLabel(page)).toHaveText("Läs mer");
		await expect(page.getByRole("heading", { name: "Vanliga frågor & svar (FAQ)" })).toBeHidden();
		await summary.click();
		await expect(readMoreLabel(page)).toHaveText("Visa mindre");
		await expect(page.getByRole("heading", { name: "Vanliga frågor & svar (FAQ)" })).toBeVisible();
		await summary.click();
		await expect(readMoreLabel(page)).toHaveText("Läs mer");

		await expect(page.getByText(/^Visar 24 av \d+ produkter$/)).toBeVisible();
		await expect(productCards(page)).toHaveCount(24);
		// The first 6 cards' images load eagerly, the rest lazily (a product another test imported
		// may have no image: its card shows a text instead).
		let images = 0;
		for (let i = 0; i < 24; i++) {
			const image = productCards(page).nth(i).locator("img");
			if ((await image.count()) === 0) continue;
			images++;
			await expect(image).toHaveAttribute("loading", i < 6 ? "eager" : "lazy");
		}
		expect(images).toBeGreaterThanOrEqual(20);

		const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
		expect(description.length).toBeGreaterThan(50);
		expect(description.length).toBeLessThanOrEqual(160);
		expect(description).not.toMatch(/[*#[\]]/);
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site}/kategorier/godis`);

		const blocks = await jsonLd(page);
		expect(ofType(blocks, "WebSite")).toMatchObject({
			potentialAction: { "@type": "SearchAction", target: `${site}/sok?q={search_term_string}` },
		});
		expect(ofType(blocks, "Organization")).toMatchObject({ name: "Godisguiden", logo: `${site}/logo.svg` });
		expect(ofType(blocks, "BreadcrumbList")).toMatchObject({
			itemListElement: [
				{ position: 1, name: "Hem", item: `${site}/` },
				{ position: 2, name: "Kategorier", item: `${site}/kategorier` },
				{ position: 3, name: "Godis", item: `${site}/kategorier/godis` },
			],
		});
		const list = ofType<{ itemListElement: { item: { offers: Record<string, string> } }[] }>(blocks, "ItemList");
		expect(list.itemListElement).toHaveLength(24);
		expect(list.itemListElement[0]?.item.offers).toMatchObject({
			"@type": "Offer",
			priceCurrency: "SEK",
			availability: "https://schema.org/InStock",
		});
		expect(list.itemListElement[0]?.item.offers.price).toMatch(/^\d+\.\d{2}$/);
		const faq = ofType<{ mainEntity: { name: string; acceptedAnswer: { text: string } }[] }>(blocks, "FAQPage");
		expect(faq.mainEntity[0]?.name).toBe("Vilket godis är mest populärt i Sverige?");
		expect(faq.mainEntity[0]?.acceptedAnswer.text).toContain("Blandpåsar");
		expect(faq.mainEntity.length).toBeGreaterThanOrEqual(3);
	});

	test("Norwegian: texts, read more and structured data in Norwegian", async ({ page }) => {
		await page.goto("/no/kategorier/godteri");
		await expect(page.locator("html")).toHaveAttribute("lang", "nb");
		await expect(page.getByRole("heading", { level: 1 })).toContainText("Godteri");
		await expect(page.getByRole("navigation", { name: "Brødsmuler" }).getByRole("link", { name: "Hjem" })).toHaveAttribute(
			"href",
			"/no",
		);
		await expect(readMoreLabel(page)).toHaveText("Les mer");
		await page.locator(`${readMoreDetails} summary`).click();
		await expect(readMoreLabel(page)).toHaveText("Vis mindre");
		await expect(page.getByText(/^Viser 24 av \d+ produkter$/)).toBeVisible();
		const blocks = await jsonLd(page);
		expect(ofType(blocks, "WebSite")).toMatchObject({ potentialAction: { target: `${site}/no/sok?q={search_term_string}` } });
		const faq = ofType<{ mainEntity: { name: string }[] }>(blocks, "FAQPage");
		expect(faq.mainEntity[0]?.name).toBe("Hvilket godteri er mest populært i Norge?");
		const list = ofType<{ itemListElement: { item: { offers: { priceCurrency: string } } }[] }>(blocks, "ItemList");
		expect(list.itemListElement[0]?.item.offers.priceCurrency).toBe("NOK");
	});

	test("load more shows the next 24 (in place with JavaScript, through ?page=2 without)", async ({ page, javaScriptEnabled }) => {
		await page.goto("/kategorier/choklad");
		const total = await totalFromCounter(page, /^Visar 24 av (\d+) produkter$/);
		expect(total).toBeGreaterThan(48);
		const loadMore = page.getByRole("link", { name: "Visa fler" });
		await expect(loadMore).toHaveAttribute("href", "/kategorier/choklad?page=2");
		const firstName = await productCards(page).first().getByRole("heading").textContent();

		if (javaScriptEnabled) {
			await waitForHydration(page);
			await page.evaluate(() => {
				(window as unknown as { stillThisDocument: boolean }).stillThisDocument = true;
				document.querySelector("[data-testid=paged-products] article")?.setAttribute("data-first-card", "");
			});
			await loadMore.click();
			await expect(page.getByText(`Visar 48 av ${total} produkter`)).toBeVisible();
			await expect(productCards(page)).toHaveCount(48);
			// The same document and the same first card: appended, not reloaded or re-rendered.
			expect(await page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument)).toBe(true);
			await expect(productCards(page).first()).toHaveAttribute("data-first-card", "");
			await expect(page).toHaveURL(/\/kategorier\/choklad\?page=2$/);
			await expect(loadMore).toHaveAttribute("href", "/kategorier/choklad?page=3");
		} else {
			await loadMore.click();
			await expect(page).toHaveURL(/\/kategorier\/choklad\?page=2$/);
			await expect(page.getByText(`Visar 48 av ${total} produkter`)).toBeVisible();
			await expect(productCards(page)).toHaveCount(48);
			await expect(page.getByRole("link", { name: "Visa fler" })).toHaveAttribute("href", "/kategorier/choklad?page=3");
		}
		await expect(productCards(page).first().getByRole("heading")).toHaveText(firstName ?? "");

		// Either way the address now shows the first 48 on its own (reload, way back, shared link).
		await page.reload();
		await expect(page.getByText(`Visar 48 av ${total} produkter`)).toBeVisible();
		await expect(productCards(page)).toHaveCount(48);
	});

	test("loading to the end removes the button; with JavaScript focus moves to the first new product", async ({
		page,
		javaScriptEnabled,
	}) => {
		await page.goto("/no/kategorier/godteri");
		const total = await totalFromCounter(page, /^Viser 24 av (\d+) produkter$/);
		expect(total).toBeGreaterThan(48);
		expect(total).toBeLessThanOrEqual(72);
		if (javaScriptEnabled) await waitForHydration(page);
		await page.getByRole("link", { name: "Vis flere" }).click();
		await expect(page.getByText(`Viser 48 av ${total} produkter`)).toBeVisible();
		await page.getByRole("link", { name: "Vis flere" }).click();
		await expect(page.getByText(`Viser ${total} av ${total} produkter`)).toBeVisible();
		await expect(productCards(page)).toHaveCount(total);
		await expect(page.getByRole("link", { name: "Vis flere" })).toHaveCount(0);
		if (javaScriptEnabled) {
			await expect(productCards(page).nth(48).getByRole("heading").getByRole("link")).toBeFocused();
			await expect(page).toHaveURL(/\/no\/kategorier\/godteri\?page=3$/);
		}
	});

	test("an unknown category answers 404 with the spec's heading and a way back, in both languages", async ({ page }) => {
		const sv = await page.goto("/kategorier/finns-inte");
		expect(sv?.status()).toBe(404);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kategori hittades inte");
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
		await page.getByRole("link", { name: "Tillbaka till kategorier" }).click();
		await expect(page).toHaveURL(/\/kategorier$/);

		const nb = await page.goto("/no/kategorier/finnes-ikke");
		expect(nb?.status()).toBe(404);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kategori ikke funnet");
		await expect(page.getByRole("link", { name: "Tilbake til kategorier" })).toHaveAttribute("href", "/no/kategorier");
	});
});

test.describe("brands list", () => {
	test("the Swedish intro links godis, läsk, chips, choklad and energidryck", async ({ page }) => {
		await page.goto("/varumarken");
		const intro = page.getByTestId("brands-intro");
		for (const [name, slug] of [
			["godis", "godis"],
			["läsk", "lask"],
			["chips", "chips"],
			["choklad", "choklad"],
			["energidryck", "energidryck"],
		]) {
			await expect(intro.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/kategorier/${slug}`);
		}
		await intro.getByRole("link", { name: "läsk", exact: true }).click();
		await expect(page).toHaveURL(/\/kategorier\/lask$/);
		await expect(page.getByRole("heading", { level: 1 })).toContainText("Läsk");
	});

	test("the Norwegian intro links godteri, brus, chips, sjokolade and energidrikk", async ({ page }) => {
		await page.goto("/no/merker");
		const intro = page.getByTestId("brands-intro");
		for (const slug of ["godteri", "brus", "chips", "sjokolade", "energidrikk"]) {
			await expect(intro.getByRole("link", { name: slug, exact: true })).toHaveAttribute("href", `/no/kategorier/${slug}`);
		}
		await intro.getByRole("link", { name: "energidrikk", exact: true }).click();
		await expect(page).toHaveURL(/\/no\/kategorier\/energidrikk$/);
		await expect(page.getByRole("heading", { level: 1 })).toContainText("Energidrikk");
	});
});

test.describe("brand page", () => {
	test("Swedish: cards with 'Läs mer' and 'Se produkt', load more, meta and structured data", async ({
		page,
		javaScriptEnabled,
	}) => {
		const response = await page.goto("/varumarken/marabou");
		expect(response?.status()).toBe(200);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marabou");
		await expect(page.getByRole("navigation", { name: "Brödsmulor" }).locator('[aria-current="page"]')).toHaveText("Marabou");
		await expect(readMoreLabel(page)).toHaveText("Läs mer");
		const total = await totalFromCounter(page, /^Visar 24 av (\d+) produkter$/);
		expect(total).toBeGreaterThan(24);

		const cards = productCards(page);
		await expect(cards).toHaveCount(24);
		for (const i of [0, 23]) {
			const card = cards.nth(i);
			const name = (await card.getByRole("heading").textContent()) ?? "";
			await expect(card.getByRole("link", { name: cardLink("Läs mer", name) })).toHaveAttribute("href", /^\/produkter\//);
			const retailer = card.getByRole("link", { name: cardLink("Se produkt", name) });
			await expect(retailer).toHaveAttribute("target", "_blank");
			await expect(retailer).toHaveAttribute("rel", "sponsored nofollow noopener");
		}

		const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
		expect(description.length).toBeGreaterThan(30);
		expect(description.length).toBeLessThanOrEqual(120);
		const blocks = await jsonLd(page);
		expect(ofType(blocks, "Brand")).toMatchObject({ name: "Marabou", url: `${site}/varumarken/marabou` });
		expect(ofType<{ itemListElement: unknown[] }>(blocks, "ItemList").itemListElement).toHaveLength(24);
		expect(ofType(blocks, "BreadcrumbList")).toMatchObject({
			itemListElement: [{ name: "Hem" }, { name: "Varumärken", item: `${site}/varumarken` }, { name: "Marabou" }],
		});
		expect(ofType<{ mainEntity: unknown[] }>(blocks, "FAQPage").mainEntity.length).toBeGreaterThanOrEqual(3);

		if (javaScriptEnabled) await waitForHydration(page);
		await page.getByRole("link", { name: "Visa fler" }).click();
		const shown = Math.min(48, total);
		await expect(page.getByText(`Visar ${shown} av ${total} produkter`)).toBeVisible();
		await expect(cards).toHaveCount(shown);
		await expect(cards.nth(shown - 1).getByRole("link", { name: cardLink("Se produkt") })).toHaveAttribute(
			"rel",
			"sponsored nofollow noopener",
		);
	});

	test("Norwegian brand page counts in Norwegian", async ({ page }) => {
		await page.goto("/no/merker/freia");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Freia");
		await expect(page.getByText(/^Viser \d+ av \d+ produkter$/)).toBeVisible();
		await expect(
			productCards(page)
				.first()
				.getByRole("link", { name: cardLink("Les mer") }),
		).toBeVisible();
		await expect(readMoreLabel(page)).toHaveText("Les mer");
	});

	test("an unknown brand answers 404 with 'Varumärke hittades inte' / 'Merke ikke funnet' and a back link", async ({ page }) => {
		const sv = await page.goto("/varumarken/finns-inte");
		expect(sv?.status()).toBe(404);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Varumärke hittades inte");
		await expect(page.getByRole("link", { name: "Tillbaka till varumärken" })).toHaveAttribute("href", "/varumarken");

		const nb = await page.goto("/no/merker/finnes-ikke");
		expect(nb?.status()).toBe(404);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merke ikke funnet");
		await page.getByRole("link", { name: "Tilbake til merker" }).click();
		await expect(page).toHaveURL(/\/no\/merker$/);
	});
});

test.describe("product page", () => {
	test("Swedish: breadcrumb, brand link, category chips, price, retailer button, related grid, structured data", async ({
		page,
	}) => {
		const response = await page.goto("/produkter/marabou-mjolkchoklad-200-g");
		expect(response?.status()).toBe(200);
		const name = "Marabou Mjölkchoklad 200 g";
		await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
		await expect(page).toHaveTitle(`${name} | Godisguiden`);

		const crumbs = page.getByRole("navigation", { name: "Brödsmulor" });
		await expect(crumbs.getByRole("listitem")).toHaveCount(3);
		await expect(crumbs.getByRole("link", { name: "Hem" })).toHaveAttribute("href", "/");
		await expect(crumbs.getByRole("link", { name: "Produkter" })).toHaveAttribute("href", "/produkter");
		await expect(crumbs.locator('[aria-current="page"]')).toHaveText(name);
		await expect(page.getByRole("link", { name: "Tillbaka till produkter" })).toHaveAttribute("href", "/produkter");
		await expect(page.getByRole("img", { name })).toBeVisible();

		await expect(page.getByTestId("product-brand").getByRole("link", { name: "Marabou" })).toHaveAttribute(
			"href",
			"/varumarken/marabou",
		);
		const chips = page.getByRole("list", { name: "Produktens kategorier" });
		await expect(chips.getByRole("link")).toHaveText(["Choklad", "Dubai-choklad"]);
		await expect(chips.getByRole("link", { name: "Choklad", exact: true })).toHaveAttribute("href", "/kategorier/choklad");
		await expect(chips).not.toContainText(/sortiment/i);

		const price = (await page.getByTestId("product-price").textContent()) ?? "";
		expect(price).toMatch(/^\d+,\d{2} SEK$/);

		const retailer = page.getByRole("link", { name: "Se produkt (Öppnas i en ny flik hos butiken)" });
		await expect(retailer).toHaveAttribute("target", "_blank");
		await expect(retailer).toHaveAttribute("rel", "sponsored nofollow noopener");
		await expect(retailer).toHaveAttribute("href", /^\/go\/\d+\?p=marabou-mjolkchoklad-200-g&l=sv$/);

		const related = page.getByRole("region", { name: "Relaterade produkter" });
		const relatedCount = await related.locator("article").count();
		expect(relatedCount).toBeGreaterThan(0);
		expect(relatedCount).toBeLessThanOrEqual(6);
		await expect(related.locator("ul").first()).toHaveClass(/grid-cols-2 .*sm:grid-cols-3 .*md:grid-cols-4 .*lg:grid-cols-6/);
		await expect(related).not.toContainText(name);

		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site}/produkter/marabou-mjolkchoklad-200-g`);
		await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${name} | Godisguiden`);
		await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\/godisguiden\.example\//);
		const product = ofType<{ name: string; brand: { name: string }; offers: Record<string, string> }>(
			await jsonLd(page),
			"Product",
		);
		expect(product.name).toBe(name);
		expect(product.brand.name).toBe("Marabou");
		expect(product.offers).toMatchObject({
			"@type": "AggregateOffer",
			priceCurrency: "SEK",
			availability: "https://schema.org/InStock",
		});
		expect(product.offers.lowPrice).toBe(price.replace(" SEK", "").replace(",", "."));
	});

	test("Norwegian: Norwegian trail, brand page, chips and NOK", async ({ page }) => {
		await page.goto("/no/produkter/marabou-mjolkchoklad-200-g");
		const crumbs = page.getByRole("navigation", { name: "Brødsmuler" });
		await expect(crumbs.getByRole("link", { name: "Hjem" })).toHaveAttribute("href", "/no");
		await expect(crumbs.getByRole("link", { name: "Produkter" })).toHaveAttribute("href", "/no/produkter");
		await expect(page.getByTestId("product-brand").getByRole("link", { name: "Marabou" })).toHaveAttribute(
			"href",
			"/no/merker/marabou",
		);
		const chips = page.getByRole("list", { name: "Produktets kategorier" });
		await expect(chips.getByRole("link", { name: "Sjokolade", exact: true })).toHaveAttribute("href", "/no/kategorier/sjokolade");
		await expect(page.getByTestId("product-price")).toHaveText(/^\d+,\d{2} NOK$/);
		await expect(page.getByRole("region", { name: "Relaterte produkter" })).toBeVisible();
		const product = ofType<{ offers: { priceCurrency: string } }>(await jsonLd(page), "Product");
		expect(product.offers.priceCurrency).toBe("NOK");
	});

	test("an unknown product slug leads to the product list of the same language", async ({ page }) => {
		await page.goto("/produkter/finns-inte");
		await expect(page).toHaveURL(/\/produkter$/);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Produkter");

		await page.goto("/no/produkter/finnes-ikke");
		await expect(page).toHaveURL(/\/no\/produkter$/);
		await expect(page.locator("html")).toHaveAttribute("lang", "nb");
	});
});
