// Every product page of the demo catalogue has a meta description of its own in its language. The
// sizes of one product family share one feed description (Daim 28 g, 56 g and 168 g), so a page
// whose meta description was that description alone said the same as its siblings' pages, which
// search consoles report as duplicates (ADR 082). The product route's own loader and meta run on a
// real database, as a crawler reads the head.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import { type Locale, locales } from "~/i18n/locales";
import { routePattern, screenPath } from "~/i18n/paths";
import * as productRoute from "~/routes/product";
import { openPgliteWithDemo } from "../support/databases";
import { parsePage } from "../support/html";
import { renderPageHead } from "../support/page-head";

const site = "https://godisguiden.example";
let connection: Connection;

beforeAll(async () => {
	connection = await openPgliteWithDemo();
	setReadyConnection(connection);
});
afterAll(() => connection?.close());

describe.each(locales)("the product pages' meta descriptions in %s", (locale: Locale) => {
	it("are all different, each naming its product first, within 160 characters", async () => {
		const products = await connection.db.query<{ slug: string; name: string; description: string | null }>(
			"select slug, name, description from products where locale = $1 order by slug",
			[locale],
		);
		// The demo's families of sizes: the duplicates this guards against are there to be had.
		const sharedDescriptions = new Set(products.map((p) => p.description)).size;
		expect(sharedDescriptions).toBeLessThan(products.length - 100);

		const pages: { path: string; name: string; description: string }[] = [];
		for (const product of products) {
			const path = screenPath("product", locale, { slug: product.slug });
			const head = parsePage(await renderPageHead(productRoute, routePattern("product", locale), path, site));
			const description = head.meta.get("description") ?? "";
			pages.push({ path, name: product.name, description });
		}
		const pathsByDescription = new Map<string, string[]>();
		for (const page of pages)
			pathsByDescription.set(page.description, [...(pathsByDescription.get(page.description) ?? []), page.path]);
		const shared = [...pathsByDescription.values()].filter((paths) => paths.length > 1);
		expect(shared).toEqual([]);

		for (const { path, name, description } of pages) {
			expect(description.startsWith(name), `${path}: "${description}"`).toBe(true);
			// The description's own words follow the name.
			expect(description.length, path).toBeGreaterThan(name.length + 20);
			expect(description.length, path).toBeLessThanOrEqual(160);
		}
	}, 120_000);
});
