// Every table and column the migrations make is declared in app/.server/db/schema.ts, exactly as the
// database has it, and schema.ts declares nothing the migrations never made (docs/architecture.md,
// Data model). A fresh database is migrated and read back from pg_catalog; schema.ts is read through
// Drizzle's own table configuration. Constraints and indexes are compared by name, and indexes by
// what they cover too, so one made only by hand-written SQL (which drizzle-kit's snapshot then would
// not know either) is found as well.
import { is } from "drizzle-orm";
import { getTableConfig, type Index, IndexedColumn, PgTable } from "drizzle-orm/pg-core";
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

/**
 * Per table: its columns by name, and its constraints and indexes by kind and name ("p name",
 * "i name"), each index with what it covers ("unique btree (a, b desc) partial"; "" for a constraint).
 */
interface TableShape {
	columns: Map<string, ColumnShape>;
	objects: Map<string, string>;
}

const normaliseType = (type: string) => type.replace(/\s*,\s*/g, ",").toLowerCase();

/** An index as PostgreSQL would cover it: uniqueness, method, key columns (order, operator class), partial. */
function indexShape(unique: boolean, method: string, columns: string[], partial: boolean): string {
	return `${unique ? "unique " : ""}${method} (${columns.join(", ")})${partial ? " partial" : ""}`;
}

function declaredIndexShape(index: Index): string {
	const { unique, method, columns, where } = index.config;
	const keys = columns.map((column) =>
		is(column, IndexedColumn)
			? [column.name, column.indexConfig.order === "desc" ? "desc" : "", column.indexConfig.opClass ?? ""]
					.filter(Boolean)
					.join(" ")
			: "expression",
	);
	return indexShape(unique, method ?? "btree", keys, where !== undefined);
}

function declaredTables(): Map<string, TableShape> {
	const tables = new Map<string, TableShape>();
	for (const value of Object.values(schema)) {
		if (!is(value, PgTable)) continue;
		const config = getTableConfig(value);
		const primaryKeyColumns = new Set(config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)));
		const columns = new Map<string, ColumnShape>();
		const objects = new Map<string, string>();
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
			if (column.primary) objects.set(`p ${config.name}_pkey`, "");
			if (column.isUnique && column.uniqueName) objects.set(`u ${column.uniqueName}`, "");
		}
		for (const key of config.primaryKeys) objects.set(`p ${key.getName()}`, "");
		for (const unique of config.uniqueConstraints) objects.set(`u ${unique.getName()}`, "");
		for (const foreignKey of config.foreignKeys) objects.set(`f ${foreignKey.getName()}`, "");
		for (const check of config.checks) objects.set(`c ${check.name}`, "");
		for (const index of config.indexes) objects.set(`i ${index.config.name}`, declaredIndexShape(index));
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
	// An index's key columns: name (or "expression"), "desc", and the operator class unless it is the
	// type's default (pg_index's per-column vectors count from 0).
	const objectRows = await connection.sql.query<{
		table_name: string;
		object: string;
		is_unique: boolean | null;
		method: string | null;
		columns: string[] | null;
		partial: boolean | null;
	}>(
		`select c.relname as table_name, k.contype::text || ' ' || k.conname as object,
		        null as is_unique, null as method, null as columns, null as partial
		 from pg_constraint k
		 join pg_class c on c.oid = k.conrelid
		 join pg_namespace n on n.oid = c.relnamespace
		 where n.nspname = 'public' and k.contype in ('p', 'u', 'f', 'c')
		 union all
		 select t.relname, 'i ' || i.relname::text, x.indisunique, am.amname::text,
		        array(
		          select concat_ws(' ', coalesce(a.attname::text, 'expression'),
		                           case when x.indoption[key.n - 1] & 1 = 1 then 'desc' end,
		                           case when not opclass.opcdefault then opclass.opcname::text end)
		          from unnest(x.indkey::int2[]) with ordinality as key(attnum, n)
		          join pg_opclass opclass on opclass.oid = x.indclass[key.n - 1]
		          left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = key.attnum and key.attnum > 0
		          order by key.n
		        ),
		        x.indpred is not null
		 from pg_index x
		 join pg_class i on i.oid = x.indexrelid
		 join pg_am am on am.oid = i.relam
		 join pg_class t on t.oid = x.indrelid
		 join pg_namespace n on n.oid = t.relnamespace
		 where n.nspname = 'public'
		   and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid and k.contype in ('p', 'u'))`,
	);
	const tables = new Map<string, TableShape>();
	const tableOf = (name: string) => {
		let table = tables.get(name);
		if (!table) {
			table = { columns: new Map(), objects: new Map() };
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
		const shape =
			row.method === null ? "" : indexShape(row.is_unique === true, row.method, row.columns ?? [], row.partial === true);
		tableOf(row.table_name).objects.set(row.object, shape);
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
		await migrate(connection.sql);
		made = await databaseTables(connection);
	});
	afterAll(() => connection?.close());

	it("declares every table and column the migrations make, with its type, nullability and kind of default", () => {
		expect(declared.has("products")).toBe(true);
		expect(columnDifferences(made, declared)).toEqual([]);
	});

	it("declares every primary key, unique constraint, foreign key, check and index by its name, each index as it is", () => {
		expect(objectDifferences(made, declared)).toEqual([]);
	});
});
