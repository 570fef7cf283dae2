// The shopping list (ADR 047) on real databases and over HTTP: what pricing reads (in-stock offers,
// each shop's rule for the language, a shop without one priced by its offers' own shipping, a shop
// nobody states shipping for left out), and every kind of bad input answered with a localised
// message, nothing stored and never a 5xx.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/handle";
import { readListCatalogue } from "~/.server/shopping-list/list-catalogue";
import { loadListPage } from "~/.server/shopping-list/list-page";
import { type RunningApp, startApp } from "../support/app-server";
import { openPgliteWithDemo, testDatabases } from "../support/databases";

interface DemoRule {
	fee: number;
	free_over: number | null;
}
const demoRetailers = JSON.parse(await readFile("data/demo/retailers.json", "utf8")).retailers as {
	name: string;
	shipping: Record<string, DemoRule>;
}[];

async function productIds(db: Db, locale: string, slugs: string[]): Promise<string[]> {
	const rows = await db.query<{ id: string; slug: string }>(
		`select id, slug from products where locale = $1 and slug = any($2)`,
		[locale, slugs],
	);
	return slugs.map((slug) => rows.find((row) => row.slug === slug)?.id as string);
}

/** The in-stock offers of a product per shop name, in öre, as the offers table has them. */
async function inStockPrices(db: Db, productId: string): Promise<Map<string, number>> {
	const rows = await db.query<{ name: string; price: string | number }>(
		`select r.name, o.price from offers o join retailers r on r.id = o.retailer_id
		 where o.product_id = $1 and o.availability = 'in_stock'`,
		[productId],
	);
	return new Map(rows.map((row) => [row.name, Math.round(Number(row.price) * 100)]));
}

