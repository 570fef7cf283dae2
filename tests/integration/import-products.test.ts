// The empty products page's import (SPEC §4, §8): on an empty database it fills the catalogue and
// reports the products added per language; it runs once at a time (a second request joins the
// running import) and not again within 10 minutes of a success; a failure is logged and reported.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { onInvalidate } from "~/.server/cache";
import { createDemoProductImporter, createProductImporter, importCooldownMs } from "~/.server/catalog/import-products";
import { listProducts } from "~/.server/catalog/products";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import { migrate } from "~/.server/db/migrate";
import { log } from "~/.server/log";
import { testDatabases } from "../support/databases";

async function availableCount(connection: Connection, locale: string): Promise<number> {
	const [row] = await connection.sql.query<{ n: number }>(
		"select count(*)::int as n from products where locale = $1 and available",
		[locale],
	);
	return row?.n ?? 0;
}

describe.each(testDatabases())("product import on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await database.open();
		await migrate(connection.sql);
		setReadyConnection(connection);
	});
	afterAll(() => connection?.close());

	it("fills an empty catalogue once, joins a concurrent request and refuses a repeat within 10 minutes", async () => {
		expect((await listProducts("sv", 1)).total).toBe(0);
		let clock = 1_000_000;
		const importer = createDemoProductImporter();
		const invalidated = vi.fn();
		const stop = onInvalidate(invalidated);

		const first = importer.run();
		expect(await importer.isRunning()).toBe(true);
		const second = importer.run();
		expect(second).toBe(first);
		const outcome = await first;
		stop();

		expect(await importer.isRunning()).toBe(false);
		const sv = await availableCount(connection, "sv");
		const nb = await availableCount(connection, "nb");
		expect(sv).toBeGreaterThan(300);
		expect(outcome).toEqual({ status: "imported", added: { sv, nb } });
		expect(invalidated).toHaveBeenCalledTimes(1);
		expect((await listProducts("sv", 1)).total).toBe(sv);

		expect(await importer.run()).toEqual({ status: "recent" });

		// After the cooldown it runs again; the demo catalogue is complete, so nothing is added.
		const timed = createProductImporter({
			load: async () => {},
			countProducts: async () => ({ sv, nb }),
			now: () => clock,
		});
		expect(await timed.run()).toEqual({ status: "imported", added: { sv: 0, nb: 0 } });
		clock += importCooldownMs - 1;
		expect(await timed.run()).toEqual({ status: "recent" });
		clock += 1;
		expect(await timed.run()).toEqual({ status: "imported", added: { sv: 0, nb: 0 } });
	});
});

describe("a failing import", () => {
	it("is logged, reported as failed, and may be retried at once", async () => {
		const logged = vi.spyOn(log, "error").mockImplementation(() => {});
		let attempts = 0;
		const importer = createProductImporter({
			load: async () => {
				attempts++;
				throw new Error("feed unreachable");
			},
			countProducts: async () => ({ sv: 0, nb: 0 }),
		});
		expect(await importer.run()).toEqual({ status: "failed" });
		expect(logged).toHaveBeenCalledWith("Product import failed", expect.objectContaining({ message: "feed unreachable" }));
		expect(await importer.isRunning()).toBe(false);
		expect(await importer.run()).toEqual({ status: "failed" });
		expect(attempts).toBe(2);
		logged.mockRestore();
	});
});
