// The feed an import runs for, with its retailer: read once at the start of the run.
import type { Locale } from "~/i18n/locales";
import type { Db } from "../db/handle";
import type { feeds, retailers } from "../db/schema";
import type { FeedFormat } from "./feed-row";

type Feed = typeof feeds.$inferSelect;
type Retailer = typeof retailers.$inferSelect;

export type FeedToImport = Pick<Feed, "id" | "url" | "filePath" | "retailerId"> & {
	// The table's checks keep these to the app's values; the schema types them as text and JSON.
	locale: Locale;
	format: FeedFormat;
	columnMapping: Record<string, string> | null;
	retailerSlug: Retailer["slug"];
	retailerName: Retailer["name"];
};

/** The feed by id (any text: an unknown or malformed id is simply not found). */
export async function loadFeedToImport(db: Db, feedId: string): Promise<FeedToImport | null> {
	const [feed] = await db.query<FeedToImport>(
		`select f.id, f.locale, f.format, f.url, f.file_path as "filePath", f.column_mapping as "columnMapping",
		   f.retailer_id as "retailerId", r.slug as "retailerSlug", r.name as "retailerName"
		 from feeds f join retailers r on r.id = f.retailer_id where f.id::text = $1`,
		[feedId],
	);
	return feed ?? null;
}