describe.each(testDatabases())("what a list is priced from ($name)", (database) => {
	let close: () => Promise<void>;
	let db: Db;
	beforeAll(async () => {
		const connection = await database.openWithDemo();
		db = connection.db;
		close = () => connection.close();
	});
	afterAll(() => close?.());

	const slugs = ["ahlgrens-bilar-250-g", "ahlgrens-bilar-500-g", "ahlgrens-bilar-125-g"];

	it("reads each shop's rule for the language and only in-stock offers, at their prices", async () => {
		const ids = await productIds(db, "sv", slugs);
		const catalogue = await readListCatalogue(db, "sv", ids);
		expect(catalogue.currency).toBe("SEK");
		expect([...catalogue.products.keys()].sort()).toEqual([...ids].sort());
		expect(catalogue.shops.length).toBeGreaterThan(1);
		for (const shop of catalogue.shops) {
			const name = catalogue.shopNames.get(shop.id) as string;
			const demo = demoRetailers.find((retailer) => retailer.name === name)?.shipping.sv as DemoRule;
			expect(shop.rule, name).toEqual({ fee: demo.fee, freeOver: demo.free_over });
		}
		for (const id of ids) {
			const expected = await inStockPrices(db, id);
			const read = new Map(
				catalogue.shops.flatMap((shop) => {
					const offer = shop.offers.get(id);
					return offer ? [[catalogue.shopNames.get(shop.id) as string, offer.unitPrice] as const] : [];
				}),
			);
			expect(read).toEqual(expected);
		}
		// Every offer of the 125 g bag is sold out: no shop has it.
		expect(catalogue.shops.some((shop) => shop.offers.has(ids[2] as string))).toBe(false);
	});

	it("drops an offer that goes out of stock, and the page lists what each shop lacks", async () => {
		const [bars250, bars500] = await productIds(db, "sv", slugs);
		const [{ name: shopName } = { name: "" }] = await db.query<{ name: string }>(
			`update offers o set availability = 'out_of_stock' from retailers r
			 where r.id = o.retailer_id and o.product_id = $1 and r.slug = 'godisbutiken' returning r.name`,
			[bars250],
		);
		const page = await loadListPage(db, "sv", [
			{ productId: bars250 as string, quantity: 2 },
			{ productId: bars500 as string, quantity: 1 },
		]);
		const basket = page.baskets.find((b) => b.shop === shopName);
		expect(basket?.lacks).toEqual(["Ahlgrens Bilar 250 g"]);
		expect(basket?.lines.map((line) => line.name)).toEqual(["Ahlgrens Bilar 500 g"]);
		expect(page.bestShop?.parts[0]?.shop).not.toBe(shopName);
		// Each total is its subtotal and shipping, the shipping by that shop's rule for its subtotal.
		for (const part of page.baskets) expect(part.total).toBeCloseTo(part.subtotal + part.shipping, 2);
	});

	it("prices a shop without a rule by its offers' own shipping, and leaves out one nobody states", async () => {
		const [bars250, bars500] = await productIds(db, "sv", slugs);
		await db.query(
			`delete from retailer_shipping s using retailers r where r.id = s.retailer_id and r.slug = 'snackshopen' and s.locale = 'sv'`,
		);
		const setOwn = (productId: string, fee: number | null, freeOver: number | null) =>
			db.query(
				`update offers o set shipping_fee = $2, free_shipping_over = $3 from retailers r
				 where r.id = o.retailer_id and r.slug = 'snackshopen' and o.product_id = $1`,
				[productId, fee, freeOver],
			);
		await setOwn(bars250 as string, 29, null);
		await setOwn(bars500 as string, 19, 150);
		const snackshopen = async () => {
			const catalogue = await readListCatalogue(db, "sv", [bars250 as string, bars500 as string]);
			return catalogue.shops.find((shop) => catalogue.shopNames.get(shop.id) === "Snackshopen");
		};
		// The highest fee either row states, free from the lowest threshold either states.
		expect((await snackshopen())?.rule).toEqual({ fee: 29, freeOver: 150 });
		await setOwn(bars250 as string, null, null);
		await setOwn(bars500 as string, null, null);
		expect(await snackshopen()).toBeUndefined();
	});

	it("keeps lists per language: another language's products are not read", async () => {
		const svIds = await productIds(db, "sv", slugs);
		const catalogue = await readListCatalogue(db, "nb", svIds);
		expect(catalogue.products.size).toBe(0);
		expect(catalogue.shops).toEqual([]);
		const [norwegian] = await productIds(db, "nb", ["ahlgrens-bilar-250-g"]);
		const nb = await readListCatalogue(db, "nb", [norwegian as string]);
		expect(nb.currency).toBe("NOK");
		for (const shop of nb.shops) {
			const demo = demoRetailers.find((retailer) => retailer.name === nb.shopNames.get(shop.id))?.shipping.nb as DemoRule;
			expect(shop.rule).toEqual({ fee: demo.fee, freeOver: demo.free_over });
		}
	});
});

