// The catalogue tools (docs/product.md, "Admin access and forms") on the demo catalogue, on PGlite
// and PostgreSQL: each tool's exact data change, that a second run changes nothing, the
// run-and-record step with its history line (and a rollback on failure), and the forms' exact
// Swedish messages. The category assignment's preview and assignment are counted and fingerprinted
// by the database, and an assignment is undone exactly (ADR 083).
import { createHash } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addBrand } from "~/.server/admin/add-brand";
import {
	AssignCategoriesInputError,
	type AssignmentPreview,
	assignCategories,
	previewAssignment,
	previewNamesShown,
} from "~/.server/admin/assign-categories";
import { loadCatalogueTools, runCatalogueTool } from "~/.server/admin/catalogue-tools";
import { categorizeProducts } from "~/.server/admin/categorize-products";
import { recentAssignments } from "~/.server/admin/recent-assignments";
import { syncCategories } from "~/.server/admin/sync-categories";
import { latestToolRuns } from "~/.server/admin/tool-runs";
import { undoAssignment } from "~/.server/admin/undo-assignment";
import { onInvalidate } from "~/.server/cache";
import type { Connection } from "~/.server/db/client";
import { log } from "~/.server/log";
import {
	type AssignCategoriesForm,
	addBrandSchema,
	assignCategoriesFields,
	assignCategoriesSchema,
} from "~/lib/catalogue-tool-forms";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

function form(fields: Record<string, string | string[]>): FormData {
	const data = new FormData();
	for (const [name, value] of Object.entries(fields)) {
		for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
	}
	return data;
}

const parseAssign = (fields: Record<string, string | string[]>) =>
	parseWithZod(form(fields), { schema: assignCategoriesSchema, disableAutoCoercion: true });

/** The field errors a submission answers with ("" = the whole form). */
const errorsOf = (submission: { reply(): { error?: Record<string, string[] | null> | null } }) => submission.reply().error;

describe("the catalogue tool forms", () => {
	it("add brand needs a name after trimming", () => {
		const blank = parseWithZod(form({ brandName: "   " }), { schema: addBrandSchema, disableAutoCoercion: true });
		expect(blank.status).toBe("error");
		expect(errorsOf(blank)).toEqual({ brandName: ["Vänligen ange ett varumärke."] });
		const signs = parseWithZod(form({ brandName: "!!!" }), { schema: addBrandSchema, disableAutoCoercion: true });
		expect(errorsOf(signs)).toEqual({ brandName: ["Varumärket måste innehålla bokstäver eller siffror."] });
		const ok = parseWithZod(form({ brandName: "  Geisha   Dark " }), { schema: addBrandSchema, disableAutoCoercion: true });
		expect(ok.status === "success" && ok.value).toEqual({ brandName: "Geisha Dark" });
	});

	it("assign categories answers with its exact Swedish messages", () => {
		expect(errorsOf(parseAssign({ searchTerm: " ", categoriesSv: "godis" }))).toEqual({
			searchTerm: ["Vänligen ange en sökterm."],
		});
		// One letter is in nearly every product's name or description.
		expect(errorsOf(parseAssign({ searchTerm: " a ", categoriesSv: "godis" }))).toEqual({
			searchTerm: ["Söktermen måste vara minst 3 tecken: en kortare finns i nästan varje produkt."],
		});
		expect(errorsOf(parseAssign({ searchTerm: "cola" }))).toEqual({ "": ["Välj minst en kategori eller skapa en ny."] });
		expect(errorsOf(parseAssign({ searchTerm: "cola", newNameSv: "Fredagsmys" }))).toEqual({
			newNameNb: ["Du måste ange både svenska och norska kategorinamn när du skapar ny kategori."],
		});
		expect(errorsOf(parseAssign({ searchTerm: "cola", newNameNb: "Fredagskos" }))).toEqual({
			newNameSv: ["Du måste ange både svenska och norska kategorinamn när du skapar ny kategori."],
		});
		expect(
			errorsOf(parseAssign({ searchTerm: "cola", newNameSv: "Fredagsmys", newNameNb: "Fredagskos", isSubcategory: "on" })),
		).toEqual({ parentSlug: ["Välj en föräldrakategori för underkategorin."] });
	});

	it("assign categories gives the exact payload the tool runs on; a ticked subcategory box without a new name means nothing", () => {
		const chosen = parseAssign({ searchTerm: " cola ", categoriesSv: ["lask", "lask", "godis"], isSubcategory: "on" });
		expect(chosen.status === "success" && chosen.value).toEqual({
			searchTerm: "cola",
			categoriesSv: ["lask", "godis"],
			categoriesNb: [],
			createNewCategory: null,
		});
		const created = parseAssign({
			searchTerm: "cola",
			newNameSv: "Fredagsmys",
			newNameNb: "Fredagskos",
			isSubcategory: "on",
			parentSlug: "godis",
		});
		expect(created.status === "success" && created.value.createNewCategory).toEqual({
			nameSv: "Fredagsmys",
			nameNb: "Fredagskos",
			isSubcategory: true,
			parentSlug: "godis",
		});
	});
});

