// The shape of the data model twice: as app/.server/db/schema.ts declares it (Drizzle's own table
// configuration) and as a migrated database has it (pg_catalog), in one form, so that
// tests/integration/schema-drift.test.ts can compare the two.
import { getTableName, is } from "drizzle-orm";
import { getTableConfig, type Index, IndexedColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/.server/db/handle";
import * as schema from "~/.server/db/schema";

/** How a column gets a value it is not given: its default, an identity, or a generated expression. */
export type DefaultKind = "none" | "default" | "identity" | "generated";

export interface ColumnShape {
	type: string;
	notNull: boolean;
	defaultKind: DefaultKind;
}

/**
 * Per table: its columns by name, and its constraints and indexes by kind and name ("p name",
 * "f name", "i name"), each with what it covers: a key its columns, "(a, b)", a foreign key also what
 * it references and its actions, an index "unique btree (a, b desc) partial"; a check "" (PostgreSQL
 * rewrites a check's expression, so only its name is compared).
 */
export interface TableShape {
	columns: Map<string, ColumnShape>;
	objects: Map<string, string>;
}

const normaliseType = (type: string) => type.replace(/\s*,\s*/g, ",").toLowerCase();

/** pg_constraint's codes for what a foreign key does when its row goes or changes. */
const referentialActions: Record<string, string> = {
	a: "no action",
	r: "restrict",
	c: "cascade",
	n: "set null",
	d: "set default",
};

interface Reference {
	table: string;
	columns: string[];
	onDelete: string;
	onUpdate: string;
}

/** A primary key's or unique constraint's columns; a foreign key's, with what they reference and its actions. */
function keyShape(columns: string[], reference?: Reference): string {
	const own = `(${columns.join(", ")})`;
	if (!reference) return own;
	return `${own} references ${reference.table} (${reference.columns.join(", ")}) on delete ${reference.onDelete} on update ${reference.onUpdate}`;
}

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

export function declaredTables(): Map<string, TableShape> {
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
			if (column.primary) objects.set(`p ${config.name}_pkey`, keyShape([column.name]));
			if (column.isUnique && column.uniqueName) objects.set(`u ${column.uniqueName}`, keyShape([column.name]));
		}
		const names = (columns: { name: string }[]) => columns.map((column) => column.name);
		for (const key of config.primaryKeys) objects.set(`p ${key.getName()}`, keyShape(names(key.columns)));
		for (const unique of config.uniqueConstraints) objects.set(`u ${unique.getName()}`, keyShape(names(unique.columns)));
		for (const foreignKey of config.foreignKeys) {
			const reference = foreignKey.reference();
			objects.set(
				`f ${foreignKey.getName()}`,
				keyShape(names(reference.columns), {
					table: getTableName(reference.foreignTable),
					columns: names(reference.foreignColumns),
					onDelete: foreignKey.onDelete ?? "no action",
					onUpdate: foreignKey.onUpdate ?? "no action",
				}),
			);
		}
		for (const check of config.checks) objects.set(`c ${check.name}`, "");
		for (const index of config.indexes) objects.set(`i ${index.config.name}`, declaredIndexShape(index));
		tables.set(config.name, { columns, objects });
	}
	return tables;
}

/** The public schema's tables but those in `excluded`. */
export async function databaseTables(db: Db, excluded: Set<string>): Promise<Map<string, TableShape>> {
	const columnRows = await db.query<{
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
	const objectRows = await db.query<{
		table_name: string;
		object: string;
		key_columns: string[] | null;
		foreign_table: string | null;
		foreign_columns: string[] | null;
		on_delete: string | null;
		on_update: string | null;
		is_unique: boolean | null;
		method: string | null;
		columns: string[] | null;
		partial: boolean | null;
	}>(
		`select c.relname as table_name, k.contype::text || ' ' || k.conname as object,
		        array(select a.attname::text from unnest(k.conkey) with ordinality as key(attnum, n)
		              join pg_attribute a on a.attrelid = k.conrelid and a.attnum = key.attnum order by key.n) as key_columns,
		        f.relname::text as foreign_table,
		        array(select a.attname::text from unnest(k.confkey) with ordinality as key(attnum, n)
		              join pg_attribute a on a.attrelid = k.confrelid and a.attnum = key.attnum order by key.n) as foreign_columns,
		        k.confdeltype::text as on_delete, k.confupdtype::text as on_update,
		        null as is_unique, null as method, null as columns, null as partial
		 from pg_constraint k
		 join pg_class c on c.oid = k.conrelid
		 join pg_namespace n on n.oid = c.relnamespace
		 left join pg_class f on f.oid = k.confrelid
		 where n.nspname = 'public' and k.contype in ('p', 'u', 'f', 'c')
		 union all
		 select t.relname, 'i ' || i.relname::text, null, null, null, null, null, x.indisunique, am.amname::text,
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
		if (excluded.has(row.table_name)) continue;
		tableOf(row.table_name).columns.set(row.column_name, {
			type: normaliseType(row.type),
			notNull: row.not_null,
			defaultKind: row.default_kind,
		});
	}
	for (const row of objectRows) {
		if (excluded.has(row.table_name)) continue;
		const shape =
			row.method !== null
				? indexShape(row.is_unique === true, row.method, row.columns ?? [], row.partial === true)
				: row.object.startsWith("c ")
					? ""
					: keyShape(
							row.key_columns ?? [],
							row.foreign_table === null
								? undefined
								: {
										table: row.foreign_table,
										columns: row.foreign_columns ?? [],
										onDelete: referentialActions[row.on_delete ?? ""] ?? "?",
										onUpdate: referentialActions[row.on_update ?? ""] ?? "?",
									},
						);
		tableOf(row.table_name).objects.set(row.object, shape);
	}
	return tables;
}
