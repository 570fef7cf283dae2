// Every row of the tables a feed import writes, so "changes nothing" can be checked exactly. An
// offer's seen_at is left out: it records that the offer was seen again, which is what a run does.
import type { Db } from "~/.server/db/handle";

export async function importFingerprint(db: Db): Promise<Record<string, string>> {
	const rows: Record<string, string> = {
		products: "t",
		offers:
			"(t.id, t.product_id, t.retailer_id, t.feed_id, t.external_id, t.price, t.currency, t.availability, t.url, t.updated_at)",
		price_history: "t",
	};
	const result: Record<string, string> = {};
	for (const [table, row] of Object.entries(rows)) {
		const [found] = await db.query<{ digest: string }>(
			`select count(*) || ':' || coalesce(md5(string_agg(${row}::text, '|' order by ${row}::text)), '') as digest from ${table} t`,
		);
		result[table] = found?.digest ?? "";
	}
	return result;
}
