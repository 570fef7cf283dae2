// Discovery screens: home, the live search box, the products list, the search page and the
// suggestions endpoint. Tests outside a `javaScriptEnabled` block run in both projects (JS on
// and off). Suggestions exist only with JavaScript, so their block forces it on in both
// projects; the plain-form block forces it off, so each behaviour is checked where it exists.
import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

const cards = (page: Page) => page.locator("main article");

test.describe("home", () => {
	test("Swedish home: hero, search box, popular sections, SEO text, three benefits and the closing call to action", async ({
		page,
	}) => {
		const response = await page.goto("/");
		expect(response?.status()).toBe(200);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hitta Rätt Godis Online - Din Kompletta Guide");
		await expect(page.getByRole("link", { name: "Utforska kategorier" })).toHaveAttribute("href", "/kategorier");
		await expect(page.getByRole("link", { name: "Se alla varumärken" })).toHaveAttribute("href", "/varumarken");
		await expect(page.getByRole("main").getByRole("combobox", { name: "Sök produkter" })).toBeVisible();

		await expect(page.getByRole("heading", { name: "Populära produkter" })).toBeVisible();
		await expect(page.locator("#popular-products ~ ul li")).toHaveCount(8);
		await expect(page.locator('section[aria-labelledby="popular-categories"] ul li')).toHaveCount(8);
		await expect(page.locator('section[aria-labelledby="popular-brands"] ul li')).toHaveCount(12);
		await expect(page.getByTestId("home-seo-text").getByRole("heading", { level: 2 }).first()).toBeVisible();

		await expect(page.getByRole("heading", { name: "Varför välja Godisguiden?" })).toBeVisible();
		const benefits = page.getByTestId("benefit-card");
		await expect(benefits).toHaveCount(3);
		await expect(benefits.getByRole("heading")).toHaveText(["Jämför priser", "Stort utbud", "Guider du kan lita på"]);

		await expect(page.getByRole("heading", { name: "Redo att hitta ditt favoritgodis?" })).toBeVisible();
		await expect(page.getByRole("link", { name: "Se alla kategorier" })).toHaveAttribute("href", "/kategorier");
		// Server HTML is complete: no skeletons on a first load.
		await expect(page.getByTestId("product-skeletons")).toHaveCount(0);
	});

	test("Norwegian home at /no has the same sections in Norwegian", async ({ page }) => {
		await page.goto("/no");
		await expect(page.locator("html")).toHaveAttribute("lang", "nb");
		await expect(page.getByRole("main").getByRole("combobox", { name: "Søk i produkter" })).toBeVisible();
		await expect(page.locator("#popular-products ~ ul li")).toHaveCount(8);
		await expect(page.locator('section[aria-labelledby="popular-categories"] ul li')).toHaveCount(8);
		await expect(page.locator('section[aria-labelledby="popular-brands"] ul li')).toHaveCount(12);
		await expect(page.getByRole("heading", { name: "Hvorfor velge Godisguiden?" })).toBeVisible();
		await expect(page.getByTestId("benefit-card").getByRole("heading")).toHaveText([
			"Sammenlign priser",
			"Stort utvalg",
			"Guider du kan stole på",
		]);
		await expect(page.getByRole("heading", { name: "Klar til å finne favorittgodteriet ditt?" })).toBeVisible();
		await expect(page.getByRole("link", { name: "Se alle kategorier" })).toHaveAttribute("href", "/no/kategorier");
	});
});

