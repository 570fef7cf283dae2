// The admin sections' reads and writes on both databases (ADR 053): deleting a feed withdraws its
// offers (sold out, kept with their history and clicks) and takes unavailable the products no other
// shop sells; a feed whose offers are in another currency than its language's is flagged; clicks
// per day over 30 days, for every shop or one shop or product; and the overview's attention items.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedAttention, loadAttention, weekOverWeekClicks } from "~/.server/admin/attention";
import { loadClicksPerDay } from "~/.server/admin/clicks-per-day";
import { deleteFeed, findFeedToDelete } from "~/.server/admin/delete-feed";
import { listFeeds } from "~/.server/admin/feeds";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import { migrate } from "~/.server/db/migrate";
import { writeRevisions } from "~/.server/revisions/revision-store";
import { testDatabases } from "../support/databases";

const actor = "admin@test";
const today = "2026-11-26";

describe.each(testDatabases())("admin sections on $name", (database) => {
	let connection: Connection;
	const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => connection.db.query<T>(text, params);
	const one = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await q<T>(text, params))[0] as T;

	async function retailer(name: string, slug: string) {
		return (
			await one<{ id: string }>(
				"insert into retailers (name, slug, website_url) values ($1, $2, 'https://x.example') returning id",
				[name, slug],
			)
		).id;
	}
	let feeds = 0;
	async function feed(retailerId: string, locale: "sv" | "nb", enabled = true) {
		// Each from an address of its own: a shop has one feed per language and source (ADR 090).
		feeds += 1;
		return (
			await one<{ id: string }>(
				"insert into feeds (retailer_id, locale, format, url, enabled) values ($1, $2, 'google_xml', $3, $4) returning id",
				[retailerId, locale, `https://x.example/f-${feeds}.xml`, enabled],
			)
		).id;
	}
	async function product(locale: string, slug: string) {
		return (
			await one<{ id: string }>("insert into products (locale, name, slug, available) values ($1, $2, $2, true) returning id", [
				locale,
				slug,
			])
		).id;
	}
	async function offer(
		productId: string,
		retailerId: string,
		feedId: string | null,
		externalId: string,
		price: number,
		currency = "SEK",
	) {
		const { id } = await one<{ id: number }>(
			`insert into offers (product_id, retailer_id, feed_id, external_id, price, currency, url)
			 values ($1, $2, $3, $4, $5, $6, 'https://x.example/p') returning id::int as id`,
			[productId, retailerId, feedId, externalId, price, currency],
		);
		return id;
	}

	beforeAll(async () => {
		connection = await database.open();
		await migrate(connection.db);
		setReadyConnection(connection);
	});
	afterAll(() => connection?.close());

	it("deletes a feed: its offers are sold out and kept, a product nobody else sells becomes unavailable", async () => {
		const shop = await retailer("Raderbutiken", "raderbutiken");
		const otherShop = await retailer("Kvarbutiken", "kvarbutiken");
		const gone = await feed(shop, "sv");
		const stays = await feed(otherShop, "sv");
		const onlyHere = await product("sv", "bara-har");
		const alsoThere = await product("sv", "finns-kvar");
		const onlyHereOffer = await offer(onlyHere, shop, gone, "a-1", 10);
		await offer(alsoThere, shop, gone, "a-2", 5);
		await offer(alsoThere, otherShop, stays, "b-1", 12);
		await q("update products p set cheapest_offer_id = $2, price = 10 where id = $1", [onlyHere, onlyHereOffer]);
		await q("insert into price_history (offer_id, product_id, price, currency) values ($1, $2, 10, 'SEK')", [
			onlyHereOffer,
			onlyHere,
		]);
		// A day outside every window the click tests below read.
		await q("insert into offer_clicks (offer_id, day, clicks) values ($1, '2026-09-01', 3)", [onlyHereOffer]);

		expect(await findFeedToDelete(connection.db, gone)).toEqual({
			id: gone,
			retailerName: "Raderbutiken",
			locale: "sv",
			offers: 2,
			availableOffers: 2,
		});
		expect(await deleteFeed(connection.db, gone, actor)).toEqual({
			retailerName: "Raderbutiken",
			locale: "sv",
			withdrawn: 2,
			madeUnavailable: 1,
		});
		expect(await q("select id from feeds where id = $1", [gone])).toEqual([]);
		expect(
			await q("select external_id, availability, feed_id from offers where retailer_id = $1 order by external_id", [shop]),
		).toEqual([
			{ external_id: "a-1", availability: "out_of_stock", feed_id: null },
			{ external_id: "a-2", availability: "out_of_stock", feed_id: null },
		]);
		expect(await one("select available from products where id = $1", [onlyHere])).toEqual({ available: false });
		// The other shop still sells it: available, at its price.
		expect(await one("select available, price::float as price from products where id = $1", [alsoThere])).toEqual({
			available: true,
			price: 12,
		});
		expect(await one("select count(*)::int as n from price_history where offer_id = $1", [onlyHereOffer])).toEqual({ n: 1 });
		expect(await one("select clicks from offer_clicks where offer_id = $1", [onlyHereOffer])).toEqual({ clicks: 3 });
		expect(await one("select tool, actor, status, result from tool_runs order by id desc limit 1")).toEqual({
			tool: "feed-delete",
			actor,
			status: "succeeded",
			result: { withdrawn: 2, madeUnavailable: 1 },
		});
		// The other shop's feed is untouched.
		expect(await one("select count(*)::int as n from feeds where id = $1", [stays])).toEqual({ n: 1 });

		const runs = await one<{ n: number }>("select count(*)::int as n from tool_runs");
		for (const id of [gone, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
			expect(await findFeedToDelete(connection.db, id)).toBeNull();
			expect(await deleteFeed(connection.db, id, actor)).toBeNull();
		}
		expect(await one("select count(*)::int as n from tool_runs")).toEqual(runs);
	});

	it("flags a feed whose offers are priced in another currency than its language's", async () => {
		const shop = await retailer("Valutabutiken", "valutabutiken");
		const norwegian = await feed(shop, "nb");
		const swedish = await feed(shop, "sv");
		const p = await product("nb", "valuta-produkt");
		await offer(p, shop, norwegian, "v-1", 10, "SEK");
		await offer(p, shop, norwegian, "v-2", 10, "SEK");
		await offer(p, shop, norwegian, "v-3", 10, "NOK");
		await offer(p, shop, swedish, "v-4", 10, "SEK");
		const feeds = await listFeeds(connection.db);
		expect(feeds.find((f) => f.id === norwegian)?.currencyMismatch).toEqual({ currency: "SEK", offers: 2, expected: "NOK" });
		expect(feeds.find((f) => f.id === swedish)?.currencyMismatch).toBeNull();
		expect(feedAttention(feeds).filter((item) => item.problem === "currency")).toEqual([
			{
				feedId: norwegian,
				retailer: "Valutabutiken",
				locale: "nb",
				problem: "currency",
				currency: "SEK",
				offers: 2,
				expected: "NOK",
			},
		]);
	});

	it("counts clicks per day over 30 days, for every shop, one shop or one product", async () => {
		const a = await retailer("Klickbutik A", "klick-a");
		const b = await retailer("Klickbutik B", "klick-b");
		const p1 = await product("sv", "klick-ett");
		const p2 = await product("nb", "klick-to");
		const a1 = await offer(p1, a, null, "k-1", 10);
		const b1 = await offer(p1, b, null, "k-2", 11);
		const a2 = await offer(p2, a, null, "k-3", 12, "NOK");
		const click = (offerId: number, day: string, clicks: number) =>
			q("insert into offer_clicks (offer_id, day, clicks) values ($1, $2, $3)", [offerId, day, clicks]);
		await click(a1, today, 4);
		await click(b1, today, 1);
		await click(a2, "2026-11-20", 2);
		await click(a1, "2026-10-28", 5); // the window's first day (30 days up to today)
		await click(a1, "2026-10-27", 100); // one day before it

		const all = await loadClicksPerDay(connection.db, {}, { today });
		expect(all.days).toHaveLength(30);
		expect(all.days[0]).toEqual({ day: "2026-10-28", clicks: 5 });
		expect(all.days[29]).toEqual({ day: today, clicks: 5 });
		expect(all.days.find((d) => d.day === "2026-11-20")?.clicks).toBe(2);
		expect(all.days.filter((d) => d.clicks === 0)).toHaveLength(27);
		expect(all.total).toBe(12);
		expect(all.retailer).toBeNull();
		expect(all.product).toBeNull();
		expect(all.retailers).toEqual([
			{ slug: "klick-a", name: "Klickbutik A", clicks: 11 },
			{ slug: "klick-b", name: "Klickbutik B", clicks: 1 },
		]);
		expect(all.products.map((p) => [p.name, p.clicks])).toEqual([
			["klick-ett", 10],
			["klick-to", 2],
		]);

		const shopB = await loadClicksPerDay(connection.db, { retailer: "klick-b" }, { today });
		expect(shopB.retailer).toEqual({ slug: "klick-b", name: "Klickbutik B" });
		expect(shopB.total).toBe(1);
		expect(shopB.products.map((p) => [p.name, p.clicks])).toEqual([["klick-ett", 1]]);

		const productTwo = await loadClicksPerDay(connection.db, { product: p2 }, { today });
		expect(productTwo.product).toEqual({ id: p2, name: "klick-to", locale: "nb" });
		expect(productTwo.total).toBe(2);
		expect(productTwo.retailers).toEqual([{ slug: "klick-a", name: "Klickbutik A", clicks: 2 }]);

		// An unknown shop or a malformed product id is no filter, never an error.
		const unknown = await loadClicksPerDay(
			connection.db,
			{ retailer: "finns-inte", product: "'; drop table offers; --" },
			{ today },
		);
		expect(unknown.total).toBe(12);
		expect(unknown.retailer).toBeNull();
		expect(unknown.product).toBeNull();

		expect(await weekOverWeekClicks(connection.db, today)).toEqual({ current: 7, previous: 0 });
		expect(await weekOverWeekClicks(connection.db, "2026-11-27")).toEqual({ current: 5, previous: 2 });
		expect(await weekOverWeekClicks(connection.db, "2026-12-03")).toEqual({ current: 0, previous: 7 });
	});

	it("lists what needs attention: failed, stale and never-run feeds, running and failed jobs, drafts waiting, searches without results", async () => {
		const shop = await retailer("Uppmärksam", "uppmarksam");
		const failing = await feed(shop, "sv");
		const stale = await feed(shop, "nb");
		const never = await feed(shop, "sv");
		const fine = await feed(shop, "nb");
		const paused = await feed(shop, "sv", false);
		await q("update feeds set last_run_at = now(), last_status = 'failed' where id = $1", [failing]);
		await q("update feeds set last_run_at = now() - interval '3 days', last_status = 'succeeded' where id = $1", [stale]);
		await q("update feeds set last_run_at = now() - interval '1 hour', last_status = 'succeeded' where id = $1", [fine]);
		await q("update feeds set last_run_at = now() - interval '30 days', last_status = 'failed' where id = $1", [paused]);
		const running = await one<{ id: number }>(
			"insert into jobs (kind, status, started_at) values ('category-seo', 'running', now()) returning id::int as id",
		);
		const failedJob = await one<{ id: number }>(
			"insert into jobs (kind, status, error, finished_at) values ('import-feed', 'failed', 'boom', now() - interval '1 day') returning id::int as id",
		);
		await q(
			"insert into jobs (kind, status, error, finished_at) values ('import-feed', 'failed', 'old', now() - interval '10 days')",
		);
		await q(
			`insert into search_stats (locale, day, query, searches, zero_results)
			 values ('sv', (now() at time zone 'Europe/Stockholm')::date, 'lakritsbåt', 4, 3),
			        ('nb', (now() at time zone 'Europe/Stockholm')::date, 'snop', 2, 0),
			        ('sv', (now() at time zone 'Europe/Stockholm')::date - 10, 'gammalt', 9, 9)`,
		);

		const draftsBefore = (await loadAttention(connection.db)).pendingDrafts ?? Number.NaN;
		await writeRevisions(
			connection.db,
			"home",
			"seo_text_md",
			[{ entityId: "nb", body: "Et utkast som venter." }],
			{ kind: "admin", actor: "admin@test" },
			"draft",
		);

		const attention = await loadAttention(connection.db);
		const mine = (attention.feeds ?? []).filter((item) => [failing, stale, never, fine, paused].includes(item.feedId));
		expect(mine.map((item) => [item.feedId, item.problem])).toEqual([
			[failing, "failed"],
			[stale, "stale"],
			[never, "never-run"],
		]);
		expect(attention.jobs?.active.map((job) => [job.id, job.kind, job.status])).toEqual([
			[running.id, "category-seo", "running"],
		]);
		expect(attention.jobs?.failed.map((job) => job.id)).toEqual([failedJob.id]);
		expect(attention.zeroResults).toEqual({ total: 3, top: [{ locale: "sv", query: "lakritsbåt", count: 3 }] });
		expect(attention.pendingDrafts).toBe(draftsBefore + 1);
		expect(attention.clicks).toEqual({ current: expect.any(Number), previous: expect.any(Number) });
		expect(attention.alerts).toMatchObject({ pending: 0, active: 0, sent: 0, lastRun: null });
	});
});
