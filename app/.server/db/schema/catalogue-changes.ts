// How a catalogue write reaches every app instance's caches (ADR 020).
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per writing transaction on a table public pages show, appended by a trigger (ADR 020,
 * made by a hand-written migration); `transactions` > 1 on a row that old rows were folded into.
 */
export const catalogueChanges = pgTable(
	"catalogue_changes",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		transactions: bigint("transactions", { mode: "number" }).notNull().default(1),
		tableName: text("table_name"),
		changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index("catalogue_changes_changed_at_idx").on(t.changedAt)],
);