describe.each(testDatabases())("catalogue tools on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
	});
	afterAll(() => connection?.close());

	let baselineNotFound = 0;
	const categoriesOf = async (locale: string, name: string) => {
		const [row] = await connection.db.query<{ category: string[] }>(
			"select category from products where locale = $1 and name = $2",
			[locale, name],
		);
		return row?.category;
	};
	const setCategories = (locale: string, name: string, category: string[]) =>
		connection.db.query("update products set category = $3::text[] where locale = $1 and name = $2", [locale, name, category]);
	const insertProduct = (locale: string, sku: string | null, name: string, brand: string | null, category: string[] = []) =>
		connection.db.query(
			`insert into products (locale, name, slug, brand, description, category, sku)
			 values ($1, $2, $3, $4, 'Testprodukt.', $5::text[], $6)`,
			[locale, name, `test-${locale}-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`, brand, category, sku],
		);

	// First, while the demo catalogue is still the same in both languages.
	it("sync categories: Swedish is the source, Norwegian-only categories stay, unmatched SKUs are counted", async () => {
		const baseline = await syncCategories(connection.db);
		baselineNotFound = baseline.notFound;
		expect(await syncCategories(connection.db)).toEqual({ updated: 0, notFound: baselineNotFound });

		expect(await categoriesOf("sv", "Marabou Apelsinkrokant 100 g")).toEqual(["Choklad"]);
		await setCategories("nb", "Marabou Apelsinkrokant 100 g", ["Lakris", "Sjokolade på nett"]);
		await insertProduct("sv", "TEST-SV-ONLY", "Svensk testgodis 100 g", "Testbolaget", ["Godis"]);
		await insertProduct("sv", null, "Godis utan SKU 100 g", "Testbolaget", ["Godis"]);

		expect(await syncCategories(connection.db)).toEqual({ updated: 1, notFound: baselineNotFound + 2 });
		expect(await categoriesOf("nb", "Marabou Apelsinkrokant 100 g")).toEqual(["Sjokolade", "Sjokolade på nett"]);
		expect(await categoriesOf("sv", "Marabou Apelsinkrokant 100 g")).toEqual(["Choklad"]);

		expect(await syncCategories(connection.db)).toEqual({ updated: 0, notFound: baselineNotFound + 2 });
	});

	it("categorise products adds what the rules give, in pages, and never removes a category", async () => {
		const [{ n: total } = { n: 0 }] = await connection.db.query<{ n: number }>("select count(*)::int as n from products");
		// The import already categorised the demo products; this run only settles anything left over.
		await categorizeProducts(connection.db);

		// A hand-set category the rules know nothing about, removed rule categories, and a feed
		// product type the rules read.
		await setCategories("sv", "Haribo Happy Cola 80 g", ["Handplockat"]);
		await setCategories("nb", "Haribo Happy Cola 80 g", ["Godteri på nett"]);
		await connection.db.query("update products set product_type = 'Choklad > Lakrits' where locale = 'sv' and name = $1", [
			"Marabou Apelsinkrokant 100 g",
		]);

		expect(await categorizeProducts(connection.db, 50)).toEqual({ updated: 3, totalProducts: total });
		expect(await categoriesOf("sv", "Haribo Happy Cola 80 g")).toEqual(["Handplockat", "Godis", "Läsk"]);
		expect(await categoriesOf("nb", "Haribo Happy Cola 80 g")).toEqual(["Godteri på nett", "Brus", "Godteri"]);
		expect(await categoriesOf("sv", "Marabou Apelsinkrokant 100 g")).toEqual(["Choklad", "Lakrits"]);
		expect(await categoriesOf("sv", "Svensk testgodis 100 g")).toEqual(["Godis"]);

		expect(await categorizeProducts(connection.db)).toEqual({ updated: 0, totalProducts: total });
	});

	it("add brand creates both pages once and takes only brandless products that name it as a word", async () => {
		await insertProduct("sv", "TEST-GEISHA-1", "Geisha Mjölkchoklad 100 g", null);
		await insertProduct("nb", "TEST-GEISHA-1", "Geisha Melkesjokolade 100 g", "  ");
		await insertProduct("sv", "TEST-GEISHA-2", "Mint geisha 150 g", "geisha ");
		await insertProduct("sv", "TEST-GEISHA-3", "Geishatårta 200 g", null);
		await insertProduct("sv", "TEST-GEISHA-4", "Fazer Geisha 180 g", "Fazer");

		expect(await addBrand(connection.db, "Geisha")).toEqual({ brandsCreated: 2, brandName: "Geisha", productsUpdated: 3 });
		const pages = await connection.db.query(
			`select locale, name, slug, status, translation_key as "translationKey" from brands where name = 'Geisha' order by locale`,
		);
		expect(pages).toEqual([
			{ locale: "nb", name: "Geisha", slug: "geisha", status: "published", translationKey: "geisha" },
			{ locale: "sv", name: "Geisha", slug: "geisha", status: "published", translationKey: "geisha" },
		]);
		const brands = await connection.db.query<{ sku: string; locale: string; brand: string | null }>(
			"select sku, locale, brand from products where sku like 'TEST-GEISHA-%' order by sku, locale",
		);
		expect(brands).toEqual([
			{ sku: "TEST-GEISHA-1", locale: "nb", brand: "Geisha" },
			{ sku: "TEST-GEISHA-1", locale: "sv", brand: "Geisha" },
			{ sku: "TEST-GEISHA-2", locale: "sv", brand: "Geisha" },
			{ sku: "TEST-GEISHA-3", locale: "sv", brand: null },
			{ sku: "TEST-GEISHA-4", locale: "sv", brand: "Fazer" },
		]);

		expect(await addBrand(connection.db, "geisha")).toEqual({ brandsCreated: 0, brandName: "Geisha", productsUpdated: 0 });
	});

	it("add brand keeps an existing brand's spelling and gives a missing language a free slug", async () => {
		await connection.db.query("update products set brand = 'haribo' where locale = 'nb' and name = 'Haribo Happy Cola 80 g'");
		expect(await addBrand(connection.db, "HARIBO")).toEqual({ brandsCreated: 0, brandName: "Haribo", productsUpdated: 1 });
		expect(await addBrand(connection.db, "HARIBO")).toEqual({ brandsCreated: 0, brandName: "Haribo", productsUpdated: 0 });

		// "Nidar" only in Swedish, while another Norwegian page (a draft) already has the slug "nidar".
		await connection.db.query("delete from brands where locale = 'nb' and name = 'Nidar'");
		await connection.db.query(
			`insert into brands (locale, name, slug, status, translation_key) values ('nb', 'Nidar AS', 'nidar', 'draft', null)`,
		);
		expect(await addBrand(connection.db, "nidar")).toEqual({ brandsCreated: 1, brandName: "Nidar", productsUpdated: 0 });
		const [nb] = await connection.db.query(
			`select slug, status, translation_key as "translationKey" from brands where locale = 'nb' and name = 'Nidar'`,
		);
		expect(nb).toEqual({ slug: "nidar-2", status: "published", translationKey: "nidar" });
	});

	/** Previews, then assigns what the preview showed (the card's two posts, ADR 081). */
	const previewThenAssign = async (input: AssignCategoriesForm) => {
		const preview = await previewAssignment(connection.db, input);
		return { preview, result: await assignCategories(connection.db, input, preview, "admin@test") };
	};

	it("assign categories previews what it would add and changes nothing until it is confirmed", async () => {
		const matching = `select locale, name, category from products
			where name ilike '%pistachio%' or description ilike '%pistachio%' or brand ilike '%pistachio%' order by locale, name`;
		const before = await connection.db.query(matching);
		const categories = await connection.db.query("select id, name, slug from categories order by id");
		const input = {
			searchTerm: "PISTACHIO",
			categoriesSv: ["julgodis"],
			categoriesNb: [],
			createNewCategory: { nameSv: "Pistagegodis", nameNb: "Pistasjgodteri", isSubcategory: true, parentSlug: "godis" },
		};
		const preview = await previewAssignment(connection.db, input);
		expect(preview).toEqual({
			count: 8,
			first: [
				{ locale: "sv", name: "Lindt Creation Pistachio Delight 150 g" },
				{ locale: "sv", name: "Lindt Creation Pistachio Delight 300 g" },
				{ locale: "sv", name: "Lindt Lindor Pistachio 100 g" },
				{ locale: "sv", name: "Lindt Lindor Pistachio 200 g" },
				{ locale: "nb", name: "Lindt Creation Pistachio Delight 150 g" },
				{ locale: "nb", name: "Lindt Creation Pistachio Delight 300 g" },
				{ locale: "nb", name: "Lindt Lindor Pistachio 100 g" },
				{ locale: "nb", name: "Lindt Lindor Pistachio 200 g" },
			],
			categories: { sv: ["Julgodis", "Pistagegodis"], nb: ["Pistasjgodteri"] },
			createsCategory: true,
			fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
		} satisfies AssignmentPreview);
		// The same question asked twice gets the same answer; the preview wrote nothing.
		expect(await previewAssignment(connection.db, input)).toEqual(preview);
		expect(await connection.db.query(matching)).toEqual(before);
		expect(await connection.db.query("select id, name, slug from categories order by id")).toEqual(categories);
		// The fields the confirming post carries read back into the same input.
		const fields = new FormData();
		for (const [name, value] of assignCategoriesFields(input)) fields.append(name, value);
		const reread = parseWithZod(fields, { schema: assignCategoriesSchema, disableAutoCoercion: true });
		expect(reread.status === "success" && reread.value).toEqual({ ...input, searchTerm: "PISTACHIO" });
	});

	it("assign categories adds the chosen and a new subcategory per language, once", async () => {
		const matching = `select locale, name, category from products
			where name ilike '%pistachio%' or description ilike '%pistachio%' or brand ilike '%pistachio%' order by locale, name`;
		const before = await connection.db.query<{ locale: string; name: string; category: string[] }>(matching);
		expect(before.map((row) => `${row.locale} ${row.name}`)).toEqual([
			"nb Lindt Creation Pistachio Delight 150 g",
			"nb Lindt Creation Pistachio Delight 300 g",
			"nb Lindt Lindor Pistachio 100 g",
			"nb Lindt Lindor Pistachio 200 g",
			"sv Lindt Creation Pistachio Delight 150 g",
			"sv Lindt Creation Pistachio Delight 300 g",
			"sv Lindt Lindor Pistachio 100 g",
			"sv Lindt Lindor Pistachio 200 g",
		]);
		const input = {
			searchTerm: "PISTACHIO",
			categoriesSv: ["julgodis"],
			categoriesNb: [],
			createNewCategory: { nameSv: "Pistagegodis", nameNb: "Pistasjgodteri", isSubcategory: true, parentSlug: "godis" },
		};
		expect((await previewThenAssign(input)).result).toEqual({
			productsUpdated: 8,
			categoryCreated: true,
			assignmentId: expect.any(Number),
		});

		const after = await connection.db.query<{ locale: string; name: string; category: string[] }>(matching);
		for (const [i, row] of after.entries()) {
			const added = row.locale === "sv" ? ["Julgodis", "Pistagegodis"] : ["Pistasjgodteri"];
			expect(row.category).toEqual([...(before[i]?.category ?? []), ...added]);
		}
		const created = await connection.db.query(
			`select c.locale, c.name, c.slug, c.status, c.translation_key as "translationKey", p.name as parent
			 from categories c left join categories p on p.id = c.parent_id
			 where c.translation_key = 'pistagegodis' order by c.locale`,
		);
		expect(created).toEqual([
			{
				locale: "nb",
				name: "Pistasjgodteri",
				slug: "pistasjgodteri",
				status: "published",
				translationKey: "pistagegodis",
				parent: "Godteri",
			},
			{
				locale: "sv",
				name: "Pistagegodis",
				slug: "pistagegodis",
				status: "published",
				translationKey: "pistagegodis",
				parent: "Godis",
			},
		]);

		const again = await previewThenAssign(input);
		expect(again.preview).toMatchObject({ count: 0, first: [], createsCategory: false });
		// Nothing changed, so nothing is recorded to undo.
		expect(again.result).toEqual({ productsUpdated: 0, categoryCreated: false, assignmentId: null });
		expect(await connection.db.query(matching)).toEqual(after);
		// The same names typed with other case, accents and punctuation are the same categories.
		const respelt = {
			...input,
			createNewCategory: { ...input.createNewCategory, nameSv: " PISTAGEGÓDIS!", nameNb: "pistasjgodteri." },
		};
		const thirdTime = await previewThenAssign(respelt);
		expect(thirdTime.preview).toMatchObject({ count: 0, createsCategory: false });
		expect(await connection.db.query("select name from categories where name ilike '%pista%' order by name")).toEqual([
			{ name: "Pistagegodis" },
			{ name: "Pistasjgodteri" },
		]);
	});

	it("assign categories assigns exactly what was previewed, or refuses and changes nothing when the match changed", async () => {
		const input = {
			searchTerm: "Lakritsbåt",
			categoriesSv: ["lakrits"],
			categoriesNb: [],
			createNewCategory: { nameSv: "Båtgodis", nameNb: "Båtgodteri", isSubcategory: false, parentSlug: null },
		};
		const before = await previewAssignment(connection.db, input);
		expect(before).toMatchObject({ count: 0, createsCategory: true });
		// A product written after the preview, which the operator never saw counted.
		await insertProduct("sv", "TEST-SV-BOAT", "Lakritsbåt Test 100 g", "Testbolaget");
		await expect(assignCategories(connection.db, input, before, "admin@test")).rejects.toMatchObject({
			reason: "matchChanged",
			count: 1,
		});
		expect(await categoriesOf("sv", "Lakritsbåt Test 100 g")).toEqual([]);
		expect(await connection.db.query("select 1 from categories where name in ('Båtgodis', 'Båtgodteri')")).toEqual([]);

		// Previewed again, the same products are assigned; a match that shrank since is refused too.
		const now = await previewAssignment(connection.db, input);
		expect(now).toMatchObject({ count: 1, first: [{ locale: "sv", name: "Lakritsbåt Test 100 g" }] });
		await setCategories("sv", "Lakritsbåt Test 100 g", ["Lakrits", "Båtgodis"]);
		await expect(assignCategories(connection.db, input, now, "admin@test")).rejects.toMatchObject({
			reason: "matchChanged",
			count: 0,
		});
		await setCategories("sv", "Lakritsbåt Test 100 g", []);
		// A fingerprint that is not the preview's is refused even when the count agrees.
		await expect(
			assignCategories(connection.db, input, { ...now, fingerprint: "0".repeat(64) }, "admin@test"),
		).rejects.toMatchObject({
			reason: "matchChanged",
		});
		expect(await assignCategories(connection.db, input, now, "admin@test")).toEqual({
			productsUpdated: 1,
			categoryCreated: true,
			assignmentId: expect.any(Number),
		});
		expect(await categoriesOf("sv", "Lakritsbåt Test 100 g")).toEqual(["Lakrits", "Båtgodis"]);
		// The later cases count the Swedish products without a Norwegian one.
		await connection.db.query("delete from products where sku = 'TEST-SV-BOAT'");
	});

	it("assign categories matches the term literally and refuses unknown categories and parents without a change", async () => {
		expect(
			(
				await previewThenAssign({
					searchTerm: "100%",
					categoriesSv: ["lakrits"],
					categoriesNb: [],
					createNewCategory: null,
				})
			).result,
		).toEqual({ productsUpdated: 0, categoryCreated: false, assignmentId: null });
		await expect(
			previewAssignment(connection.db, {
				searchTerm: "cola",
				categoriesSv: ["finns-inte"],
				categoriesNb: [],
				createNewCategory: null,
			}),
		).rejects.toEqual(new AssignCategoriesInputError("chooseCategory"));
		const newUnderMissingParent = {
			searchTerm: "cola",
			categoriesSv: ["lask"],
			categoriesNb: [],
			createNewCategory: { nameSv: "Colagodis", nameNb: "Colagodteri", isSubcategory: true, parentSlug: "finns-inte" },
		};
		await expect(previewAssignment(connection.db, newUnderMissingParent)).rejects.toEqual(
			new AssignCategoriesInputError("parentRequired"),
		);
		await expect(
			assignCategories(connection.db, newUnderMissingParent, { count: 0, fingerprint: "0".repeat(64) }, "admin@test"),
		).rejects.toEqual(new AssignCategoriesInputError("parentRequired"));
		expect(await connection.db.query("select 1 from categories where name in ('Colagodis', 'Colagodteri')")).toEqual([]);
	});

	it("a run is recorded with its counts and clears the caches; a failed run is recorded and rolled back", async () => {
		const invalidated = vi.fn();
		const stop = onInvalidate(invalidated);
		// Since the last sync, Swedish products gained "Lakrits" (1, by categorising) and "Julgodis" (4, by
		// assigning): their Norwegian counterparts now get "Lakris" and "Julegodteri".
		const outcome = await runCatalogueTool(connection.db, "sync-categories", {
			actor: "admin@test",
			params: {},
			run: syncCategories,
		});
		expect(outcome).toEqual({ ok: true, result: { updated: 5, notFound: baselineNotFound + 5 } });
		expect(invalidated).toHaveBeenCalledTimes(1);
		expect(await categoriesOf("nb", "Lindt Lindor Pistachio 100 g")).toContain("Julegodteri");

		const logged = vi.spyOn(log, "error").mockImplementation(() => {});
		const failed = await runCatalogueTool(connection.db, "add-brand", {
			actor: "admin@test",
			params: { brandName: "Trasig" },
			run: async (tx) => {
				await tx.query("update products set brand = 'Trasig' where sku = 'TEST-SV-ONLY'");
				throw new Error("boom");
			},
		});
		stop();
		logged.mockRestore();
		expect(failed).toEqual({ ok: false });
		expect(invalidated).toHaveBeenCalledTimes(1);
		expect(await connection.db.query("select brand from products where sku = 'TEST-SV-ONLY'")).toEqual([
			{ brand: "Testbolaget" },
		]);

		const [last, previous] = await latestToolRuns(connection.db);
		expect(last).toMatchObject({ tool: "add-brand", actor: "admin@test", status: "failed", error: "boom", result: null });
		expect(last?.params).toEqual({ brandName: "Trasig" });
		expect(previous).toMatchObject({
			tool: "sync-categories",
			status: "succeeded",
			result: { updated: 5, notFound: baselineNotFound + 5 },
		});
	});

	it("the cards list the published categories of each language and the brands", async () => {
		const data = await loadCatalogueTools(connection.db);
		expect(data.categories?.sv.map((c) => c.slug)).toContain("pistagegodis");
		expect(data.categories?.sv.map((c) => c.slug)).not.toContain("paskgodis");
		expect(data.categories?.nb.find((c) => c.slug === "godteri")).toEqual({ slug: "godteri", name: "Godteri" });
		expect(data.brands).toContain("Geisha");
		expect(data.brands?.filter((name) => name === "Geisha")).toHaveLength(1);
	});

	// The database counts and fingerprints (ADR 083): the preview names only the first products, and
	// its fingerprint is still SHA-256 of the term, the chosen categories and every matching id.
	it("a preview of many products counts them all, names the first, and fingerprints every id", async () => {
		const input = { searchTerm: "Daim", categoriesSv: ["julgodis"], categoriesNb: ["julegodteri"], createNewCategory: null };
		const matching = await connection.db.query<{ id: string; locale: "sv" | "nb"; name: string }>(
			`select id::text as id, locale, name from products
			 where (name ilike '%daim%' or brand ilike '%daim%' or description ilike '%daim%')
			   and not (category @> (case locale when 'sv' then '{Julgodis}' else '{Julegodteri}' end)::text[])
			 order by locale = 'nb', name, id`,
		);
		expect(matching.length).toBeGreaterThan(previewNamesShown);
		const preview = await previewAssignment(connection.db, input);
		const chosen = { sv: ["Julgodis"], nb: ["Julegodteri"] };
		const ids = matching.map((row) => row.id).sort();
		expect(preview).toEqual({
			count: matching.length,
			first: matching.slice(0, previewNamesShown).map(({ locale, name }) => ({ locale, name })),
			categories: chosen,
			createsCategory: false,
			fingerprint: createHash("sha256")
				.update(`${JSON.stringify({ term: "Daim", chosen })}:${ids.join(",")}`)
				.digest("hex"),
		} satisfies AssignmentPreview);
		// Another product holding the term changes the fingerprint; so does another category chosen.
		await insertProduct("nb", "TEST-DAIM", "Daim Testpakke 50 g", "Testbolaget");
		const more = await previewAssignment(connection.db, input);
		expect(more.count).toBe(matching.length + 1);
		expect(more.fingerprint).not.toBe(preview.fingerprint);
		await connection.db.query("delete from products where sku = 'TEST-DAIM'");
		expect((await previewAssignment(connection.db, { ...input, categoriesNb: [] })).fingerprint).not.toBe(preview.fingerprint);
		expect(await previewAssignment(connection.db, input)).toEqual(preview);
	});

	const allCategories = () =>
		connection.db.query<{ id: string; category: string[] }>("select id::text as id, category from products order by id");
	const recorded = () => connection.db.query("select id, undone_at, products_restored from category_assignments order by id");

	it("an assignment refused because the match changed records nothing", async () => {
		const input = { searchTerm: "Daim", categoriesSv: ["julgodis"], categoriesNb: [], createNewCategory: null };
		const before = await recorded();
		const preview = await previewAssignment(connection.db, input);
		await setCategories("sv", "Daim 28 g", ["Choklad", "Julgodis"]);
		await expect(assignCategories(connection.db, input, preview, "admin@test")).rejects.toMatchObject({
			reason: "matchChanged",
			count: preview.count - 1,
		});
		expect(await recorded()).toEqual(before);
		await setCategories("sv", "Daim 28 g", ["Choklad"]);
	});

	it("undo takes off exactly what the assignment added, keeps the rest and the new category, and happens once", async () => {
		const input = {
			searchTerm: "Daim",
			categoriesSv: ["julgodis", "choklad"],
			categoriesNb: ["julegodteri"],
			createNewCategory: { nameSv: "Kolagodis", nameNb: "Karamellgodteri", isSubcategory: false, parentSlug: null },
		};
		// One product already has one of the names: the assignment adds only what it lacks.
		await setCategories("sv", "Daim 56 g", ["Choklad", "Julgodis"]);
		const before = await allCategories();
		const { preview, result } = await previewThenAssign(input);
		expect(result).toMatchObject({ productsUpdated: preview.count, categoryCreated: true });
		const id = result.assignmentId as number;
		expect(await categoriesOf("sv", "Daim 56 g")).toEqual(["Choklad", "Julgodis", "Kolagodis"]);
		expect(await categoriesOf("nb", "Daim 56 g")).toEqual(["Sjokolade", "Sjokolade på nett", "Julegodteri", "Karamellgodteri"]);
		const [line] = await connection.db.query(
			`select added from category_assignment_products a join products p on p.id = a.product_id
			 where a.assignment_id = $1 and p.locale = 'sv' and p.name = 'Daim 56 g'`,
			[id],
		);
		expect(line).toEqual({ added: ["Kolagodis"] });
		expect((await recentAssignments(connection.db))?.[0]).toMatchObject({
			id,
			searchTerm: "Daim",
			categories: { sv: ["Julgodis", "Choklad", "Kolagodis"], nb: ["Julegodteri", "Karamellgodteri"] },
			productsUpdated: preview.count,
			categoryCreated: true,
			actor: "admin@test",
			undoneAt: null,
		});

		// Added by hand after the assignment, and one of its names taken off by hand: both stay so.
		await setCategories("sv", "Daim 28 g", ["Choklad", "Julgodis", "Kolagodis", "Handplockat"]);
		await setCategories("nb", "Daim 28 g", ["Sjokolade", "Sjokolade på nett", "Karamellgodteri"]);
		const byHand = { sv: ["Choklad", "Handplockat"], nb: ["Sjokolade", "Sjokolade på nett"] };

		expect(await undoAssignment(connection.db, id, "admin@undo")).toEqual({
			status: "undone",
			searchTerm: "Daim",
			productsRestored: preview.count,
			categoryCreated: true,
		});
		expect(await categoriesOf("sv", "Daim 28 g")).toEqual(byHand.sv);
		expect(await categoriesOf("nb", "Daim 28 g")).toEqual(byHand.nb);
		await setCategories("sv", "Daim 28 g", ["Choklad"]);
		await setCategories("nb", "Daim 28 g", ["Sjokolade", "Sjokolade på nett"]);
		expect(await allCategories()).toEqual(before);
		// The category it created stays (pages and links may name it).
		expect(await connection.db.query("select name from categories where name in ('Kolagodis', 'Karamellgodteri')")).toHaveLength(
			2,
		);
		expect((await recentAssignments(connection.db))?.[0]).toMatchObject({
			id,
			undoneAt: expect.any(String),
			productsRestored: preview.count,
		});
		const [run] = await latestToolRuns(connection.db, 1);
		expect(run).toMatchObject({
			tool: "assign-categories-undo",
			actor: "admin@undo",
			params: { searchTerm: "Daim", assignment: id },
			result: { productsRestored: preview.count },
		});

		// A second undo says so and changes nothing; an id that names no assignment neither.
		expect(await undoAssignment(connection.db, id, "admin@undo")).toEqual({ status: "alreadyUndone", searchTerm: "Daim" });
		expect(await undoAssignment(connection.db, id + 1000, "admin@undo")).toEqual({ status: "unknown" });
		expect(await allCategories()).toEqual(before);
		expect((await latestToolRuns(connection.db, 1))[0]?.id).toBe(run?.id);
		await setCategories("sv", "Daim 56 g", ["Choklad"]);
	});

	it("undoing an earlier assignment leaves a name a later assignment added again", async () => {
		const input = { searchTerm: "Daim Mini", categoriesSv: ["julgodis"], categoriesNb: [], createNewCategory: null };
		const before = await allCategories();
		const first = (await previewThenAssign(input)).result;
		expect(first.productsUpdated).toBe(2);
		// Taken off one product by hand, then given back by a second assignment: it is the second's now.
		await setCategories("sv", "Daim Mini 140 g", ["Choklad"]);
		const second = (await previewThenAssign(input)).result;
		expect(second.productsUpdated).toBe(1);

		expect(await undoAssignment(connection.db, first.assignmentId as number, "admin@test")).toMatchObject({
			productsRestored: 1,
		});
		expect(await categoriesOf("sv", "Daim Mini 140 g")).toEqual(["Choklad", "Julgodis"]);
		expect(await categoriesOf("sv", "Daim Mini 280 g")).toEqual(["Choklad"]);
		expect(await undoAssignment(connection.db, second.assignmentId as number, "admin@test")).toMatchObject({
			productsRestored: 1,
		});
		expect(await allCategories()).toEqual(before);
	});
});
