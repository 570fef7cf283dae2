// Shipping end to end on both databases (ADR 046, ADR 052): a shop's rule from the admin's form
// (the action's domain function, with bad input refused and nothing changed), a feed row's own
// shipping from Google Merchant XML, an Awin CSV and an Adtraction CSV (winning over the shop's
// rule, each value on its own), and what the product page shows: one item's delivered price at,
// just under and just over the free-shipping threshold, and the "inkl. frakt" order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findRetailerShipping, saveRetailerShipping } from "~/.server/admin/retailer-shipping";
import { productOffers } from "~/.server/catalogue/offers";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { Db } from "~/.server/db/handle";
import { importFeed } from "~/.server/feeds/import-feed";
import { testDatabases } from "../support/databases";
import { shownOffers } from "../support/shown-offers";

const actor = "admin@test";

function form(fields: Record<string, string>): FormData {
	const data = new FormData();
	for (const [name, value] of Object.entries(fields)) data.set(name, value);
	return data;
}

async function* bytes(text: string) {
	yield new TextEncoder().encode(text);
}

const gtin = {
	underThreshold: "7359990000013",
	atThreshold: "7359990000020",
	overThreshold: "7359990000037",
	bottle: "7359990000044",
	ownFee: "7359990000051",
	badShipping: "7359990000068",
};

const item = (id: string, title: string, code: string, price: string, extra = "") =>
	`<item><g:id>${id}</g:id><title>${title}</title><link>https://frakt.example/${id}</link><g:price>${price} SEK</g:price>
	 <g:brand>Fraktgodis</g:brand><g:gtin>${code}</g:gtin>${extra}</item>`;

const googleFeed = (items: string[]) =>
	`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${items.join("")}</channel></rss>`;

// With Google's delivery speed: a day's handling for the item, 1–2 days' transit in Sweden.
const bottleShipping = `<g:max_handling_time>1</g:max_handling_time>
	<g:shipping><g:country>NO</g:country><g:price>99 NOK</g:price><g:max_transit_time>9</g:max_transit_time></g:shipping>
	<g:shipping><g:country>SE</g:country><g:service>Tungt paket</g:service><g:price>79.00 SEK</g:price>
	<g:min_transit_time>1</g:min_transit_time><g:max_transit_time>2</g:max_transit_time></g:shipping>
	<g:free_shipping_threshold><g:country>SE</g:country><g:price_threshold>499 SEK</g:price_threshold></g:free_shipping_threshold>`;

const googleItems = [
	item("F1", "Fraktgodis Lakrits 100 g", gtin.underThreshold, "298.99"),
	item("F2", "Fraktgodis Choklad 100 g", gtin.atThreshold, "299.00"),
	item("F3", "Fraktgodis Kola 100 g", gtin.overThreshold, "299.01"),
	item("F4", "Fraktgodis Läsk 1,5 l", gtin.bottle, "20.00", bottleShipping),
	// Its own fee only: the shop's threshold still applies.
	item("F5", "Fraktgodis Gelé 100 g", gtin.ownFee, "100.00", "<g:shipping>SE:::29 SEK</g:shipping>"),
	item(
		"F6",
		"Fraktgodis Skum 100 g",
		gtin.badShipping,
		"10.00",
		"<g:shipping><g:country>SE</g:country><g:price>ring oss</g:price></g:shipping>",
	),
];

const awinCsv = [
	"aw_product_id,product_name,merchant_deep_link,search_price,currency,brand_name,ean,delivery_cost,delivery_time",
	`A4,"Fraktgodis Läsk 1,5 l",https://awin.example/4,25.00,SEK,Fraktgodis,${gtin.bottle},4.99,1-2 dagar`,
	`A1,Fraktgodis Lakrits 100 g,https://awin.example/1,10.00,SEK,Fraktgodis,${gtin.underThreshold},,Skickas snart`,
].join("\n");

const adtractionCsv = [
	"SKU;Name;Price;Shipping;Currency;Instock;ProductUrl;Brand;Ean",
	`T4;Fraktgodis Läsk 1,5 l;22,00;0;SEK;yes;https://adtraction.example/4;Fraktgodis;${gtin.bottle}`,
	`T2;Fraktgodis Choklad 100 g;300,00;10 000,01;SEK;yes;https://adtraction.example/2;Fraktgodis;${gtin.atThreshold}`,
].join("\n");

