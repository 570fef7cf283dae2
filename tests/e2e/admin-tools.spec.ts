// The catalogue tools (docs/product.md, "Admin access and forms") with and without JavaScript: each
// form's exact validation messages, a run with its counts in the toast, and the run in the tool-run
// history; an assignment listed on its card and undone. Both projects share one server, so every
// name a test creates carries the project and a stamp.
import { expect, type Page, test } from "@playwright/test";
import { logIn, openSection } from "./support/admin";

const history = (page: Page) => page.getByRole("region", { name: "Verktygshistorik" }).getByTestId("tool-runs");

test("categorise and sync report their counts, and the history lists both runs", async ({ page }) => {
	await logIn(page);
	await openSection(page, "Katalog");
	await page
		.getByRole("region", { name: "Kategorisera produkter" })
		.getByRole("button", { name: "Kategorisera produkter" })
		.click();
	await expect(page.getByTestId("flash")).toContainText("Produkter kategoriserade!");
	await expect(page.getByTestId("flash")).toContainText(/Kategoriserade \d+ av \d+ produkter\./);

	await page
		.getByRole("region", { name: "Synkronisera kategorier" })
		.getByRole("button", { name: "Synkronisera kategorier" })
		.click();
	await expect(page.getByTestId("flash")).toContainText("Kategorier synkroniserade!");
	await expect(page.getByTestId("flash")).toContainText(
		/\d+ norska produkter uppdaterade\. \d+ svenska produkter saknar norsk produkt med samma SKU\./,
	);

	await openSection(page, "Statistik");
	const rows = history(page).locator("tbody tr");
	await expect(rows.filter({ hasText: "Synkronisera kategorier" }).first()).toContainText("Lyckades");
	await expect(rows.filter({ hasText: "Synkronisera kategorier" }).first()).toContainText("Utan norsk motsvarighet:");
	await expect(rows.filter({ hasText: "Kategorisera produkter" }).first()).toContainText(/Produkter totalt: \d+/);
	await expect(rows.first().locator("td").first()).toHaveText(
		/^\d{2} (jan|feb|mar|apr|maj|jun|jul|aug|sep|okt|nov|dec) \d{4} \d{2}:\d{2}$/,
	);
});

