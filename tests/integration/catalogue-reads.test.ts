// The catalogue reads behind the category, brand and product pages, on a real database with the
// demo catalogue plus a few rows the demo lacks (a 'Sortiment' category, a draft category).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandPageNamed, brandProducts } from "~/.server/catalogue/brands";
import { categoryPagesNamed, categoryProducts } from "~/.server/catalogue/categories";
import { productWindow } from "~/.server/catalogue/product-card";
import type { Connection } from "~/.server/db/client";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

const window = (query: string) => productWindow(new URLSearchParams(query));

describe.each(testDatabases())("catalogue reads on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
		await connection.db.query(
			`insert into categories (locale, name, slug, status) values
			   ('sv', 'Sortiment', 'sortiment', 'published'),
			   ('sv', 'Utkast', 'utkast', 'draft'),
			   ('nb', 'Choklad', 'choklad-nb', 'published')`,
		);
	});
	afterAll(() => connection?.close());

	it("gives a product's chips: published pages of the language, never 'sortiment', in the product's order", async () => {
		const chips = await categoryPagesNamed(connection.db, "sv", [
			"SORTIMENT",
			"Sortiment",
			"Utkast",
			"Dubai-choklad",
			"Finns inte",
			"Choklad",
		]);
		expect(chips).toEqual([
			{ name: "Dubai-choklad", slug: "dubai-choklad" },
			{ name: "Choklad", slug: "choklad" },
		]);
		expect(await categoryPagesNamed(connection.db, "sv", [])).toEqual([]);
	});

	it("finds the published brand page of a product's brand in its language only", async () => {
		expect(await brandPageNamed(connection.db, "sv", "Marabou")).toBe("marabou");
		expect(await brandPageNamed(connection.db, "nb", "Freia")).toBe("freia");
		expect(await brandPageNamed(connection.db, "sv", "Okänt märke")).toBeNull();
		expect(await brandPageNamed(connection.db, "sv", null)).toBeNull();
	});

	it("pages a category: ?page=N is the first 24·N, ?page=N&append=1 is page N alone, in one stable order", async () => {
		const first = await categoryProducts(connection.db, "sv", "Choklad", window(""));
		expect(first.products).toHaveLength(24);
		expect(first.total).toBeGreaterThan(72);
		const two = await categoryProducts(connection.db, "sv", "Choklad", window("page=2"));
		expect(two.products).toHaveLength(48);
		const second = await categoryProducts(connection.db, "sv", "Choklad", window("page=2&append=1"));
		expect(second.products.map((p) => p.id)).toEqual(two.products.slice(24).map((p) => p.id));
		const last = Math.ceil(first.total / 24);
		const end = await categoryProducts(connection.db, "sv", "Choklad", window(`page=${last}&append=1`));
		expect(end.products).toHaveLength(first.total - (last - 1) * 24);
	});

	it("matches a brand's products by brand, name or description, with LIKE characters taken literally", async () => {
		const marabou = await brandProducts(connection.db, "sv", "Marabou", window(""));
		expect(marabou.total).toBeGreaterThan(24);
		expect(marabou.products).toHaveLength(24);
		for (const character of ["%", "_"]) {
			const [literal] = await connection.db.query<{ n: number }>(
				`select count(*)::int as n from products where locale = 'sv' and available
				   and (brand = $1 or strpos(name, $1) > 0 or strpos(description, $1) > 0)`,
				[character],
			);
			expect((await brandProducts(connection.db, "sv", character, window(""))).total).toBe(literal?.n);
		}
	});
});
