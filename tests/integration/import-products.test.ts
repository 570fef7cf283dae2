// The empty products page's import: one `import-products` job for the whole site.
// On an empty database it imports the bundled demo feeds and reports the products added per
// language; a request arriving while it runs joins that job (single-flight, across instances,
// because the job queue is shared); a repeat within 10 minutes of a success is refused; a failure
// is logged, reported, and may be retried at once.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { invalidateCaches, onInvalidate } from "~/.server/cache";
import { createProductImporter, importCooldownMs } from "~/.server/catalogue/import-products";
import { listProducts } from "~/.server/catalogue/products";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import { migrate } from "~/.server/db/migrate";
import { jobHandlers } from "~/.server/jobs/handlers";
import type { JobItem } from "~/.server/jobs/queue";
import { JobWorker } from "~/.server/jobs/worker";
import { log } from "~/.server/log";
import { adminText } from "~/i18n/admin-t";
import { jobSummaryOf } from "~/lib/job-summary";
import { testDatabases } from "../support/databases";

async function count(connection: Connection, query: string, params: unknown[] = []): Promise<number> {
	const [row] = await connection.db.query<{ n: number }>(`select (${query})::int as n`, params);
	return row?.n ?? 0;
}

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (!(await condition())) {
		if (Date.now() > deadline) throw new Error("timed out");
		await new Promise((resolve) => setTimeout(resolve, 10));
	}
}

describe.each(testDatabases())("product import on $name", (database) => {
	let connection: Connection;
	let worker: JobWorker;
	beforeAll(async () => {
		connection = await database.open();
		await migrate(connection.db);
		setReadyConnection(connection);
		// The in-process caches outlive the previous database of this file: start from nothing.
		invalidateCaches();
		worker = new JobWorker(connection.db, jobHandlers, { pollMs: 50 });
		worker.start();
	});
	afterAll(async () => {
		await worker?.stop();
		await connection?.close();
	});

	it("fills an empty catalogue from the demo feeds once, joins a concurrent request and refuses a repeat within 10 minutes", async () => {
		expect((await listProducts(connection.db, "sv", 1)).total).toBe(0);
		const importer = createProductImporter({ pollMs: 20 });
		const invalidated = vi.fn();
		const stop = onInvalidate(invalidated);

		const first = importer.run();
		await until(() => importer.isRunning());
		const second = importer.run();
		const [outcome, joined] = await Promise.all([first, second]);
		stop();

		expect(await count(connection, "select count(*) from jobs where kind = 'import-products'")).toBe(1);
		expect(await importer.isRunning()).toBe(false);
		const sv = await count(connection, "select count(*) from products where locale = 'sv' and available");
		const nb = await count(connection, "select count(*) from products where locale = 'nb' and available");
		expect(sv).toBeGreaterThan(300);
		expect(outcome).toEqual({ status: "imported", added: { sv, nb } });
		expect(joined).toEqual(outcome);
		expect(invalidated).toHaveBeenCalled();
		expect((await listProducts(connection.db, "sv", 1)).total).toBe(sv);
		// The products came from the bundled feeds: every feed ran, most products have 2+ offers.
		expect(await count(connection, "select count(*) from feeds where last_status = 'succeeded'")).toBe(7);
		expect(
			await count(connection, "select count(*) from (select product_id from offers group by product_id having count(*) >= 2) x"),
		).toBeGreaterThan(400);

		// The job page shows one line per feed with its counts, and the success toast's text as its title.
		const [job] = await connection.db.query<{ items: JobItem[]; result: unknown }>(
			"select items, result from jobs where kind = 'import-products'",
		);
		expect(job?.items).toHaveLength(7);
		expect(job?.items.every((item) => item.ok)).toBe(true);
		expect(adminText(job?.items[0]?.message ?? "")).toMatch(/^\d+ rader: \d+ nya produkter, /);
		expect(jobSummaryOf(job?.result)?.title).toBe(`Produkter importerade! ${sv + nb} produkter tillagda.`);

		expect(await importer.run()).toEqual({ status: "recent" });
		expect(await count(connection, "select count(*) from jobs where kind = 'import-products'")).toBe(1);

		// After the cooldown it runs again; the feeds are unchanged, so nothing is added.
		const later = createProductImporter({ pollMs: 20, now: () => Date.now() + importCooldownMs + 1000 });
		expect(await later.run()).toEqual({ status: "imported", added: { sv: 0, nb: 0 } });
		expect(await count(connection, "select count(*) from jobs where kind = 'import-products'")).toBe(2);
	});
});

describe("a failing import", () => {
	let connection: Connection;
	let worker: JobWorker;
	beforeAll(async () => {
		connection = await testDatabases()[0]!.open();
		await migrate(connection.db);
		setReadyConnection(connection);
		// A real feed whose bundled file is missing: the job fails, nothing is imported.
		await connection.db.query(
			"insert into retailers (name, slug, website_url) values ('Trasig butik', 'trasig', 'https://trasig.example')",
		);
		await connection.db.query(
			"insert into feeds (retailer_id, locale, format, file_path) select id, 'sv', 'csv', 'no-such-feed.csv' from retailers",
		);
		worker = new JobWorker(connection.db, jobHandlers, { pollMs: 50 });
		worker.start();
	});
	afterAll(async () => {
		await worker?.stop();
		await connection?.close();
	});

	it("is logged, reported as failed, and may be retried at once", async () => {
		const logged = vi.spyOn(log, "error").mockImplementation(() => {});
		const importer = createProductImporter({ pollMs: 20 });
		expect(await importer.run()).toEqual({ status: "failed" });
		expect(logged).toHaveBeenCalledWith(
			"product import failed",
			expect.objectContaining({
				message: expect.stringContaining('Trasig butik (sv): {"code":"missing-file","path":"no-such-feed.csv"}'),
			}),
		);
		// The job page's line for the feed says why in words.
		const [job] = await connection.db.query<{ items: JobItem[] }>(
			"select items from jobs where kind = 'import-products' limit 1",
		);
		expect(job?.items.map((item) => [item.ok, adminText(item.label), adminText(item.message ?? "")])).toEqual([
			[false, "Trasig butik (sv)", "Flödesfilen finns inte: no-such-feed.csv"],
		]);
		expect(await importer.isRunning()).toBe(false);
		expect(await importer.run()).toEqual({ status: "failed" });
		expect(await count(connection, "select count(*) from jobs where kind = 'import-products' and status = 'failed'")).toBe(2);
		expect(await count(connection, "select count(*) from products")).toBe(0);
		expect(await count(connection, "select count(*) from feeds where last_status = 'failed'")).toBe(1);
		logged.mockRestore();
	});
});