test.describe("live search suggestions (JavaScript)", { tag: "@scripts-on" }, () => {
	test.use({ javaScriptEnabled: true });

	test("typing shows 'Söker...' and then four suggestions", async ({ page }) => {
		// A slow network, so the loading state is there long enough to be seen.
		await page.route(
			(url) => url.pathname === "/api/suggestions",
			async (route) => {
				await new Promise((resolve) => setTimeout(resolve, 600));
				await route.continue();
			},
		);
		await page.goto("/");
		const box = page.getByRole("main").getByRole("combobox", { name: "Sök produkter" });
		await box.fill("marabou");
		await expect(page.getByText("Söker...")).toBeVisible();
		// Four products, and the pages the query names (the brand) below them.
		const options = page.getByRole("main").getByRole("listbox", { name: "Förslag" }).getByRole("option");
		const products = options.and(page.locator('[href^="/produkter/"]'));
		await expect(products).toHaveCount(4);
		await expect(box).toHaveAttribute("aria-expanded", "true");
		for (const option of await options.all()) await expect(option).toContainText(/marabou/i);
		await expect(page.getByText("Söker...")).toHaveCount(0);
	});

	test("ArrowDown/ArrowUp move the highlight and Enter opens the highlighted product", async ({ page }) => {
		await page.goto("/");
		const box = page.getByRole("main").getByRole("combobox", { name: "Sök produkter" });
		await box.fill("marabou");
		const options = page.getByRole("main").getByRole("option");
		// Four products, then the brand page the query names.
		await expect(options.and(page.locator('[href^="/produkter/"]'))).toHaveCount(4);
		await expect(options.last()).toHaveAttribute("href", "/varumarken/marabou");
		await box.press("ArrowDown");
		await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
		await box.press("ArrowUp");
		await expect(options.last()).toHaveAttribute("aria-selected", "true");
		await box.press("ArrowDown");
		await box.press("ArrowDown");
		const second = options.nth(1);
		await expect(second).toHaveAttribute("aria-selected", "true");
		await expect(box).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id")) ?? "");
		const target = (await second.getAttribute("href")) ?? "";
		const name = (await second.locator("span span").first().textContent()) ?? "";
		expect(target).toMatch(/^\/produkter\//);
		await box.press("Enter");
		await expect(page).toHaveURL(target);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
		await expect(page.getByRole("main").getByRole("listbox")).toBeHidden();
	});

	test("Escape closes the list; blur closes it; Enter without a highlight searches", async ({ page }) => {
		await page.goto("/");
		const box = page.getByRole("main").getByRole("combobox", { name: "Sök produkter" });
		await box.fill("daim");
		await expect(page.getByRole("main").getByRole("option").first()).toBeVisible();
		await box.press("Escape");
		await expect(page.getByRole("main").getByRole("listbox")).toBeHidden();
		await expect(box).toHaveAttribute("aria-expanded", "false");

		await box.fill("daim mini");
		await expect(page.getByRole("main").getByRole("option").first()).toBeVisible();
		await page.getByRole("heading", { level: 1 }).click();
		await expect(page.getByRole("main").getByRole("listbox")).toBeHidden();

		await box.fill("  daim  ");
		await box.press("Enter");
		await expect(page).toHaveURL(/\/sok\?q=daim$/);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText('Sökresultat för "daim"');
	});

	test("a click on a suggestion opens the product", async ({ page }) => {
		await page.goto("/no");
		const box = page.getByRole("main").getByRole("combobox", { name: "Søk i produkter" });
		await box.fill("freia");
		const first = page.getByRole("main").getByRole("option").first();
		await expect(first).toBeVisible();
		const target = (await first.getAttribute("href")) ?? "";
		expect(target).toMatch(/^\/no\/produkter\//);
		await first.click();
		await expect(page).toHaveURL(target);
	});

	test("nonsense gives 'Inga resultater' (sv) and 'Ingen resultater' (nb)", async ({ page }) => {
		await page.goto("/");
		await page.getByRole("main").getByRole("combobox", { name: "Sök produkter" }).fill("qqzzxx");
		await expect(page.getByText("Inga resultater")).toBeVisible();
		await expect(page.getByRole("main").getByRole("option")).toHaveCount(0);

		await page.goto("/no");
		await page.getByRole("main").getByRole("combobox", { name: "Søk i produkter" }).fill("qqzzxx");
		await expect(page.getByText("Ingen resultater")).toBeVisible();
	});

	test("blank text is never submitted", async ({ page }) => {
		await page.goto("/");
		const box = page.getByRole("main").getByRole("combobox", { name: "Sök produkter" });
		await box.fill("   ");
		await box.press("Enter");
		await page.waitForTimeout(300);
		await expect(page).toHaveURL(/\/$/);
	});

	test("the products page suggests from 2 characters, shows prices and submits only 2+ characters", async ({ page }) => {
		await page.goto("/produkter");
		const box = page.getByRole("main").getByRole("combobox", { name: "Sök bland produkterna" });
		await box.fill("d");
		await page.waitForTimeout(400);
		await expect(page.getByText("Söker...")).toHaveCount(0);
		// The suggestions' options (the page's sort <select> has options of its own).
		const options = page.getByRole("main").getByRole("listbox", { name: "Förslag" }).getByRole("option");
		await expect(options).toHaveCount(0);
		await box.press("Enter");
		await page.waitForTimeout(300);
		await expect(page).toHaveURL(/\/produkter$/);

		await box.fill("daim");
		await expect(options.and(page.locator('[href^="/produkter/"]'))).toHaveCount(4);
		await expect(options.first()).toContainText(/\d+,\d{2} SEK/);
		await box.press("Enter");
		await expect(page).toHaveURL(/\/sok\?q=daim$/);
	});

	test("eight skeleton cards show while the next search page loads", async ({ page }) => {
		await page.goto("/sok?q=choklad");
		// Clicked before hydration, "Nästa" would be a plain page load with nothing to hold up.
		await hydrated(page);
		let release: () => void = () => {};
		const held = new Promise<void>((resolve) => {
			release = resolve;
		});
		await page.route(
			(url) => url.pathname === "/sok.data",
			async (route) => {
				await held;
				await route.continue();
			},
		);
		await page.getByRole("link", { name: "Nästa" }).click();
		const skeletons = page.getByTestId("product-skeletons");
		await expect(skeletons.locator("li")).toHaveCount(8);
		release();
		await expect(page.getByText(/Sida 2 av \d+/)).toBeVisible();
		await expect(skeletons).toHaveCount(0);
		await expect(cards(page)).toHaveCount(24);
	});
});

test.describe("the header's search box (JavaScript)", { tag: "@scripts-on" }, () => {
	test.use({ javaScriptEnabled: true });

	test("suggests as the home box does, and the keyboard opens a product", async ({ page }) => {
		await page.goto("/kategorier");
		const box = page.getByRole("banner").getByRole("combobox", { name: "Sök produkter" });
		await box.fill("marabou");
		const options = page.getByRole("banner").getByRole("listbox", { name: "Förslag" }).getByRole("option");
		await expect(options.and(page.locator('[href^="/produkter/"]'))).toHaveCount(4);
		for (const option of await options.all()) await expect(option).toContainText(/marabou/i);
		await box.press("ArrowDown");
		await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
		const target = (await options.nth(0).getAttribute("href")) ?? "";
		expect(target).toMatch(/^\/produkter\//);
		await box.press("Enter");
		await expect(page).toHaveURL(target);
	});

	test("the search page's own box suggests too, starting from the query", async ({ page }) => {
		await page.goto("/sok?q=choklad");
		const box = page.getByRole("main").getByRole("combobox", { name: "Sök produkter" });
		await expect(box).toHaveValue("choklad");
		await box.fill("daim");
		const options = page.getByRole("main").getByRole("listbox", { name: "Förslag" }).getByRole("option");
		await expect(options.first()).toBeVisible();
		for (const option of await options.all()) await expect(option).toContainText(/daim/i);
		await box.press("Enter");
		await expect(page).toHaveURL(/\/sok\?q=daim$/);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText('Sökresultat för "daim"');
	});

	test("suggests Norwegian products on Norwegian pages", async ({ page }) => {
		await page.goto("/no/kategorier");
		await page.getByRole("banner").getByRole("combobox", { name: "Søk i produkter" }).fill("freia");
		const options = page.getByRole("banner").getByRole("option");
		await expect(options.first()).toBeVisible();
		// Norwegian products first, then the Norwegian brand page.
		await expect(options.first()).toHaveAttribute("href", /^\/no\/produkter\//);
		for (const option of await options.all())
			expect(await option.getAttribute("href")).toMatch(/^\/no\/(produkter|merker|kategorier)\//);
	});
});

test.describe("search boxes without JavaScript", { tag: "@scripts-off" }, () => {
	test.use({ javaScriptEnabled: false });

	test("the header's search box is a form to /sok?q=…", async ({ page }) => {
		await page.goto("/kategorier");
		const box = page.getByRole("banner").getByRole("combobox", { name: "Sök produkter" });
		await box.fill("daim");
		await box.press("Enter");
		await expect(page).toHaveURL(/\/sok\?q=daim$/);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText('Sökresultat för "daim"');
	});

	test("the search page's box is a form to /sok?q=… that starts from the query", async ({ page }) => {
		await page.goto("/no/sok?q=sjokolade");
		const box = page.getByRole("main").getByRole("combobox", { name: "Søk i produkter" });
		await expect(box).toHaveValue("sjokolade");
		await box.fill("freia");
		await box.press("Enter");
		await expect(page).toHaveURL(/\/no\/sok\?q=freia$/);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText('Søk etter "freia"');
	});

	test("the home search box is a form to /sok?q=…", async ({ page }) => {
		await page.goto("/");
		await page.getByRole("main").getByRole("combobox", { name: "Sök produkter" }).fill("lakrits");
		await page.getByRole("main").getByRole("combobox", { name: "Sök produkter" }).press("Enter");
		await expect(page).toHaveURL(/\/sok\?q=lakrits$/);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText('Sökresultat för "lakrits"');
	});

	test("the Norwegian products page's search box submits to /no/sok", async ({ page }) => {
		await page.goto("/no/produkter");
		await page.getByRole("main").getByRole("combobox", { name: "Søk blant produktene" }).fill("sjokolade");
		await page.getByRole("button", { name: "Søk", exact: true }).last().click();
		await expect(page).toHaveURL(/\/no\/sok\?q=sjokolade$/);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText('Søk etter "sjokolade"');
	});
});

test.describe("products list", () => {
	test("pages through the products 24 at a time with 'Sida X av Y'", async ({ page }) => {
		await page.goto("/produkter");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("Produkter");
		await expect(cards(page)).toHaveCount(24);
		const pager = page.getByText(/^Sida 1 av \d+$/);
		await expect(pager).toBeVisible();
		const pages = Number((await pager.textContent())?.match(/av (\d+)/)?.[1]);
		expect(pages).toBeGreaterThan(1);
		const firstOnPageOne = await cards(page).first().getByRole("heading").textContent();

		await page.getByRole("link", { name: "Nästa" }).click();
		await expect(page).toHaveURL(/\/produkter\?page=2$/);
		await expect(page.getByText(`Sida 2 av ${pages}`)).toBeVisible();
		await expect(cards(page)).toHaveCount(24);
		await expect(cards(page).first().getByRole("heading")).not.toHaveText(firstOnPageOne ?? "");

		await page.getByRole("link", { name: "Föregående" }).click();
		await expect(page.getByText(`Sida 1 av ${pages}`)).toBeVisible();
	});

	test("Norwegian list, and bad or too large page numbers answer 200", async ({ page }) => {
		await page.goto("/no/produkter");
		await expect(page.getByText(/^Side 1 av \d+$/)).toBeVisible();
		expect((await page.goto("/produkter?page=abc"))?.status()).toBe(200);
		await expect(page.getByText(/^Sida 1 av \d+$/)).toBeVisible();
		expect((await page.goto("/produkter?page=-3"))?.status()).toBe(200);
		await expect(page.getByText(/^Sida 1 av \d+$/)).toBeVisible();
		// Past the end: the last page.
		expect((await page.goto("/produkter?page=9999"))?.status()).toBe(200);
		await expect(page.getByText(/^Sida (\d+) av \1$/)).toBeVisible();
		await expect(cards(page).first()).toBeVisible();
	});
});

test.describe("search page", () => {
	test("shows the heading, 'Visar X av Y träffar', cards with both links and 'Sida 1 av N'", async ({ page }) => {
		await page.goto("/sok?q=choklad");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText('Sökresultat för "choklad"');
		await expect(page.getByText(/^Visar 24 av \d+ träffar$/)).toBeVisible();
		await expect(cards(page)).toHaveCount(24);
		const card = cards(page).first();
		await expect(card.getByRole("link", { name: /^Läs mer/ })).toHaveAttribute("href", /^\/produkter\//);
		const retailer = card.getByRole("link", { name: /^Se produkt/ });
		await expect(retailer).toHaveAttribute("target", "_blank");
		await expect(retailer).toHaveAttribute("rel", /sponsored/);
		await expect(retailer).toHaveAttribute("rel", /nofollow/);
		await expect(page.getByText(/^Sida 1 av \d+$/)).toBeVisible();

		await page.getByRole("link", { name: "Nästa" }).click();
		await expect(page).toHaveURL(/\/sok\?q=choklad&page=2$/);
		await expect(page.getByText(/^Sida 2 av \d+$/)).toBeVisible();
	});

	test("Norwegian texts", async ({ page }) => {
		await page.goto("/no/sok?q=sjokolade");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText('Søk etter "sjokolade"');
		await expect(page.getByText(/^Viser \d+ av \d+ treff$/)).toBeVisible();
		await page.goto("/no/sok?q=qqzzxx");
		await expect(page.getByText("Ingen produkter funnet")).toBeVisible();
		await expect(page.getByText("Prøv et annet søkeord")).toBeVisible();
	});

	test("the query is trimmed; '%' and '_' are searched literally", async ({ page }) => {
		await page.goto("/sok?q=%20%20choklad%20%20");
		await expect(page.getByRole("heading", { level: 1 })).toHaveText('Sökresultat för "choklad"');
		for (const wildcard of ["%25%25", "__"]) {
			await page.goto(`/sok?q=${wildcard}`);
			await expect(page.getByText("Inga produkter hittades")).toBeVisible();
			await expect(page.getByText("Prova ett annat sökord.")).toBeVisible();
			await expect(cards(page)).toHaveCount(0);
		}
	});

	test("a query shorter than 2 characters gives the empty state", async ({ page }) => {
		await page.goto("/sok?q=a");
		await expect(page.getByText("Inga produkter hittades")).toBeVisible();
		await expect(page.getByText("Skriv minst 2 tecken för att söka.")).toBeVisible();
		await expect(cards(page)).toHaveCount(0);
	});

	test("bad page numbers answer 200 with page 1; past the end shows the last page", async ({ page }) => {
		for (const bad of ["-3", "abc", "0", "1e9x"]) {
			const response = await page.goto(`/sok?q=choklad&page=${bad}`);
			expect(response?.status()).toBe(200);
			await expect(page.getByText(/^Sida 1 av \d+$/)).toBeVisible();
		}
		expect((await page.goto("/sok?q=choklad&page=9999"))?.status()).toBe(200);
		await expect(page.getByText(/^Sida (\d+) av \1$/)).toBeVisible();
		await expect(cards(page).first()).toBeVisible();
	});
});

test.describe("suggestions endpoint", () => {
	test("answers cached JSON for the page's language, four at most, and nothing for short or wildcard text", async ({
		request,
	}) => {
		const sv = await request.get("/api/suggestions?q=marabou&locale=sv&limit=4");
		expect(sv.status()).toBe(200);
		expect(sv.headers()["cache-control"]).toBe("public, max-age=60, s-maxage=60, stale-while-revalidate=300");
		const { suggestions } = (await sv.json()) as { suggestions: { name: string; href: string; currency: string }[] };
		expect(suggestions).toHaveLength(4);
		for (const s of suggestions) {
			expect(s.href).toMatch(/^\/produkter\//);
			expect(s.currency).toBe("SEK");
			expect(Object.keys(s).sort()).toEqual(["brand", "currency", "href", "imageUrl", "name", "price", "slug"]);
		}

		const nb = (await (await request.get("/api/suggestions?q=freia&locale=nb")).json()) as {
			suggestions: { href: string }[];
		};
		expect(nb.suggestions.length).toBeGreaterThan(0);
		for (const s of nb.suggestions) expect(s.href).toMatch(/^\/no\/produkter\//);

		for (const q of ["a", "%20a%20", "%25%25", "__"]) {
			const empty = await request.get(`/api/suggestions?q=${q}&locale=sv`);
			expect(empty.status()).toBe(200);
			expect(await empty.json()).toEqual({ suggestions: [], pages: [] });
		}
	});
});
