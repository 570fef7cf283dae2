// "Add brand" finds the brand the catalogue already has however the operator spells it: case,
// accents, spaces and punctuation folded as search folds them (`search_words`), not by slug — a
// brand stored before slugs spelled accents out (ADR 076: "Café" became `caf`) has an older slug
// than a new one of the same name would get (ADR 082).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBrand } from "~/.server/admin/add-brand";
import type { Connection } from "~/.server/db/client";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

describe.each(testDatabases())("add brand with another spelling on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await openDemoDatabase(database);
	});
	afterAll(() => connection?.close());

	const pagesNamed = (pattern: string) =>
		connection.db.query<{ locale: string; name: string; slug: string }>(
			"select locale, name, slug from brands where name ilike $1 order by locale, slug",
			[pattern],
		);

	it("takes a demo brand typed with other case, spaces and punctuation as that brand", async () => {
		const before = await pagesNamed("coca%cola");
		expect(before.map((page) => page.name)).toEqual(["Coca-Cola", "Coca-Cola"]);
		expect(await addBrand(connection.db, "COCA  COLA")).toEqual({ brandsCreated: 0, brandName: "Coca-Cola", productsUpdated: 0 });
		expect(await pagesNamed("coca%cola")).toEqual(before);
	});

	it("takes a brand stored under an older slug as that brand, and its products spelled otherwise with it", async () => {
		await connection.db.query(
			"insert into brands (locale, name, slug, status, translation_key) values ('sv', 'Café Noir', 'caf-noir', 'published', 'caf-noir')",
		);
		await connection.db.query(
			`insert into products (locale, name, slug, brand, sku) values ('sv', 'Kaffekola 100 g', 'test-kaffekola-100-g', 'cafe noir', 'TEST-CAFE-NOIR')`,
		);

		expect(await addBrand(connection.db, "Cafe Noir")).toEqual({ brandsCreated: 1, brandName: "Café Noir", productsUpdated: 1 });
		expect(await pagesNamed("caf% noir")).toEqual([
			{ locale: "nb", name: "Café Noir", slug: "cafe-noir" },
			{ locale: "sv", name: "Café Noir", slug: "caf-noir" },
		]);
		const [product] = await connection.db.query<{ brand: string }>("select brand from products where sku = 'TEST-CAFE-NOIR'");
		expect(product?.brand).toBe("Café Noir");
		// The Norwegian page joined the Swedish one's translation key, so the two link to each other.
		const keys = await connection.db.query<{ key: string }>(
			"select distinct translation_key as key from brands where name = 'Café Noir'",
		);
		expect(keys).toEqual([{ key: "caf-noir" }]);

		expect(await addBrand(connection.db, "CAFÉ-NOIR")).toEqual({ brandsCreated: 0, brandName: "Café Noir", productsUpdated: 0 });
	});
});
