// Click-outs (/go/{offer}) and the offers data behind the product page, on real databases with the
// demo catalogue: a known offer answers 302 to the retailer with noindex and counts one click per
// request and Swedish day (bots are sent on uncounted); a gone offer falls back to the product page
// the link names, or 404s; garbage never causes a 500. The HTTP side (links on the pages, the
// localised 404 page) is checked against the production server in tests/e2e/offers.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cheapestPerDay, priceHistoryLines, productOffers, stockholmDay } from "~/.server/catalogue/offers";
import { findProduct } from "~/.server/catalogue/products";
import type { Connection } from "~/.server/db/client";
import { loader } from "~/routes/go";
import { testDatabases } from "../support/databases";
import { openDemoDatabase } from "../support/demo-database";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Calls the route's loader the way React Router does for GET /go/{offer}?query. */
async function clickOut(offer: string, query = "", init: { userAgent?: string; method?: string } = {}) {
	const request = new Request(`http://localhost/go/${offer}${query}`, {
		method: init.method ?? "GET",
		headers: { "User-Agent": init.userAgent ?? browser },
	});
	try {
		return await loader({ request, params: { offer }, context: {} } as unknown as Parameters<typeof loader>[0]);
	} catch (thrown) {
		// data(null, { status }) is thrown as { init: { status } }; anything else is a real failure.
		const status = (thrown as { init?: { status?: number } }).init?.status;
		if (status === undefined) throw thrown;
		return new Response(null, { status });
	}
}

