// A connection to PostgreSQL that drops while a transaction waits for its answer. The driver
// (postgres-js) then rolls the transaction back on the dead connection; unpatched, that write
// ran on a socket already gone and threw from a timer callback, out of every try/catch, and took
// the whole process down (ADR 030). Now the transaction fails with a connection error the app
// answers with its 503, and the pool works again once the database is back. The same for a new
// connection that drops just after its login, while the driver asks for the array types: unpatched,
// that question's failure was a promise nobody handled, which ends the process too (ADR 064). And
// for a new connection closed cleanly before it is ready, as a proxy in front of a database that is
// down closes it: unpatched, the driver reconnected without pause or end and the query never
// failed (ADR 067).
import { afterAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "~/.server/db/availability";
import { type Connection, connect } from "~/.server/db/client";
import { freePort } from "../support/app-server";
import { freshPostgresUrl } from "../support/databases";
import { startDroppingProxy } from "../support/dropping-proxy";
import { TcpProxy } from "../support/tcp-proxy";

const databaseUrl = await freshPostgresUrl();

/**
 * Errors thrown where no caller can catch them (a timer callback) and promises rejected with no
 * handler: either is a crash outside a test runner.
 */
function collectUncaught(): { errors: unknown[]; stop(): void } {
	const errors: unknown[] = [];
	const listener = (error: unknown) => errors.push(error);
	process.on("uncaughtException", listener);
	process.on("unhandledRejection", listener);
	return {
		errors,
		stop: () => {
			process.off("uncaughtException", listener);
			process.off("unhandledRejection", listener);
		},
	};
}

describe.runIf(databaseUrl)("a PostgreSQL connection that drops mid-transaction", () => {
	let proxy: TcpProxy;
	let connection: Connection;
	afterAll(async () => {
		await connection?.close();
		await proxy?.stop();
	});

	it("fails the transaction with a connection error, throws nothing uncaught, and works again afterwards", async () => {
		const target = new URL(databaseUrl as string);
		proxy = new TcpProxy(await freePort(), { host: target.hostname, port: Number(target.port) });
		await proxy.start();
		const viaProxy = new URL(databaseUrl as string);
		viaProxy.port = String(proxy.port);
		connection = await connect({ databaseUrl: viaProxy.toString(), dataDir: "unused" });
		expect(await connection.db.query<{ one: number }>("select 1 as one")).toEqual([{ one: 1 }]);

		const uncaught = collectUncaught();
		try {
			for (let round = 0; round < 5; round++) {
				const transaction = connection.db.transaction((tx) => tx.query("select pg_sleep(5)"));
				await new Promise((resolve) => setTimeout(resolve, 200));
				await proxy.stop();
				const failure = await transaction.then(
					() => undefined,
					(error: unknown) => error,
				);
				expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
				// The rollback's write would have run on the next turns of the event loop.
				await new Promise((resolve) => setTimeout(resolve, 50));
				await proxy.start();
			}
		} finally {
			uncaught.stop();
		}
		expect(uncaught.errors.map(String)).toEqual([]);
		expect(await connection.db.query<{ one: number }>("select 1 as one")).toEqual([{ one: 1 }]);
	});

	it("fails a query whose new connection drops while the driver reads the array types, leaving nothing unhandled", async () => {
		const target = new URL(databaseUrl as string);
		const dropping = await startDroppingProxy(await freePort(), { host: target.hostname, port: Number(target.port) });
		const viaDropping = new URL(databaseUrl as string);
		viaDropping.port = String(dropping.port);
		const dropped = await connect({ databaseUrl: viaDropping.toString(), dataDir: "unused" });
		const uncaught = collectUncaught();
		try {
			for (let round = 0; round < 3; round++) {
				const failure = await dropped.db.query("select 1 as one").then(
					() => undefined,
					(error: unknown) => error,
				);
				expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
			}
			// Unpatched, the types' question rejected with nothing to catch it, a turn or two later.
			await new Promise((resolve) => setTimeout(resolve, 100));
			dropping.disarm();
			expect(await dropped.db.query<{ one: number }>("select 1 as one")).toEqual([{ one: 1 }]);
			// The array types were read this time: a text[] comes back as an array.
			expect(await dropped.db.query<{ words: string[] }>("select array['sur', 'bil'] as words")).toEqual([
				{ words: ["sur", "bil"] },
			]);
			// Unpatched, the dropped connection kept its failed question, and closing waited out its 5 s timeout for it.
			const closing = await Promise.race([
				dropped.close().then(() => "closed"),
				new Promise((resolve) => setTimeout(() => resolve("still closing"), 2000)),
			]);
			expect(closing).toBe("closed");
		} finally {
			uncaught.stop();
			await dropped.close();
			await dropping.stop();
		}
		expect(uncaught.errors.map(String)).toEqual([]);
	});

	it.each(["close after login", "close at once"] as const)(
		"fails a query at once whose new connection is closed cleanly before it is ready (%s), trying once",
		async (drop) => {
			const target = new URL(databaseUrl as string);
			const closing = await startDroppingProxy(await freePort(), { host: target.hostname, port: Number(target.port) }, drop);
			const viaClosing = new URL(databaseUrl as string);
			viaClosing.port = String(closing.port);
			const closed = await connect({ databaseUrl: viaClosing.toString(), dataDir: "unused" });
			try {
				// Unpatched, the query was still waiting after seconds, thousands of connections later.
				const failure = await Promise.race([
					closed.db.query("select 1 as one").then(
						() => "answered",
						(error: unknown) => error,
					),
					new Promise((resolve) => setTimeout(() => resolve("still waiting"), 2000)),
				]);
				expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
				expect(closing.accepted()).toBe(1);
				closing.disarm();
				expect(await closed.db.query<{ one: number }>("select 1 as one")).toEqual([{ one: 1 }]);
			} finally {
				await closed.close();
				await closing.stop();
			}
		},
	);
});
