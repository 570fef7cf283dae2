// One digest per table, so a test can say "nothing was written": any inserted, changed or deleted
// row changes its table's digest.
import type { Db } from "~/.server/db/handle";

/** The tables a visitor's or an admin's request could write. */
export const writableTables = [
	"categories",
	"brands",
	"products",
	"articles",
	"homepage_content",
	"retailers",
	"feeds",
	"offers",
	"price_history",
	"offer_clicks",
	"tool_runs",
	"jobs",
	"article_generation_logs",
	"price_alerts",
	"price_alert_requests",
	"login_failures",
	"admin_sessions",
	"search_synonyms",
];

export async function tableFingerprint(db: Db, tables = writableTables): Promise<Record<string, string>> {
	const entries = await Promise.all(
		tables.map(async (table) => {
			const [row] = await db.query<{ digest: string }>(
				`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
			);
			return [table, row?.digest ?? ""] as const;
		}),
	);
	return Object.fromEntries(entries);
}
