import { expect, type Locator, type Page, test } from "@playwright/test";
import { logIn, openSection } from "./support/admin";
import { hydrated } from "./support/hydration";

const longText = (words: number) => Array.from({ length: words }, (_, i) => `ord${i}`).join(" ");
const metaDescription =
	"Allt om testgodis: vi jämför priser, smaker och butiker så att du hittar rätt godis online till bästa pris, varje vecka och utan krångel alls här.";

test("create manually: every validation message, then an article visible on the public site", async ({
	page,
	javaScriptEnabled,
}, info) => {
	await logIn(page);
	await openSection(page, "Innehåll");
	await page.getByRole("link", { name: "Skapa manuellt" }).click();
	await page.getByRole("button", { name: "Skapa artikel" }).click();
	for (const message of [
		"H1 måste vara minst 10 tecken",
		"Meta titel måste vara minst 10 tecken",
		"Meta beskrivning måste vara minst 140 tecken",
		"Innehåll måste vara minst 500 tecken",
	]) {
		await expect(page.getByText(message)).toBeVisible();
	}
	await page.getByLabel("H1").fill("x".repeat(61));
	await page.getByLabel("Slug").fill("Fel Slug!");
	await page.getByLabel("Meta titel").fill("t".repeat(61));
	await page.getByLabel("Meta beskrivning").fill("y".repeat(161));
	await page.getByRole("button", { name: "Skapa artikel" }).click();
	await expect(page.getByText("H1 får vara max 60 tecken")).toBeVisible();
	await expect(page.getByText("Meta titel får vara max 60 tecken")).toBeVisible();
	await expect(page.getByText("Meta beskrivning får vara max 160 tecken")).toBeVisible();
	await expect(page.getByText("Slug får bara innehålla små bokstäver, siffror och bindestreck")).toBeVisible();
	await page.getByLabel("Slug").fill("ab");
	await page.getByRole("button", { name: "Skapa artikel" }).click();
	await expect(page.getByText("Slug måste vara minst 3 tecken")).toBeVisible();

	const h1 = `Testartikel om godis ${info.project.name} ${Date.now() % 100000}`;
	await page.getByLabel("H1").fill(h1);
	// With JavaScript the slug follows the h1; without it an empty slug is derived on the server.
	await page.getByLabel("Slug").fill("");
	if (javaScriptEnabled) {
		await page.getByLabel("H1").fill(`${h1} `);
		await page.getByLabel("H1").fill(h1);
	}
	await page.getByLabel("Meta titel").fill("Testartikel om godis");
	await page.getByLabel("Meta beskrivning").fill(metaDescription);
	await page.getByLabel("Innehåll (markdown)").fill(`## Inledning\n\n${longText(120)} [Godis](/kategorier/godis)`);
	await page.getByLabel("Interna länkord (kommaseparerade)").fill("godis, , choklad ");
	await page.getByRole("button", { name: "Skapa artikel" }).click();
	await expect(page.getByTestId("flash")).toContainText("Artikel skapad!");
	await expect(page.getByTestId("flash")).toContainText("Artikeln är publicerad.");

	const slug = h1.toLowerCase().replace(/ /g, "-");
	// The same slug again in the same language is a field error, not a crash.
	await page.getByLabel("H1").fill(`${h1} igen`);
	await page.getByLabel("Slug").fill(slug);
	await page.getByLabel("Meta titel").fill("Testartikel om godis");
	await page.getByLabel("Meta beskrivning").fill(metaDescription);
	await page.getByLabel("Innehåll (markdown)").fill(longText(120));
	await page.getByRole("button", { name: "Skapa artikel" }).click();
	await expect(page.getByText("Det finns redan en artikel med den här sluggen på det språket.")).toBeVisible();

	const response = await page.goto(`/artiklar/${slug}`);
	expect(response?.status()).toBe(200);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
	await expect(page.locator("main .prose-content a[href='/kategorier/godis']")).toBeVisible();
});

test("AI-generate: no keywords is refused; keywords end on the new article", async ({ page, javaScriptEnabled }) => {
	test.setTimeout(60_000);
	await logIn(page);
	await openSection(page, "Innehåll");
	await page.getByRole("button", { name: "Generera artikel" }).click();
	await expect(page.getByRole("alert")).toContainText("Du måste lägga till minst 1 sökord.");
	await expect(page.getByRole("alert")).toContainText("Lägg till sökord");

	if (javaScriptEnabled) {
		const input = page.getByLabel("Sökord");
		await input.fill("lakrits");
		await input.press("Enter");
		await input.fill("salmiak");
		await page.getByRole("region", { name: "Artikelhantering" }).getByRole("button", { name: "Lägg till" }).click();
		await expect(page.getByRole("button", { name: "Ta bort salmiak" })).toBeVisible();
	} else {
		await page.getByLabel("Sökord").fill("lakrits, salmiak");
	}
	await page.getByRole("region", { name: "Artikelhantering" }).getByLabel("Språk").selectOption("nb");
	await page.getByRole("button", { name: "Generera artikel" }).click();
	await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
	await expect(page.getByText("Artikel genererad! ✨")).toBeVisible({ timeout: 30_000 });
	await expect(page).toHaveURL(/\/no\/artiklar\/[a-z0-9-]+$/, { timeout: 10_000 });
	await expect(page.locator("html")).toHaveAttribute("lang", "nb");
	await expect(page.getByRole("heading", { level: 1 })).toContainText(/lakrits/i);
});