test("add brand: 'Vänligen ange ett varumärke.', then both pages created and the run listed", async ({ page }, info) => {
	await logIn(page);
	await openSection(page, "Katalog");
	const card = page.getByRole("region", { name: "Lägg till varumärke" });
	await card.getByLabel("Varumärke").fill("   ");
	await card.getByRole("button", { name: "Lägg till varumärke" }).click();
	await expect(card.getByText("Vänligen ange ett varumärke.")).toBeVisible();

	const name = `Testmärke ${info.project.name} ${Date.now() % 100000}`;
	// Without JavaScript the card now stands on its own page; its form works the same there.
	const again = page.getByRole("region", { name: "Lägg till varumärke" });
	await again.getByLabel("Varumärke").fill(name);
	await again.getByRole("button", { name: "Lägg till varumärke" }).click();
	await expect(page).toHaveURL(/\/admin\/katalog#add-brand$/);
	await expect(page.getByTestId("flash")).toContainText("Varumärke tillagt!");
	await expect(page.getByTestId("flash")).toContainText(`${name}: 2 varumärkessidor skapade, 0 produkter uppdaterade.`);
	await openSection(page, "Statistik");
	await expect(
		history(page)
			.locator("tbody tr")
			.filter({ hasText: `Varumärke: ${name}` }),
	).toContainText("Nya varumärkessidor: 2");

	const slug = name
		.toLowerCase()
		.replace("ä", "a")
		.replace(/[^a-z0-9 -]/g, "")
		.replace(/ /g, "-");
	await page.goto(`/varumarken/${slug}`);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
	await page.goto(`/no/merker/${slug}`);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("assign categories: its exact messages, a preview, then a new subcategory on the previewed products", async ({
	page,
}, info) => {
	await logIn(page);
	await openSection(page, "Katalog");
	const card = () => page.getByRole("region", { name: "Tilldela kategorier" });
	await card().getByRole("button", { name: "Förhandsgranska" }).click();
	await expect(card().getByText("Vänligen ange en sökterm.")).toBeVisible();
	await expect(card().getByText("Välj minst en kategori eller skapa en ny.")).toBeVisible();

	// With JavaScript the box waits for a Swedish name; without, the server enforces the rule.
	const subcategory = () => card().getByLabel("Underkategori");
	if (info.project.name === "js") await expect(subcategory()).toBeDisabled();
	else await expect(subcategory()).toBeEnabled();

	const stamp = `${info.project.name} ${Date.now() % 100000}`;
	await card().getByLabel("Sökterm").fill("Pistachio");
	await card().getByLabel("Svenskt namn").fill(`Pistagegodis ${stamp}`);
	await expect(subcategory()).toBeEnabled();
	await subcategory().check();
	await card().getByRole("button", { name: "Förhandsgranska" }).click();
	await expect(card().getByText("Du måste ange både svenska och norska kategorinamn när du skapar ny kategori.")).toBeVisible();
	await expect(card().getByText("Välj en föräldrakategori för underkategorin.")).toBeVisible();

	await card().getByLabel("Norskt namn").fill(`Pistasjgodteri ${stamp}`);
	await card().getByLabel("Föräldrakategori").selectOption({ label: "Godis" });
	await card().getByRole("group", { name: "Svenska kategorier" }).getByLabel("Julgodis").check();
	// The first post only previews (ADR 081): how many products, which categories, the first names.
	await card().getByRole("button", { name: "Förhandsgranska" }).click();
	const preview = card().getByRole("region", { name: "Förhandsgranskning" });
	await expect(preview).toContainText("8 produkter får kategorier som de saknar. Inget är ändrat än.");
	await expect(preview).toContainText(`Svenska produkter får: Julgodis, Pistagegodis ${stamp}`);
	await expect(preview).toContainText(`Norska produkter får: Pistasjgodteri ${stamp}`);
	await expect(preview).toContainText("Den nya kategorin skapas när du bekräftar.");
	await expect(preview.getByTestId("assign-preview-products").getByRole("listitem")).toHaveCount(8);
	await expect(preview.getByTestId("assign-preview-products")).toContainText("Lindt Lindor Pistachio 100 g (svensk)");
	await preview.getByRole("button", { name: "Tilldela 8 produkter" }).click();
	await expect(page.getByTestId("flash")).toContainText("Kategorier tilldelade!");
	await expect(page.getByTestId("flash")).toContainText("8 produkter uppdaterade. Den nya kategorin är skapad.");
	await openSection(page, "Statistik");
	await expect(history(page).locator("tbody tr").filter({ hasText: "Sökterm: Pistachio" }).first()).toContainText(
		"Uppdaterade produkter: 8",
	);

	const slug = `pistagegodis-${stamp.replace(" ", "-")}`;
	await page.goto(`/kategorier/${slug}`);
	await expect(page.getByRole("heading", { level: 1 })).toContainText(`Pistagegodis ${stamp}`);
	await expect(page.getByRole("main")).toContainText("Pistachio");

	// The card lists the assignment with its "Ångra" (ADR 083), a plain form with or without JavaScript.
	await page.goto("/admin/katalog");
	const recent = card().getByRole("region", { name: "Senaste tilldelningar" });
	const row = recent.locator("tbody tr").filter({ hasText: `Pistagegodis ${stamp}` });
	await expect(row).toContainText("Pistachio");
	await expect(row).toContainText("(ny kategori)");
	await row.getByRole("button", { name: "Ångra" }).click();
	await expect(page.getByTestId("flash")).toContainText("Tilldelningen ångrad!");
	await expect(page.getByTestId("flash")).toContainText(
		"8 produkter ändrade: kategorierna som tilldelningen för ”Pistachio” lade till är borttagna.",
	);
	await expect(page.getByTestId("flash")).toContainText("Den nya kategorin som tilldelningen skapade finns kvar");
	await expect(row).toContainText(/Ångrad .*: 8 produkter ändrade\./);
	await expect(row.getByRole("button", { name: "Ångra" })).toHaveCount(0);
	// The category stays, without the products the assignment gave it.
	await page.goto(`/kategorier/${slug}`);
	await expect(page.getByRole("heading", { level: 1 })).toContainText(`Pistagegodis ${stamp}`);
	await expect(page.getByRole("main")).not.toContainText("Lindt Lindor Pistachio");
});
