import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { productOrder } from "~/.server/catalogue/product-filters";
import type { Connection } from "~/.server/db/client";
import { listMigrations, migrate, migrationsDir } from "~/.server/db/migrate";
import { products } from "~/.server/db/schema";
import type { SortOrder } from "~/lib/product-filters";
import { testDatabases } from "../support/databases";

describe.each(testDatabases())("migrations on $name", (database) => {
	let connection: Connection;
	afterAll(() => connection?.close());

	it("apply every file once, then nothing", async () => {
		connection = await database.open();
		const files = await listMigrations();
		expect(files.length).toBeGreaterThanOrEqual(2);
		expect(await migrate(connection.db)).toEqual(files);
		expect(await migrate(connection.db)).toEqual([]);
	});

	it("create every table of the data model", async () => {
		const rows = await connection.db.query<{ table_name: string }>(
			"select table_name from information_schema.tables where table_schema = 'public' order by table_name",
		);
		expect(rows.map((r) => r.table_name)).toEqual(
			expect.arrayContaining([
				"article_generation_logs",
				"articles",
				"brands",
				"catalogue_changes",
				"categories",
				"feeds",
				"homepage_content",
				"jobs",
				"login_failures",
				"offer_clicks",
				"offers",
				"price_history",
				"products",
				"retailers",
				"scheduled_jobs",
			]),
		);
	});

	it("keep each product's search document and name folded, each in a trigram GIN index with the language", async () => {
		const rows = await connection.db.query<{ indexdef: string }>(
			"select indexdef from pg_indexes where tablename = 'products' and indexdef like '%gin_trgm_ops%' order by indexname",
		);
		expect(rows.map((row) => row.indexdef.replace(/^.* USING /, ""))).toEqual([
			"gin (locale, search_document gin_trgm_ops)",
			"gin (locale, search_name gin_trgm_ops)",
		]);
		const [product] = await connection.db.query<{ search_name: string; search_document: string }>(
			`insert into products (locale, name, slug, brand, category, description)
			 values ('sv', 'Ljus CHOKLAD 200 g', 'search-text-probe', 'Märke & Co', array['Godis', 'Surt godis'], 'Söt **och** god.')
			 returning search_name, search_document`,
		);
		const [other] = await connection.db.query<{ search_document: string }>(
			"select search_document('M&M''s Coca-Cola 1,5 l', 'Dr. Pepper', '{}', null) as search_document",
		);
		await connection.db.query("delete from products where slug = 'search-text-probe'");
		expect(product?.search_name).toBe(" ljus choklad 200 g | 200g ");
		// Name | its joined forms ; brand | joined, and run together ; category names ; description (ADR 039).
		expect(product?.search_document).toBe(" ljus choklad 200 g | 200g ; marke co |  markeco ; godis surt godis ; sot och god ");
		expect(other?.search_document).toBe(" m m s coca cola 1 5 l | mms cocacola 15 5l ; dr pepper |  drpepper ; ; ");
	});

	it("work out a search document as one expression, with every name qualified as a restore needs (ADR 058)", async () => {
		const documentOf =
			"public.search_document('F!ZZ Dr.Pepper 2 x 200 g 5 st', 'Ben & Jerry''s', '{Glass,\"Is & Sorbet\"}', 'Kex-Choklad, 1/2 kg.')";
		// A dump's restore runs with an empty search path, and so do its generated columns.
		await connection.db.exec("set search_path = ''");
		const [restored] = await connection.db.query<{ document: string }>(`select ${documentOf} as document`);
		const plan = (
			await connection.db.query<Record<string, string>>(
				"explain (verbose, costs off) select public.search_document(name, brand, category, description) from public.products",
			)
		)
			.map((row) => Object.values(row)[0])
			.join("\n");
		await connection.db.exec("reset search_path");
		// Joined forms in the order they stand, sizes after them; a brand of several words also run together.
		expect(restored?.document).toBe(
			" f zz dr pepper 2 x 200 g 5 st | fzz drpepper 200g 5st ; ben jerry s | jerrys benjerrys ; glass is sorbet ; kex choklad 1 2 kg ",
		);
		// Inlined: only the functions that cannot be remain calls (a per-call setting would forbid it).
		expect(plan).not.toMatch(/search_document\(|search_words\(|search_name_words\(/);
		expect(plan).toMatch(/search_joined\(name\)/);
	});

	it("let a search's words use those indexes", async () => {
		// The table is nearly empty here: a plain scan would be cheaper, so the planner is told not to.
		await connection.db.exec("set enable_seqscan = off; set enable_indexscan = off");
		const plan = async (query: string) =>
			(await connection.db.query<Record<string, string>>(`explain ${query}`)).map((r) => Object.values(r)[0]).join("\n");
		const name = await plan("select id from products where search_name like any(array['% choklad%'])");
		const words = await plan(
			"select id from products where search_document like any(array['% choklad%', '%choklad %']) and search_document like any(array['%marabou%'])",
		);
		await connection.db.exec("reset enable_seqscan; reset enable_indexscan");
		expect(name).toMatch(/Bitmap Index Scan on products_search_name_idx/);
		expect(words).toMatch(/Bitmap Index Scan on products_search_document_idx/);
	});

	it("let the list sorts walk their indexes in the order they ask for", async () => {
		await connection.db.exec("set enable_seqscan = off; set enable_bitmapscan = off");
		const plan = async (sort: SortOrder) => {
			const query = connection.db.orm
				.select({ id: products.id })
				.from(products)
				.where(and(eq(products.locale, "sv"), eq(products.available, true)))
				.orderBy(...productOrder(sort))
				.limit(24)
				.toSQL();
			return (await connection.db.query<Record<string, string>>(`explain ${query.sql}`, query.params))
				.map((r) => Object.values(r)[0])
				.join("\n");
		};
		const plans = { price: await plan("price-asc"), newest: await plan("newest"), unitPrice: await plan("unit-price") };
		await connection.db.exec("reset enable_seqscan; reset enable_bitmapscan");
		// No sort of the whole language: the first rows of the index are the first page.
		expect(plans.price).toMatch(/Index Scan using products_locale_available_price_idx/);
		expect(plans.newest).toMatch(/Index Scan using products_locale_available_created_idx/);
		// The index's expression is the sort's own (`unitPriceSql`): a unit added to one and not the other fails here.
		expect(plans.unitPrice).toMatch(/Index Scan using products_locale_available_unit_price_idx/);
	});

	it("keep a product in stock while some offer is, whoever writes the offers", async () => {
		const [product] = await connection.db.query<{ id: string }>(
			"insert into products (locale, name, slug) values ('sv', 'Lager', 'in-stock-probe') returning id",
		);
		const [retailer] = await connection.db.query<{ id: string }>(
			"insert into retailers (name, slug, website_url) values ('Probe', 'in-stock-probe', 'https://probe.example') returning id",
		);
		const inStock = async () =>
			(await connection.db.query<{ in_stock: boolean }>("select in_stock from products where id = $1", [product?.id]))[0]
				?.in_stock;
		const offer = async (external: string, availability: string) =>
			connection.db.query(
				"insert into offers (product_id, retailer_id, external_id, price, currency, availability, url) values ($1, $2, $3, 10, 'SEK', $4, 'https://probe.example')",
				[product?.id, retailer?.id, external, availability],
			);
		expect(await inStock()).toBe(false);
		await offer("a", "preorder");
		expect(await inStock()).toBe(false);
		await offer("b", "in_stock");
		expect(await inStock()).toBe(true);
		await connection.db.query("update offers set seen_at = now() where product_id = $1", [product?.id]);
		expect(await inStock()).toBe(true);
		await connection.db.query("update offers set availability = 'backorder' where external_id = 'b' and product_id = $1", [
			product?.id,
		]);
		expect(await inStock()).toBe(false);
		await connection.db.query("update offers set availability = 'in_stock' where external_id = 'a' and product_id = $1", [
			product?.id,
		]);
		expect(await inStock()).toBe(true);
		await connection.db.query("delete from offers where external_id = 'a' and product_id = $1", [product?.id]);
		expect(await inStock()).toBe(false);
		await connection.db.query("delete from products where id = $1", [product?.id]);
		await connection.db.query("delete from retailers where id = $1", [retailer?.id]);
	});

	it("offer check_article_cron_jobs() with job_id, job_name, schedule, active", async () => {
		const rows = await connection.db.query("select * from check_article_cron_jobs()");
		expect(rows.length).toBe(2);
		for (const row of rows) {
			expect(Object.keys(row).sort()).toEqual(["active", "job_id", "job_name", "schedule"]);
			expect(row).toMatchObject({ schedule: "0 7 * * *", active: true });
		}
	});
});

describe.each(testDatabases())("migrations shared with the Supabase CLI on $name", (database) => {
	let connection: Connection;
	afterAll(() => connection?.close());

	it("count a file `supabase db push` applied as applied, and apply only the rest", async () => {
		connection = await database.open();
		const files = await listMigrations();
		const pushed = files.slice(0, 3);
		// What `supabase db push` leaves: the files run, and their versions in the CLI's own table.
		await connection.db.exec(
			"create schema supabase_migrations; create table supabase_migrations.schema_migrations (version text primary key, name text)",
		);
		for (const name of pushed) {
			await connection.db.exec(await readFile(path.join(migrationsDir, name), "utf8"));
			await connection.db.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
				name.slice(0, 14),
				name,
			]);
		}
		expect(await migrate(connection.db)).toEqual(files.slice(3));
		expect(await migrate(connection.db)).toEqual([]);
	});
});