/** The generate tab's keywords and language fields, and the keywords field's hint. */
async function generateTab(page: Page, javaScriptEnabled: boolean) {
	await logIn(page);
	await openSection(page, "Innehåll");
	// Enter in the keywords field makes a chip once the page is hydrated; before, it submits the form.
	if (javaScriptEnabled) await hydrated(page);
	const card = page.getByRole("region", { name: "Artikelhantering" });
	return {
		card,
		keywords: card.getByLabel("Sökord"),
		language: card.getByLabel("Språk"),
		hint: "Lägg till 2-5 sökord, separerade med kommatecken.",
	};
}

test.describe("keywords typed but not yet made chips", { tag: "@scripts-on" }, () => {
	/** The keywords each post of the generate form sent. */
	function postedKeywords(page: Page): string[] {
		const posted: string[] = [];
		page.on("request", (request) => {
			if (request.method() === "POST") posted.push(new URLSearchParams(request.postData() ?? "").get("keywords") ?? "");
		});
		return posted;
	}

	test("AI-generate: comma-separated keywords typed without Enter are the article's keywords", async ({ page }) => {
		const { card, keywords } = await generateTab(page, true);
		const posted = postedKeywords(page);
		await keywords.fill("lakrits, godis");
		await card.getByRole("button", { name: "Generera artikel" }).click();
		await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
		expect(posted).toEqual(["lakrits,godis"]);
	});

	test("AI-generate: typed keywords join the chips, each once, and the server still counts them", async ({ page }) => {
		const { card, keywords } = await generateTab(page, true);
		const posted = postedKeywords(page);
		// Enter splits the typed text on its commas, like the field without JavaScript.
		await keywords.fill("lakrits, salmiak, godis, choklad");
		await keywords.press("Enter");
		for (const keyword of ["lakrits", "salmiak", "godis", "choklad"]) {
			await expect(card.getByRole("button", { name: `Ta bort ${keyword}` })).toBeVisible();
		}
		await expect(keywords).toHaveValue("");
		await keywords.fill("godis, chips, läsk");
		await card.getByRole("button", { name: "Generera artikel" }).click();
		await expect(card.getByRole("alert")).toHaveText("Högst 5 sökord.");
		expect(posted).toEqual(["lakrits,salmiak,godis,choklad,chips,läsk"]);
	});
});

test("AI-generate: a keyword too long is said under the keywords in its own words, nothing asks to add one", async ({
	page,
	javaScriptEnabled,
}) => {
	const { card, keywords, language, hint } = await generateTab(page, javaScriptEnabled);
	const long = `lakrits ${"s".repeat(80)}`;
	await keywords.fill(long);
	if (javaScriptEnabled) await keywords.press("Enter");
	await card.getByRole("button", { name: "Generera artikel" }).click();
	const tooLong = `Ett sökord får vara max 80 tecken: "${long.slice(0, 40)}…"`;
	await expect(card.getByRole("alert")).toHaveText(tooLong);
	await expect(keywords).toHaveAccessibleDescription(`${hint} ${tooLong}`);
	await expect(language).toHaveAccessibleDescription("");
	await expect(card).not.toContainText("Lägg till sökord");
	await expect(page).toHaveURL(/\/admin\/innehall/);
	// What was typed comes back to be corrected: in the field without JavaScript, as a chip with it.
	if (javaScriptEnabled) await expect(card.getByRole("button", { name: `Ta bort ${long}` })).toBeVisible();
	else await expect(keywords).toHaveValue(long);
});

test("AI-generate: a language that is neither is said under the language, not under the keywords", async ({
	page,
	javaScriptEnabled,
}) => {
	const { card, keywords, language, hint } = await generateTab(page, javaScriptEnabled);
	// The post as a form from an older page, or one made by hand, would send it.
	let rewritten = false;
	await page.route("**/admin/innehall*", async (route) => {
		if (rewritten || route.request().method() !== "POST") return route.continue();
		rewritten = true;
		const body = new URLSearchParams(route.request().postData() ?? "");
		body.set("locale", "de");
		await route.continue({ postData: body.toString() });
	});
	await keywords.fill("lakrits");
	if (javaScriptEnabled) await keywords.press("Enter");
	await card.getByRole("button", { name: "Generera artikel" }).click();
	await expect(language).toHaveAccessibleDescription("Välj svenska eller norska.");
	await expect(keywords).toHaveAccessibleDescription(hint);
	await expect(card).not.toContainText("Lägg till sökord");
	expect(rewritten).toBe(true);
	await expect(page).toHaveURL(/\/admin\/innehall/);
});

