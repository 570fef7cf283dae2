// The operator's desk, with JavaScript and without: an article written as a draft is edited (the
// create form's exact messages), previewed and published; a brand's SEO run leaves a draft that is
// previewed and diffed before it is published, and restoring the text before it puts that back on
// the public page. axe checks each admin page on the way (the accessibility spec's rules).
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { logIn, openSection } from "./support/admin";
import { seriousAxeViolations } from "./support/axe";

const body = (words: number, word: string) => Array.from({ length: words }, (_, i) => `${word}${i}`).join(" ");
const metaDescription =
	"Allt om skrivbordsgodis: vi jämför priser, smaker och butiker så att du hittar rätt godis online till bästa pris, varje vecka och utan krångel alls.";

/** At a phone's width (390 px) the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
	const size = page.viewportSize();
	await page.setViewportSize({ width: 390, height: 844 });
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
	expect(overflow, page.url()).toBeLessThanOrEqual(0);
	if (size) await page.setViewportSize(size);
}

/**
 * No serious or critical axe violation on the page at `path`. Without JavaScript axe cannot run in
 * the page, so the same server HTML is checked in a context that runs no script file of the page.
 */
async function expectAxeClean(page: Page, javaScriptEnabled: boolean) {
	let checked = page;
	let context: BrowserContext | null = null;
	if (!javaScriptEnabled) {
		const browser = page.context().browser();
		if (!browser) throw new Error("no browser");
		context = await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: true });
		await context.addCookies(await page.context().cookies());
		await context.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.fallback()));
		checked = await context.newPage();
		await checked.goto(page.url());
	}
	const serious = await seriousAxeViolations(checked);
	await context?.close();
	expect(serious, `${page.url()}\n${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

test("a draft article is edited with the create form's messages, previewed and published", async ({
	page,
	javaScriptEnabled,
}, info) => {
	await logIn(page);
	await openSection(page, "Innehåll");
	const h1 = `Skrivbordsartikel ${info.project.name} ${Date.now() % 100000}`;
	await page.getByRole("link", { name: "Skapa manuellt" }).click();
	await page.getByLabel("H1").fill(h1);
	await page.getByLabel("Meta titel").fill("Skrivbordsartikel om godis");
	await page.getByLabel("Meta beskrivning").fill(metaDescription);
	await page.getByLabel("Innehåll (markdown)").fill(`## Inledning\n\n${body(120, "först")}`);
	await page.getByLabel("Status").selectOption("draft");
	await page.getByRole("button", { name: "Skapa artikel" }).click();
	await expect(page.getByTestId("flash")).toContainText("Artikeln sparades som utkast.");

	// The manage tab, filtered to Swedish drafts, shows its state and opens it for editing.
	await page.goto("/admin/innehall?tab=manage&locale=sv&status=draft");
	const line = page.getByTestId("article-list").getByRole("listitem").filter({ hasText: h1 });
	await expect(line).toContainText("Utkast");
	await line.getByRole("link", { name: "Redigera" }).click();
	await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Redigera artikel: ${h1}`);
	await expect(page.getByTestId("article-state")).toHaveText("Status: Utkast");
	await expect(page.getByText("Har aldrig publicerats")).toBeVisible();
	await expect(page.getByLabel("H1")).toHaveValue(h1);
	await expectAxeClean(page, javaScriptEnabled);

	// The create form's validation, word for word.
	await page.getByLabel("H1").fill("Kort");
	await page.getByLabel("Meta beskrivning").fill("För kort.");
	await page.getByLabel("Innehåll (markdown)").fill("Alldeles för lite.");
	await page.getByRole("button", { name: "Spara ändringarna" }).click();
	for (const message of [
		"H1 måste vara minst 10 tecken",
		"Meta beskrivning måste vara minst 140 tecken",
		"Innehåll måste vara minst 500 tecken",
	]) {
		await expect(page.getByText(message)).toBeVisible();
	}
	await page.getByLabel("H1").fill(`${h1} ny`);
	await page.getByLabel("Meta beskrivning").fill(metaDescription);
	await page.getByLabel("Innehåll (markdown)").fill(`## Ändrad inledning\n\n${body(120, "sedan")}`);
	await page.getByRole("button", { name: "Spara ändringarna" }).click();
	await expect(page.getByTestId("flash")).toContainText("Artikeln är sparad");
	await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Redigera artikel: ${h1} ny`);
	await expect(page.getByTestId("article-state")).toHaveText("Status: Utkast");

	await page.getByRole("link", { name: "Förhandsvisa" }).click();
	await expect(page.getByTestId("preview-banner")).toContainText("Förhandsvisning av artikeln som den är sparad (Utkast).");
	await expect(page.getByTestId("preview").getByRole("heading", { level: 1 })).toHaveText(`${h1} ny`);
	await expect(page.getByTestId("preview")).toContainText("sedan119");
	await page.goBack();

	await page.getByRole("button", { name: "Publicera" }).click();
	await expect(page.getByTestId("flash")).toContainText("Artikeln är publicerad");
	await expect(page.getByTestId("article-state")).toHaveText("Status: Publicerad");
	await expect(page.getByText(/Publicerad första gången \d{2} \p{L}+ \d{4} \d{2}:\d{2}/u)).toBeVisible();
	await page.getByRole("link", { name: "Öppna den publika sidan" }).click();
	await expect(page.locator("main h1")).toHaveText(`${h1} ny`);
	await expect(page.locator("main")).toContainText("sedan0");
});

test("a brand's SEO draft is previewed and published, and the text before it restored on the public page", async ({
	page,
	javaScriptEnabled,
}) => {
	test.setTimeout(60_000);
	// A brand per project, which no other spec reads (the e2e server is shared).
	const brand = javaScriptEnabled
		? { name: "Lindt", slug: "lindt", handWritten: "Rodolphe Lindt uppfann 1879" }
		: { name: "Toblerone", slug: "toblerone", handWritten: "Toblerone skapades 1908" };
	const generated = `Om ${brand.name} hos Godisguiden`;
	await logIn(page);
	await openSection(page, "SEO-texter");
	const card = page.getByRole("region", { name: "SEO för varumärken" });
	await card.getByLabel(`${brand.name} (sv)`, { exact: true }).check();
	await card.getByRole("button", { name: "Generera SEO för valda varumärken" }).click();
	await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
	await expect(page.getByTestId("job-summary")).toContainText("SEO-innehåll genererat för 1 varumärke", { timeout: 20_000 });
	await expect(page.getByTestId("job-timing")).toContainText(/Startade: .* · Klart: .* · Tog \d+ s/);
	const texts = page.getByTestId("job-texts");
	await expect(texts.getByRole("listitem")).toHaveCount(2);
	await expectAxeClean(page, javaScriptEnabled);

	// Nothing is live yet: the public page keeps its hand-written text.
	const publicPage = `/varumarken/${brand.slug}`;
	const seoText = texts.getByRole("listitem").filter({ hasText: "SEO-text" });
	const previewLink = seoText.getByRole("link", { name: "Förhandsvisa" });
	const preview = (await previewLink.getAttribute("href")) as string;
	const diff = (await seoText.getByRole("link", { name: "Jämför" }).getAttribute("href")) as string;
	await page.goto(publicPage);
	// The long text sits in a closed "Läs mer": its words are in the page, not shown.
	await expect(page.locator("main")).toContainText(brand.handWritten);
	await expect(page.locator("main")).not.toContainText(generated);

	await page.goto(preview);
	await expect(page.getByTestId("preview-banner")).toContainText("Besökare ser inte den här sidan.");
	await expect(page.getByTestId("preview").getByRole("heading", { name: generated })).toBeVisible();
	await expectAxeClean(page, javaScriptEnabled);

	await page.goto(diff);
	await expect(page.getByTestId("diff-counts")).toContainText(/\d+ ord tillagda, 0 ord borttagna/);
	await expect(page.getByTestId("diff").locator("ins").first()).toBeVisible();
	await expectAxeClean(page, javaScriptEnabled);
	await expectNoSidewaysScroll(page);
	await page.getByRole("button", { name: "Publicera" }).click();
	await expect(page.getByTestId("flash")).toContainText("Utkastet är publicerat");

	await page.goto(publicPage);
	await expect(page.locator("main")).toContainText(generated);
	await expect(page.locator("main")).not.toContainText(brand.handWritten);

	// The text before it (the page had no SEO text: its hand-written body showed) is restored from the history.
	await page.goto(diff);
	await page.getByRole("link", { name: "Historik" }).click();
	await expect(page.getByTestId("history").getByRole("listitem")).toHaveCount(2);
	await expectAxeClean(page, javaScriptEnabled);
	await expectNoSidewaysScroll(page);
	const before = page.getByTestId("history").getByRole("listitem").filter({ hasText: "Texten innan historiken" });
	await before.getByRole("link", { name: "Jämför" }).click();
	await page.getByRole("button", { name: "Återställ den här versionen" }).click();
	await expect(page.getByTestId("flash")).toContainText("Versionen är återställd som en ny version");

	await page.goto(publicPage);
	// The long text sits in a closed "Läs mer": its words are in the page, not shown.
	await expect(page.locator("main")).toContainText(brand.handWritten);
	await expect(page.locator("main")).not.toContainText(generated);

	// The drafts page has nothing left of this run.
	await page.goto("/admin/texts");
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("Utkast att granska");
	await expectAxeClean(page, javaScriptEnabled);
});