describe("the cheapest price per day", () => {
	const at = (iso: string) => new Date(iso);
	const since = at("2026-08-24T12:00:00Z");
	const now = at("2026-11-22T12:00:00Z");

	it("keeps each offer's last price until it changes and takes the lowest at the end of each day", () => {
		const points = cheapestPerDay(
			[
				{ offerId: 1, price: 30, recordedAt: at("2026-01-10T08:00:00Z") }, // before the window
				{ offerId: 2, price: 35, recordedAt: at("2026-09-01T08:00:00Z") },
				{ offerId: 2, price: 25, recordedAt: at("2026-10-01T08:00:00Z") },
				{ offerId: 2, price: 28, recordedAt: at("2026-10-01T18:00:00Z") }, // later the same day
				{ offerId: 1, price: 40, recordedAt: at("2026-11-01T08:00:00Z") },
			],
			since,
			now,
		);
		expect(points).toEqual([
			{ day: "2026-08-24", price: 30 },
			{ day: "2026-09-01", price: 30 },
			{ day: "2026-10-01", price: 28 },
			{ day: "2026-11-01", price: 28 },
			{ day: "2026-11-22", price: 28 },
		]);
	});

	it("counts days in Swedish time and gives nothing without history", () => {
		expect(stockholmDay(at("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
		expect(stockholmDay(at("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
		expect(stockholmDay(at("2026-07-01T22:00:00Z"))).toBe("2026-07-02");
		expect(cheapestPerDay([], since, now)).toEqual([]);
		expect(cheapestPerDay([{ offerId: 1, price: 9, recordedAt: now }], since, now)).toEqual([{ day: "2026-11-22", price: 9 }]);
	});
});

describe.each(testDatabases())("click-outs and offers on $name", (database) => {
	let connection: Connection;
	let offer: { id: number; url: string; slug: string; locale: string };
	const clicks = async (offerId: number, day = stockholmDay(new Date())) => {
		const [row] = await connection.db.query<{ clicks: number }>(
			"select clicks from offer_clicks where offer_id = $1 and day = $2",
			[offerId, day],
		);
		return row?.clicks ?? 0;
	};

	beforeAll(async () => {
		connection = await openDemoDatabase(database);
		const [row] = await connection.db.query<{ id: number | string; url: string; slug: string; locale: string }>(
			`select o.id, o.url, p.slug, p.locale from offers o join products p on p.id = o.product_id
			 where p.available and p.locale = 'sv' order by o.id limit 1`,
		);
		if (!row) throw new Error("the demo catalogue has no offers");
		offer = { ...row, id: Number(row.id) };
	});
	afterAll(() => connection?.close());

	it("answers 302 to the retailer's address, noindex and uncached", async () => {
		const response = await clickOut(String(offer.id), `?p=${offer.slug}&l=sv`);
		expect(response.status).toBe(302);
		expect(response.headers.get("Location")).toBe(offer.url);
		expect(offer.url).toMatch(/^https:\/\/[a-z-]+\.example\//);
		expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
		expect(response.headers.get("Cache-Control")).toBe("no-store");
	});

	it("counts one click per request, per offer and Swedish day", async () => {
		const [other] = await connection.db.query<{ id: number | string }>("select id from offers where id <> $1 limit 1", [
			offer.id,
		]);
		const before = await clicks(offer.id);
		await connection.db.query("insert into offer_clicks (offer_id, day, clicks) values ($1, '2026-01-01', 5)", [offer.id]);
		for (let i = 0; i < 3; i++) expect((await clickOut(String(offer.id))).status).toBe(302);
		expect(await clicks(offer.id)).toBe(before + 3);
		// Another day's count and another offer's are untouched.
		expect(await clicks(offer.id, "2026-01-01")).toBe(5);
		expect(await clicks(Number(other?.id))).toBe(0);
		const rows = await connection.db.query("select day from offer_clicks where offer_id = $1", [offer.id]);
		expect(rows).toHaveLength(2);
	});

	it("sends bots and HEAD requests on without counting them", async () => {
		const before = await clicks(offer.id);
		const bot = await clickOut(String(offer.id), "", { userAgent: googlebot });
		expect(bot.status).toBe(302);
		expect(bot.headers.get("Location")).toBe(offer.url);
		expect((await clickOut(String(offer.id), "", { method: "HEAD" })).status).toBe(302);
		expect(await clicks(offer.id)).toBe(before);
	});

	it("sends a gone offer to the product page its link names, in that language", async () => {
		const [nb] = await connection.db.query<{ slug: string }>("select slug from products where locale = 'nb' limit 1");
		const sv = await clickOut("987654321", `?p=${offer.slug}&l=sv`);
		expect(sv.status).toBe(302);
		expect(sv.headers.get("Location")).toBe(`/produkter/${offer.slug}`);
		expect(sv.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
		const norwegian = await clickOut("987654321", `?p=${nb?.slug}&l=nb`);
		expect(norwegian.headers.get("Location")).toBe(`/no/produkter/${nb?.slug}`);
		const rows = await connection.db.query("select 1 from offer_clicks where offer_id = 987654321");
		expect(rows).toHaveLength(0);
	});

	it("answers 404 for a gone offer without a product to fall back to", async () => {
		expect((await clickOut("987654321")).status).toBe(404);
		expect((await clickOut("987654321", "?p=finns-inte&l=sv")).status).toBe(404);
		// The slug exists only in Swedish.
		expect((await clickOut("987654321", `?p=${offer.slug}-x&l=nb`)).status).toBe(404);
		expect((await clickOut("987654321", `?p=${offer.slug}&l=de`)).status).toBe(404);
	});

	it.each(["abc", "0", "-1", "1.5", "1e3", "99999999999999999999", "%27%20or%201%3D1", ""])(
		"answers 404, never an error, for the offer id %j",
		async (id) => {
			expect((await clickOut(id)).status).toBe(404);
		},
	);

	it("never redirects to an address that is not http(s): the product page instead", async () => {
		const [row] = await connection.db.query<{ id: number | string }>(
			"update offers set url = 'javascript:alert(1)' where id = (select max(id) from offers) returning id",
		);
		const [product] = await connection.db.query<{ slug: string; locale: string }>(
			"select p.slug, p.locale from products p join offers o on o.product_id = p.id where o.id = $1",
			[row?.id],
		);
		const response = await clickOut(String(row?.id));
		expect(response.status).toBe(302);
		expect(response.headers.get("Location")).toBe(`${product?.locale === "nb" ? "/no" : ""}/produkter/${product?.slug}`);
		expect(await clicks(Number(row?.id))).toBe(0);
	});

	it("lists a product's offers buyable first, cheapest first, with retailer and date", async () => {
		const [product] = await connection.db.query<{ id: string }>(
			// Every offer buyable, so the one sold out below is the only one and must come last.
			`select product_id as id from offers group by product_id
			 having count(*) >= 3 and bool_and(availability = 'in_stock') order by product_id limit 1`,
		);
		const id = product?.id as string;
		await connection.db.query(
			`update offers set availability = 'out_of_stock', price = 1 where id = (select min(id) from offers where product_id = $1)`,
			[id],
		);
		const offers = await productOffers(connection.db, id);
		expect(offers.length).toBeGreaterThanOrEqual(3);
		const last = offers[offers.length - 1];
		expect(last).toMatchObject({ price: 1, availability: "out_of_stock", available: false });
		const buyable = offers.filter((o) => o.available);
		expect(buyable.map((o) => o.price)).toEqual(buyable.map((o) => o.price).sort((a, b) => a - b));
		for (const o of offers) {
			expect(o.retailer).toMatch(/\S/);
			expect(Number.isNaN(Date.parse(o.lastUpdated))).toBe(false);
		}
	});

	it("gives the cheapest price per day of the last 90 days from the price history", async () => {
		const [product] = await connection.db.query<{ id: string; currency: string }>(
			`select p.id, p.currency from products p where (select count(*) from offers o where o.product_id = p.id) >= 2 limit 1`,
		);
		const id = product?.id as string;
		const currency = product?.currency as string;
		const offerIds = (
			await connection.db.query<{ id: number | string }>("select id from offers where product_id = $1 order by id", [id])
		).map((r) => Number(r.id));
		await connection.db.query(
			`insert into price_history (offer_id, product_id, price, currency, recorded_at) values
			 ($1, $3, 5, $4, now() - interval '200 days'),
			 ($1, $3, 7.5, $4, now() - interval '20 days'),
			 ($2, $3, 6.25, $4, now() - interval '10 days'),
			 ($2, $3, 1, 'EUR', now() - interval '5 days')`,
			[offerIds[0], offerIds[1], id, currency],
		);
		const points = (await priceHistoryLines(connection.db, id, currency)).cheapest;
		const today = stockholmDay(new Date());
		const day = (daysAgo: number) => stockholmDay(new Date(Date.now() - daysAgo * 86_400_000));
		expect(points.length).toBeGreaterThanOrEqual(3);
		expect(points[0]?.day).toBe(day(90));
		expect(points.find((p) => p.day === day(20))?.price).toBeLessThanOrEqual(7.5);
		expect(points.find((p) => p.day === day(10))?.price).toBeLessThanOrEqual(6.25);
		expect(points.at(-1)?.day).toBe(today);
		expect(points.some((p) => p.price === 1)).toBe(false);
		expect(points.map((p) => p.day)).toEqual([...new Set(points.map((p) => p.day))].sort());
	});

	it("finds an unavailable product's page, which lists and related products leave out", async () => {
		const [row] = await connection.db.query<{ slug: string; locale: "sv" | "nb" }>(
			"select slug, locale from products where not available limit 1",
		);
		expect(row, "the demo catalogue has an unavailable product").toBeDefined();
		const product = await findProduct(connection.db, row?.locale ?? "sv", row?.slug ?? "");
		expect(product).toMatchObject({ slug: row?.slug, available: false });
		const response = await clickOut("987654321", `?p=${row?.slug}&l=${row?.locale}`);
		expect(response.status).toBe(302);
	});
});