/** The articles card's form that posts `intent`. */
const formOf = (card: Locator, intent: string) => card.locator(`form:has(input[name="intent"][value="${intent}"])`);

test("a refused post to /admin, where the content forms posted before the sections, shows its errors on the content section", async ({
	page,
	javaScriptEnabled,
}) => {
	const { card, keywords, language, hint } = await generateTab(page, javaScriptEnabled);
	// A page opened before the admin had sections posts its forms to /admin (its index route).
	const posted: string[] = [];
	page.on("request", (request) => {
		if (request.method() === "POST") posted.push(new URL(request.url()).pathname);
	});
	const long = `lakrits ${"s".repeat(80)}`;
	await keywords.fill(long);
	if (javaScriptEnabled) await keywords.press("Enter");
	await language.selectOption("nb");
	await formOf(card, "generate-article").evaluate((form) => form.setAttribute("action", "/admin?index"));
	await card.getByRole("button", { name: "Generera artikel" }).click();
	const tooLong = `Ett sökord får vara max 80 tecken: "${long.slice(0, 40)}…"`;
	await expect(page).toHaveURL(/\/admin\/innehall\?tab=generate/);
	await expect(card.getByRole("alert")).toHaveText(tooLong);
	await expect(keywords).toHaveAccessibleDescription(`${hint} ${tooLong}`);
	expect(posted[0]).toMatch(/^\/admin(\.data)?$/);
	// What was typed comes back to be corrected, as on the section itself.
	if (javaScriptEnabled) await expect(card.getByRole("button", { name: `Ta bort ${long}` })).toBeVisible();
	else await expect(keywords).toHaveValue(long);
});

test("a create post to /admin that the server refuses shows its errors and what was typed on the create tab", async ({
	page,
}) => {
	await logIn(page);
	await openSection(page, "Innehåll");
	await page.getByRole("link", { name: "Skapa manuellt" }).click();
	const card = page.getByRole("region", { name: "Artikelhantering" });
	// Valid for the form's own checks (with JavaScript, conform stops a post it can refuse itself):
	// only the server knows the slug is taken, by the article the demo catalogue has.
	const list = await (await page.request.get("/artiklar")).text();
	const taken = /href="\/artiklar\/([a-z0-9-]+)"/.exec(list)?.[1];
	expect(taken).toBeTruthy();
	await page.getByLabel("H1").fill("En artikel med en upptagen slug");
	await page.getByLabel("Slug").fill(taken ?? "");
	await page.getByLabel("Meta titel").fill("En artikel med en upptagen slug");
	await page.getByLabel("Meta beskrivning").fill(metaDescription);
	await page.getByLabel("Innehåll (markdown)").fill(longText(120));
	await formOf(card, "create-article").evaluate((form) => form.setAttribute("action", "/admin?index"));
	await page.getByRole("button", { name: "Skapa artikel" }).click();
	await expect(page).toHaveURL(/\/admin\/innehall\?tab=create/);
	await expect(page.getByText("Det finns redan en artikel med den här sluggen på det språket.")).toBeVisible();
	await expect(page.getByLabel("H1")).toHaveValue("En artikel med en upptagen slug");
});

test("delete asks for confirmation, then the article is gone", async ({ page }, info) => {
	await logIn(page);
	await openSection(page, "Innehåll");
	// An article of this test's own, so the projects never delete each other's.
	await page.getByRole("link", { name: "Skapa manuellt" }).click();
	const h1 = `Raderas snart ${info.project.name} ${Date.now() % 100000}`;
	await page.getByLabel("H1").fill(h1);
	await page.getByLabel("Slug").fill(h1.toLowerCase().replace(/ /g, "-"));
	await page.getByLabel("Meta titel").fill("Raderas snart test");
	await page.getByLabel("Meta beskrivning").fill(metaDescription);
	await page.getByLabel("Innehåll (markdown)").fill(longText(120));
	await page.getByLabel("Status").selectOption("draft");
	await page.getByRole("button", { name: "Skapa artikel" }).click();
	await expect(page.getByTestId("flash")).toContainText("Artikeln sparades som utkast.");

	await page.getByRole("link", { name: "Hantera artiklar" }).click();
	const row = page.getByTestId("article-list").locator("li", { hasText: h1 });
	await row.getByRole("link", { name: "Radera" }).click();
	await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Är du säker på att du vill radera artikeln "${h1}"?`);
	await page.getByRole("button", { name: "Ja, radera" }).click();
	await expect(page.getByTestId("flash")).toHaveText("Artikel raderad");
	await expect(page.getByTestId("article-list").locator("li", { hasText: h1 })).toHaveCount(0);
});
