// Every table and column the migrations make is declared in app/.server/db/schema.ts, exactly as the
// database has it, and schema.ts declares nothing the migrations never made (docs/architecture.md,
// Data model). A fresh database is migrated and read back from pg_catalog; schema.ts is read through
// Drizzle's own table configuration (tests/support/schema-shape.ts). Constraints and indexes are
// compared by name and by what they cover (a key's columns, a foreign key's reference and actions, an
// index's method, columns, order, operator classes and partiality; a check by name only), so one made
// only by hand-written SQL, which drizzle-kit's snapshot would not know either, is found as well.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import { testDatabases } from "../support/databases";
import { type DefaultKind, databaseTables, declaredTables, type TableShape } from "../support/schema-shape";

/**
 * The migrator's own bookkeeping, made by migrate.ts itself before any migration file runs: declared
 * in schema.ts, drizzle-kit would write a migration creating it again (which would then fail), and
 * no query of the app reads it.
 */
const bookkeepingTables = new Set(["app_migrations"]);

const defaultWords: Record<DefaultKind, string> = {
	none: "no default",
	default: "a default",
	identity: "an identity",
	generated: "generated",
};

/** Each difference as one line naming the table and column or object. */
function columnDifferences(database: Map<string, TableShape>, declared: Map<string, TableShape>): string[] {
	const problems: string[] = [];
	for (const name of new Set([...database.keys(), ...declared.keys()])) {
		const made = database.get(name);
		const said = declared.get(name);
		if (!said) {
			problems.push(`table ${name}: made by the migrations, not declared in schema.ts`);
			continue;
		}
		if (!made) {
			problems.push(`table ${name}: declared in schema.ts, never made by the migrations`);
			continue;
		}
		for (const column of new Set([...made.columns.keys(), ...said.columns.keys()])) {
			const inDatabase = made.columns.get(column);
			const inSchema = said.columns.get(column);
			const where = `column ${name}.${column}`;
			if (!inSchema) problems.push(`${where}: made by the migrations, not declared in schema.ts`);
			else if (!inDatabase) problems.push(`${where}: declared in schema.ts, never made by the migrations`);
			else {
				if (inDatabase.type !== inSchema.type)
					problems.push(`${where}: type ${inDatabase.type} in the database, ${inSchema.type} in schema.ts`);
				if (inDatabase.notNull !== inSchema.notNull)
					problems.push(
						`${where}: ${inDatabase.notNull ? "not null" : "nullable"} in the database, ${inSchema.notNull ? "not null" : "nullable"} in schema.ts`,
					);
				if (inDatabase.defaultKind !== inSchema.defaultKind)
					problems.push(
						`${where}: ${defaultWords[inDatabase.defaultKind]} in the database, ${defaultWords[inSchema.defaultKind]} in schema.ts`,
					);
			}
		}
	}
	return problems.sort();
}

const kinds: Record<string, string> = { p: "primary key", u: "unique constraint", f: "foreign key", c: "check", i: "index" };

function objectDifferences(database: Map<string, TableShape>, declared: Map<string, TableShape>): string[] {
	const problems: string[] = [];
	for (const [name, made] of database) {
		const said = declared.get(name);
		if (!said) continue; // the table itself is reported by the column comparison
		const label = (object: string) => `${kinds[object[0] ?? ""]} ${name}.${object.slice(2)}`;
		for (const [object, shape] of made.objects) {
			const declaredShape = said.objects.get(object);
			if (declaredShape === undefined) problems.push(`${label(object)}: made by the migrations, not declared in schema.ts`);
			else if (declaredShape !== shape)
				problems.push(`${label(object)}: ${shape} in the database, ${declaredShape} in schema.ts`);
		}
		for (const object of said.objects.keys())
			if (!made.objects.has(object)) problems.push(`${label(object)}: declared in schema.ts, never made by the migrations`);
	}
	return problems.sort();
}

describe.each(testDatabases())("schema.ts against the migrated database on $name", (database) => {
	let connection: Connection;
	let made: Map<string, TableShape>;
	const declared = declaredTables();

	beforeAll(async () => {
		connection = await database.open();
		await migrate(connection.db);
		made = await databaseTables(connection.db, bookkeepingTables);
	});
	afterAll(() => connection?.close());

	it("declares every table and column the migrations make, with its type, nullability and kind of default", () => {
		expect(declared.has("products")).toBe(true);
		expect(columnDifferences(made, declared)).toEqual([]);
	});

	it("declares every primary key, unique constraint, foreign key, check and index by its name, each as it is", () => {
		expect(objectDifferences(made, declared)).toEqual([]);
	});
});
