// The admin login limit (ADR 020): 5 failed attempts per client in a sliding minute, counted in
// Postgres, so every app instance sees every instance's failures. On PostgreSQL two connections are
// two instances: 3 failures on one and 2 on the other refuse the 6th attempt on either.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearLoginFailures, loginRetryAfter, recordLoginFailure } from "~/.server/auth/rate-limit";
import { type Connection, connect } from "~/.server/db/client";
import type { Db } from "~/.server/db/handle";
import { migrate } from "~/.server/db/migrate";
import { freshPostgresUrl, postgresUrl, testDatabases } from "../support/databases";

const rows = async (db: Db, key: string) =>
	(await db.query<{ n: number }>("select count(*)::int as n from login_failures where client_key = $1", [key]))[0]?.n;

/** Moves a client's failures back in time, as if they had been recorded `seconds` earlier. */
const age = (db: Db, key: string, seconds: number) =>
	db.query("update login_failures set failed_at = failed_at - make_interval(secs => $2) where client_key = $1", [key, seconds]);

describe.each(testDatabases())("login failures on $name", (database) => {
	let connection: Connection;
	beforeAll(async () => {
		connection = await database.open();
		await migrate(connection.db);
	});
	afterAll(() => connection?.close());

	it("allows 5 failures a minute per client, then asks to wait until the window passes", async () => {
		const { db } = connection;
		for (let i = 0; i < 5; i++) {
			expect(await loginRetryAfter(db, "10.0.0.1")).toBe(0);
			await recordLoginFailure(db, "10.0.0.1");
		}
		expect(await loginRetryAfter(db, "10.0.0.1")).toBeGreaterThanOrEqual(59);
		expect(await loginRetryAfter(db, "10.0.0.1")).toBeLessThanOrEqual(60);
		expect(await loginRetryAfter(db, "10.0.0.2")).toBe(0);
		await age(db, "10.0.0.1", 45);
		expect(await loginRetryAfter(db, "10.0.0.1")).toBeLessThanOrEqual(15);
		await age(db, "10.0.0.1", 16);
		expect(await loginRetryAfter(db, "10.0.0.1")).toBe(0);
	});

	it("slides: the wait ends when the 5th newest failure leaves the window", async () => {
		const { db } = connection;
		for (let i = 0; i < 3; i++) await recordLoginFailure(db, "10.0.0.3");
		await age(db, "10.0.0.3", 50);
		for (let i = 0; i < 3; i++) await recordLoginFailure(db, "10.0.0.3");
		// Six in the window (two instances at once may let one extra through): the oldest leaving is not enough.
		const wait = await loginRetryAfter(db, "10.0.0.3");
		expect(wait).toBeGreaterThan(8);
		expect(wait).toBeLessThanOrEqual(10);
	});

	it("forgets a client's failures at a successful login, and everyone's old ones at any failure", async () => {
		const { db } = connection;
		for (let i = 0; i < 5; i++) await recordLoginFailure(db, "10.0.0.4");
		await clearLoginFailures(db, "10.0.0.4");
		expect(await loginRetryAfter(db, "10.0.0.4")).toBe(0);
		expect(await rows(db, "10.0.0.4")).toBe(0);

		await recordLoginFailure(db, "10.0.0.5");
		await age(db, "10.0.0.5", 61);
		await recordLoginFailure(db, "10.0.0.6");
		expect(await rows(db, "10.0.0.5")).toBe(0);
		expect(await rows(db, "10.0.0.6")).toBe(1);
	});
});

describe.runIf(postgresUrl())("the login limit across two instances on PostgreSQL", () => {
	let one: Connection;
	let two: Connection;
	beforeAll(async () => {
		const url = (await freshPostgresUrl()) as string;
		one = await connect({ databaseUrl: url, dataDir: "unused" });
		two = await connect({ databaseUrl: url, dataDir: "unused", poolMode: "transaction" });
		await migrate(one.db);
	});
	afterAll(async () => {
		await one?.close();
		await two?.close();
	});

	it("3 failures on one and 2 on the other refuse the 6th attempt on either", async () => {
		for (const db of [one.db, one.db, one.db, two.db, two.db]) {
			expect(await loginRetryAfter(db, "203.0.113.7")).toBe(0);
			await recordLoginFailure(db, "203.0.113.7");
		}
		expect(await loginRetryAfter(one.db, "203.0.113.7")).toBeGreaterThan(0);
		expect(await loginRetryAfter(two.db, "203.0.113.7")).toBeGreaterThan(0);
	});
});
