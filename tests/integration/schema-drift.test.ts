// Every table and column the migrations make is declared in app/.server/db/schema.ts, exactly as the
// database has it, and schema.ts declares nothing the migrations never made (docs/architecture.md,
// Data model). A fresh database is migrated and read back from pg_catalog; schema.ts is read through
// Drizzle's own table configuration. Constraints and indexes are compared by name, so one made only
// by hand-written SQL (which then drizzle-kit's snapshot would not know either) is found too.
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { migrate } from "~/.server/db/migrate";
import * as schema from "~/.server/db/schema";
import { testDatabases } from "../support/databases";

/**
 * The migrator's own bookkeeping, made by migrate.ts itself before any migration file runs: declared
 * in schema.ts, drizzle-kit would write a migration creating it again (which would then fail), and
 * no query of the app reads it.
 */
const bookkeepingTables = new Set(["app_migrations"]);

/** How a column gets a value it is not given: its default, an identity, or a generated expression. */
type DefaultKind = "none" | "default" | "identity" | "generated";

interface ColumnShape {
	type: string;
	notNull: boolean;
	defaultKind: DefaultKind;
}

/** Per table: its columns by name, and the names of its constraints and indexes ("p name", "i name"). */
interface TableShape {
	columns: Map<string, ColumnShape>;
	objects: Set<string>;
}

const normaliseType = (type: string) => type.replace(/\s*,\s*/g, ",").toLowerCase();

function declaredTables(): Map<string, TableShape> {
	const tables = new Map<string, TableShape>();
	for (const value of Object.values(schema)) {
		if (!is(value, PgTable)) continue;
		const config = getTableConfig(value);
		const primaryKeyColumns = new Set(config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)));
		const columns = new Map<string, ColumnShape>();
		const objects = new Set<string>();
		for (const column of config.columns) {
			columns.set(column.name, {
				type: normaliseType(column.getSQLType()),
				notNull: column.notNull || primaryKeyColumns.has(column.name),
				defaultKind: column.generatedIdentity
					? "identity"
					: column.generated
						? "generated"
						: column.default !== undefined
							? "default"
							: "none",
			});
			// A column's own primary key is named by PostgreSQL, as drizzle-kit's SQL leaves it unnamed.
			if (column.primary) objects.add(`p ${config.name}_pkey`);
			if (column.isUnique && column.uniqueName) objects.add(`u ${column.uniqueName}`);
		}
		for (const key of config.primaryKeys) objects.add(`p ${key.getName()}`);
		for (const unique of config.uniqueConstraints) objects.add(`u ${unique.getName()}`);
		for (const foreignKey of config.foreignKeys) objects.add(`f ${foreignKey.getName()}`);
		for (const check of config.checks) objects.add(`c ${check.name}`);
		for (const index of config.indexes) objects.add(`i ${index.config.name}`);
		tables.set(config.name, { columns, objects });
	}
	return tables;
}

async function databaseTables(connection: Connection): Promise<Map<string, TableShape>> {
	const columnRows = await connection.sql.query<{
		table_name: string;
		column_name: string;
		type: string;
		not_null: boolean;
		default_kind: DefaultKind;
	}>(
		`select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type,
		        a.attnotnull as not_null,
		        case when a.attidentity <> '' then 'identity' when a.attgenerated <> '' then 'generated'
		             when a.atthasdef then 'default' else 'none' end as default_kind
		 from pg_attribute a
		 join pg_class c on c.oid = a.attrelid
		 join pg_namespace n on n.oid = c.relnamespace
		 where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
		 order by c.relname, a.attnum`,
	);
	// Constraints by kind (primary key, unique, foreign key, check), then the indexes no constraint owns.
	const objectRows = await connection.sql.query<{ table_name: string; object: string }>(
		`select c.relname as table_name, k.contype::text || ' ' || k.conname as object
		 from pg_constraint k
		 join pg_class c on c.oid = k.conrelid
		 join pg_namespace n on n.oid = c.relnamespace
		 where n.nspname = 'public' and k.contype in ('p', 'u', 'f', 'c')
		 union all
		 select t.relname, 'i ' || i.relname::text
		 from pg_index x
		 join pg_class i on i.oid = x.indexrelid
		 join pg_class t on t.oid = x.indrelid
		 join pg_namespace n on n.oid = t.relnamespace
		 where n.nspname = 'public'
		   and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid and k.contype in ('p', 'u'))`,
	);
	const tables = new Map<string, TableShape>();
	const tableOf = (name: string) => {
		let table = tables.get(name);
		if (!table) {
			table = { columns: new Map(), objects: new Set() };
			tables.set(name, table);
		}
		return table;
	};
	for (const row of columnRows) {
		if (bookkeepingTables.has(row.table_name)) continue;
		tableOf(row.table_name).columns.set(row.column_name, {
			type: normaliseType(row.type),
			notNull: row.not_null,
			defaultKind: row.default_kind,
		});
	}
	for (const row of objectRows) {
		if (bookkeepingTables.has(row.table_name)) continue;
		tableOf(row.table_name).objects.add(row.object);
	}
	return tables;
}

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
		for (const object of made.objects)
			if (!said.objects.has(object)) problems.push(`${label(object)}: made by the migrations, not declared in schema.ts`);
		for (const object of said.objects)
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
		await migrate(connection.sql);
		made = await databaseTables(connection);
	});
	afterAll(() => connection?.close());

	it("declares every table and column the migrations make, with its type, nullability and kind of default", () => {
		expect(declared.has("products")).toBe(true);
		expect(columnDifferences(made, declared)).toEqual([]);
	});

	it("declares every primary key, unique constraint, foreign key, check and index by its name", () => {
		expect(objectDifferences(made, declared)).toEqual([]);
	});
});