describe.each(testDatabases())("shipping on $name", (database) => {
	let connection: Connection;
	let db: Db;
	const retailerIds: Record<string, string> = {};
	const feedIds: Record<string, string> = {};

	async function productOf(code: string): Promise<string> {
		const [row] = await db.query<{ id: string }>("select id from products where gtin = $1 and locale = 'sv'", [code]);
		if (!row) throw new Error(`no product ${code}`);
		return row.id;
	}

	beforeAll(async () => {
		connection = await database.openWithDemo();
		db = connection.db;
		setReadyConnection(connection);
		for (const [slug, format] of [
			["fraktbutiken", "google_xml"],
			["awinbutiken", "csv"],
			["adtractionbutiken", "csv"],
			["okandfrakt", "google_xml"],
		] as const) {
			const [retailer] = await db.query<{ id: string }>(
				"insert into retailers (name, slug, website_url) values ($1, $1, $2) returning id",
				[slug, `https://${slug}.example`],
			);
			retailerIds[slug] = retailer?.id as string;
			const [feed] = await db.query<{ id: string }>(
				"insert into feeds (retailer_id, locale, format, url) values ($1, 'sv', $2, $3) returning id",
				[retailer?.id, format, `https://${slug}.example/feed`],
			);
			feedIds[slug] = feed?.id as string;
		}
	});
	afterAll(() => connection?.close());

	it("stores a shop's rule per language from the admin's form, refuses bad input with its field's code and changes nothing", async () => {
		const id = retailerIds.fraktbutiken as string;
		const save = (fields: Record<string, string>) => saveRetailerShipping(db, id, form(fields), { actor });
		expect(await save({ locale: "sv", fee: " 49,00 ", freeOver: "299", daysMin: "1", daysMax: "3" })).toMatchObject({
			status: "saved",
			retailerName: "fraktbutiken",
			locale: "sv",
		});
		expect(await save({ locale: "nb", fee: "69", freeOver: "", daysMin: "", daysMax: "" })).toMatchObject({ status: "saved" });
		const stored = await findRetailerShipping(db, id);
		expect(stored?.rules).toEqual({
			sv: { fee: 49, freeOver: 299, daysMin: 1, daysMax: 3 },
			nb: { fee: 69, freeOver: null, daysMin: null, daysMax: null },
		});

		const refused: [Record<string, string>, Record<string, string>][] = [
			[{ fee: "-1" }, { fee: "fee" }],
			[{ fee: "gratis" }, { fee: "fee" }],
			[{ fee: "10000,01" }, { fee: "fee" }],
			[{ fee: "1e3" }, { fee: "fee" }],
			[{ fee: "" }, { fee: "fee" }],
			[{ freeOver: "0" }, { freeOver: "freeOver" }],
			[{ freeOver: "100000.01" }, { freeOver: "freeOver" }],
			[{ daysMin: "2", daysMax: "" }, { daysMax: "daysBoth" }],
			[{ daysMin: "3", daysMax: "1" }, { daysMax: "daysOrder" }],
			[
				{ daysMin: "61", daysMax: "62" },
				{ daysMin: "days", daysMax: "days" },
			],
			[{ daysMin: "1,5", daysMax: "2" }, { daysMin: "days" }],
		];
		const good = { locale: "sv", fee: "39", freeOver: "399", daysMin: "2", daysMax: "4" };
		const runs = async () => (await db.query<{ n: number }>("select count(*)::int as n from tool_runs"))[0]?.n;
		const runsBefore = await runs();
		for (const [fields, errors] of refused) {
			const outcome = await save({ ...good, ...fields });
			expect(outcome, JSON.stringify(fields)).toMatchObject({ status: "invalid", form: { errors } });
		}
		expect((await save({ ...good, locale: "en" })).status).toBe("invalid");
		expect(await runs()).toBe(runsBefore);
		expect((await findRetailerShipping(db, id))?.rules.sv).toEqual({ fee: 49, freeOver: 299, daysMin: 1, daysMax: 3 });

		// All empty removes the language's rule; an unknown or malformed retailer is not found.
		expect(await save({ locale: "nb", fee: "", freeOver: "", daysMin: "", daysMax: "" })).toMatchObject({ status: "removed" });
		expect((await findRetailerShipping(db, id))?.rules.nb).toBeNull();
		expect(await saveRetailerShipping(db, "00000000-0000-4000-8000-000000000000", form(good), { actor })).toEqual({
			status: "not-found",
		});
		expect(await saveRetailerShipping(db, "not-a-uuid", form(good), { actor })).toEqual({ status: "not-found" });
		expect(await findRetailerShipping(db, "not-a-uuid")).toBeNull();

		for (const [slug, fields] of [
			["awinbutiken", { fee: "39", freeOver: "", daysMin: "3", daysMax: "5" }],
			["adtractionbutiken", { fee: "59", freeOver: "599" }],
		] as const) {
			const outcome = await saveRetailerShipping(db, retailerIds[slug] as string, form({ locale: "sv", ...fields }), { actor });
			expect(outcome.status).toBe("saved");
		}
	});

	it("reads a row's own shipping from Google XML, Awin and Adtraction CSVs; it wins over the shop's rule, a bad value rejects only its row", async () => {
		const google = await importFeed(db, feedIds.fraktbutiken as string, { source: bytes(googleFeed(googleItems)) });
		expect(google.status).toBe("succeeded");
		expect(google.rejections).toEqual([
			{ line: 6, externalId: "F6", problem: { code: "invalid-shipping", value: "SE:::ring oss" } },
		]);
		const awin = await importFeed(db, feedIds.awinbutiken as string, { source: bytes(awinCsv) });
		expect([awin.status, awin.rejected]).toEqual(["succeeded", 0]);
		// A delivery time it cannot read costs the row nothing but its time, and the operator is told.
		expect(awin.warnings).toEqual([
			{ line: 2, externalId: "A1", problem: { code: "delivery-time-unreadable", value: "Skickas snart" } },
		]);
		const adtraction = await importFeed(db, feedIds.adtractionbutiken as string, { source: bytes(adtractionCsv) });
		expect(adtraction.rejections).toEqual([
			{ line: 2, externalId: "T2", problem: { code: "invalid-shipping", value: "10 000,01" } },
		]);
		await importFeed(db, feedIds.okandfrakt as string, {
			source: bytes(googleFeed([item("U4", "Fraktgodis Läsk 1,5 l", gtin.bottle, "5.00")])),
		});

		const stored = await db.query<{ external_id: string; shipping_fee: number | null; free_shipping_over: number | null }>(
			`select external_id, shipping_fee::float8 as shipping_fee, free_shipping_over::float8 as free_shipping_over
			 from offers where external_id in ('F1', 'F4', 'F5', 'A4', 'A1', 'T4', 'U4') order by external_id`,
		);
		expect(stored).toEqual([
			{ external_id: "A1", shipping_fee: null, free_shipping_over: null },
			{ external_id: "A4", shipping_fee: 4.99, free_shipping_over: null },
			{ external_id: "F1", shipping_fee: null, free_shipping_over: null },
			{ external_id: "F4", shipping_fee: 79, free_shipping_over: 499 },
			{ external_id: "F5", shipping_fee: 29, free_shipping_over: null },
			{ external_id: "T4", shipping_fee: 0, free_shipping_over: null },
			{ external_id: "U4", shipping_fee: null, free_shipping_over: null },
		]);

		// The bottle at four shops: the row's own values, the shop's where the row says nothing.
		const bottle = await productOffers(db, await productOf(gtin.bottle));
		expect(bottle.map((o) => [o.retailer, o.price, o.shipping, o.delivered, o.deliveryDays])).toEqual([
			["okandfrakt", 5, null, null, null],
			// Its own 1 day's handling and 1–2 days' transit over the shop's 1–3 days.
			["fraktbutiken", 20, { fee: 79, freeOver: 499 }, 99, { min: 2, max: 3 }],
			["adtractionbutiken", 22, { fee: 0, freeOver: 599 }, 22, null],
			// Its own "1-2 dagar" over the shop's 3–5 days.
			["awinbutiken", 25, { fee: 4.99, freeOver: null }, 29.99, { min: 1, max: 2 }],
		]);
		// As a shopper reads it: the rows' own times, none where none is stated.
		expect(shownOffers(bottle, "price", ["offer-delivery-time"])).toEqual([
			"okandfrakt | -",
			"fraktbutiken | · Leverans 2–3 dagar",
			"adtractionbutiken | -",
			"awinbutiken | · Leverans 1–2 dagar",
		]);
		// Own fee, the shop's threshold.
		const [gele] = await productOffers(db, await productOf(gtin.ownFee));
		expect([gele?.shipping, gele?.delivered]).toEqual([{ fee: 29, freeOver: 299 }, 129]);
		// The shop's flat fee for a row that states none.
		const lakrits = await productOffers(db, await productOf(gtin.underThreshold));
		const awinLakrits = lakrits.find((o) => o.retailer === "awinbutiken");
		// The shop's flat fee and its days, the row's unreadable time ignored.
		expect([awinLakrits?.delivered, awinLakrits?.deliveryDays]).toEqual([49, { min: 3, max: 5 }]);

		// A row whose delivery time changes updates its offer; one that stops stating it gets the shop's.
		const awinAgain = await importFeed(db, feedIds.awinbutiken as string, {
			source: bytes(awinCsv.replace("1-2 dagar", "2-4 dagar")),
		});
		expect([awinAgain.updated, awinAgain.unchanged]).toEqual([1, 1]);
		const days = async () =>
			(await productOffers(db, await productOf(gtin.bottle))).find((o) => o.retailer === "awinbutiken")?.deliveryDays;
		expect(await days()).toEqual({ min: 2, max: 4 });
		await importFeed(db, feedIds.awinbutiken as string, { source: bytes(awinCsv.replace("1-2 dagar", "")) });
		expect(await days()).toEqual({ min: 3, max: 5 });

		// A row that stops stating its shipping falls back to the shop's rule: the offer is updated.
		const again = await importFeed(db, feedIds.fraktbutiken as string, {
			source: bytes(googleFeed(googleItems.map((text) => text.replace(bottleShipping, "")))),
		});
		expect(again.updated).toBe(1);
		const [fee] = await db.query<{ shipping_fee: number | null }>("select shipping_fee from offers where external_id = 'F4'");
		expect(fee?.shipping_fee).toBeNull();
		const bottleAfter = (await productOffers(db, await productOf(gtin.bottle))).find((o) => o.retailer === "fraktbutiken");
		expect([bottleAfter?.delivered, bottleAfter?.deliveryDays]).toEqual([69, { min: 1, max: 3 }]);
	});

	it("shows one item's delivered price just under, exactly at and just over the threshold, and orders by it with inkl. frakt", async () => {
		const shown = async (code: string) =>
			shownOffers((await productOffers(db, await productOf(code))).filter((o) => o.retailer === "fraktbutiken"));
		expect(await shown(gtin.underThreshold)).toEqual([
			"fraktbutiken | 298,99 SEK | + 49 kr frakt · fri frakt över 299 kr | Med frakt 347,99 SEK",
		]);
		expect(await shown(gtin.atThreshold)).toEqual(["fraktbutiken | 299,00 SEK | Fri frakt | Med frakt 299,00 SEK"]);
		expect(await shown(gtin.overThreshold)).toEqual(["fraktbutiken | 299,01 SEK | Fri frakt | Med frakt 299,01 SEK"]);

		const bottle = await productOffers(db, await productOf(gtin.bottle));
		expect(shownOffers(bottle)).toEqual([
			"okandfrakt | 5,00 SEK | Frakt ej angiven | -",
			"fraktbutiken | 20,00 SEK | + 49 kr frakt · fri frakt över 299 kr | Med frakt 69,00 SEK",
			"adtractionbutiken | 22,00 SEK | Fri frakt | Med frakt 22,00 SEK",
			"awinbutiken | 25,00 SEK | + 4,99 kr frakt | Med frakt 29,99 SEK",
		]);
		// Delivered price first; unknown shipping last, never taken as free.
		expect(shownOffers(bottle, "delivered").map((row) => row.split(" | ")[0])).toEqual([
			"adtractionbutiken",
			"awinbutiken",
			"fraktbutiken",
			"okandfrakt",
		]);
	});
});