describe("bad input over HTTP", () => {
	let app: RunningApp;
	let ids: { sv: string[]; slugs: string[]; unavailable: string; norwegian: string };
	beforeAll(async () => {
		const [started, connection] = await Promise.all([startApp({}), openPgliteWithDemo()]);
		app = started;
		// The app's database is a copy of the same demo catalogue: the same product ids.
		const available = await connection.db.query<{ id: string; slug: string }>(
			`select id, slug from products where locale = 'sv' and available order by name limit 51`,
		);
		const [unavailable] = await productIds(connection.db, "sv", ["ahlgrens-bilar-125-g"]);
		const [norwegian] = await productIds(connection.db, "nb", ["ahlgrens-bilar-250-g"]);
		ids = {
			sv: available.map((row) => row.id),
			slugs: available.map((row) => row.slug),
			unavailable: unavailable as string,
			norwegian: norwegian as string,
		};
		await connection.close();
	});
	afterAll(() => app?.stop());

	const post = (path: string, fields: Record<string, string>, cookie = "") =>
		fetch(`${app.url}${path}`, {
			method: "POST",
			redirect: "manual",
			headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, ...(cookie ? { Cookie: cookie } : {}) },
			body: new URLSearchParams(fields),
		});
	const page = async (location: string, cookie = "") => {
		const response = await fetch(new URL(location, app.url), { headers: cookie ? { Cookie: cookie } : {} });
		return { status: response.status, html: await response.text() };
	};
	const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

	it("refuses quantities that are not 1–99 with the form's own message, storing nothing", async () => {
		const product = ids.sv[0] as string;
		for (const quantity of ["0", "-1", "1000000000", "1e9", "abc", "2,5", ""]) {
			const response = await post("/godislista", { intent: "add", product, quantity, back: "/produkter" });
			expect(response.status, quantity).toBe(303);
			expect(response.headers.get("set-cookie"), quantity).toBeNull();
			const location = response.headers.get("location") as string;
			expect(location).toMatch(/^\/produkter\?list-reply=quantity&list-product=/);
			const shown = await page(location);
			expect(shown.status).toBe(200);
			expect(shown.html).toContain("Antalet måste vara ett heltal från 1 till 99. Inget har sparats.");
		}
		// Norwegian, answered inline as a script would ask for it.
		const inline = await post("/no/godteliste", { intent: "add", product: ids.norwegian, quantity: "100", reply: "inline" });
		expect(inline.status).toBe(400);
		expect(inline.headers.get("set-cookie")).toBeNull();
		const list = await page("/no/godteliste?reply=quantity");
		expect(list.html).toContain("Antallet må være et heltall fra 1 til 99. Ingenting er lagret.");
	});

	it("refuses unknown, unavailable and other-language products", async () => {
		const cases: [string, string][] = [
			["00000000-0000-4000-8000-000000000000", "Vi hittar inte den produkten. Inget har sparats."],
			[ids.norwegian, "Vi hittar inte den produkten. Inget har sparats."],
			[ids.unavailable, "Ingen butik säljer den produkten just nu. Inget har sparats."],
			["not-a-product", "Vi hittar inte den produkten. Inget har sparats."],
		];
		for (const [product, message] of cases) {
			const response = await post("/godislista", { intent: "add", product, quantity: "1", back: "/produkter" });
			expect(response.status, product).toBe(303);
			expect(response.headers.get("set-cookie"), product).toBeNull();
			// A product id that is no id at all has no form to answer on: the list page says it.
			const location = response.headers.get("location") as string;
			expect((await page(location)).html, product).toContain(message);
		}
		const foreignBack = await post("/godislista", {
			intent: "add",
			product: ids.sv[0] as string,
			quantity: "1",
			back: "//evil.example/",
		});
		expect(foreignBack.headers.get("location")).toBe("/godislista?reply=added");
		const noIntent = await post("/godislista", { product: ids.sv[0] as string });
		expect((await page(noIntent.headers.get("location") as string)).html).toContain(
			"Det gick inte att förstå ändringen. Inget har sparats.",
		);
	});

	it("holds at most 50 lines and 99 of a product; a change, then a set and a removal, round-trip through the cookie", async () => {
		let cookie = "";
		for (const product of ids.sv.slice(0, 50)) {
			const response = await post("/godislista", { intent: "add", product, quantity: "1", back: "/produkter" }, cookie);
			cookie = cookieOf(response) || cookie;
		}
		expect(cookie.length).toBeLessThan(1300);
		const back = `/produkter/${ids.slugs[50]}`;
		const full = await post("/godislista", { intent: "add", product: ids.sv[50] as string, quantity: "1", back }, cookie);
		expect(full.headers.get("set-cookie")).toBeNull();
		expect((await page(full.headers.get("location") as string)).html).toContain(
			"Listan rymmer högst 50 varor. Inget har sparats.",
		);
		const tooMany = await post("/godislista", { intent: "set", product: ids.sv[0] as string, quantity: "100" }, cookie);
		expect(tooMany.headers.get("set-cookie")).toBeNull();
		const set = await post("/godislista", { intent: "set", product: ids.sv[0] as string, quantity: "7" }, cookie);
		expect(set.headers.get("location")).toBe("/godislista?reply=updated");
		const removed = await post("/godislista", { intent: "remove", product: ids.sv[1] as string }, cookieOf(set));
		const list = await page("/godislista", cookieOf(removed));
		expect(list.html).toContain('value="7"');
		expect((list.html.match(/data-testid="list-line"/g) ?? []).length).toBe(49);
	});

	it("shows a forged or oversized list cookie as an empty list with a message, never a 5xx", async () => {
		const valid = cookieOf(await post("/godislista", { intent: "add", product: ids.sv[0] as string, quantity: "2", back: "/" }));
		const [name, value = ""] = valid.split("=");
		const [encoded = "", signature = ""] = value.split(".");
		const forgeries = [
			`${name}=${encoded}.${signature.slice(0, -2)}xx`,
			`${name}=${encoded.slice(0, -4)}AAAA.${signature}`,
			`${name}=${"A".repeat(5000)}`,
			`${name}=%00%ff.`,
			`gg_list_nb=${value}`,
		];
		for (const [i, cookie] of forgeries.entries()) {
			const shown = await page(i === 4 ? "/no/godteliste" : "/godislista", cookie);
			expect(shown.status, cookie.slice(0, 40)).toBe(200);
			expect(shown.html, cookie.slice(0, 40)).toContain(
				i === 4
					? "Den lagrede listen din kunne ikke leses og vises derfor tom."
					: "Din sparade lista kunde inte läsas och visas därför tom.",
			);
		}
		// A change on top of a forged list starts a new one.
		const fresh = await post(
			"/godislista",
			{ intent: "add", product: ids.sv[2] as string, quantity: "1", back: "/" },
			forgeries[0],
		);
		const list = await page("/godislista", cookieOf(fresh));
		expect((list.html.match(/data-testid="list-line"/g) ?? []).length).toBe(1);
	});

	it("refuses a forged or oversized share link, and copying one, with a message", async () => {
		for (const code of ["garbage", "AQ", "A".repeat(5000), "%ZZ"]) {
			const shown = await page(`/godislista?list=${code}`);
			expect(shown.status, code.slice(0, 20)).toBe(400);
			expect(shown.html).toContain("Länken till listan är trasig eller för lång och kunde inte läsas.");
			const copy = await post("/godislista", { intent: "copy", list: code });
			expect(copy.headers.get("set-cookie")).toBeNull();
			expect((await page(copy.headers.get("location") as string)).html).toContain(
				"Länken till listan är trasig eller för lång och kunde inte läsas.",
			);
		}
		// A valid link opens the same list for anyone, and copying it stores it.
		const own = cookieOf(await post("/godislista", { intent: "add", product: ids.sv[3] as string, quantity: "4", back: "/" }));
		const shareLink = (await page("/godislista", own)).html.match(
			/data-testid="share-link"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*data-testid="share-link"/,
		);
		const link = new URL((shareLink?.[1] ?? shareLink?.[2] ?? "").replaceAll("&amp;", "&"));
		const shared = await page(`${link.pathname}${link.search}`);
		expect(shared.status).toBe(200);
		expect(shared.html).toContain("4 st");
		const copied = await post("/godislista", { intent: "copy", list: link.searchParams.get("list") as string });
		expect(copied.headers.get("location")).toBe("/godislista?reply=copied");
		expect((await page("/godislista", cookieOf(copied))).html).toContain('value="4"');
	});

	it("keeps the list page personal and out of search engines", async () => {
		const response = await fetch(`${app.url}/godislista`);
		expect(response.headers.get("cache-control")).toBe("private, no-store");
		expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
	});
});
