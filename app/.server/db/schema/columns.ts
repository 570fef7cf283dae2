// Column shapes several tables share, so each is written (and named in SQL) one way.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, text, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const localeColumn = () => text("locale").notNull();
/** The site's two languages; named `<table>_locale_check` as PostgreSQL names a column's own check. */
export const localeCheck = (table: string, column: AnyPgColumn) => check(`${table}_locale_check`, sql`${column} in ('sv', 'nb')`);
