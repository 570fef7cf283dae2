// Enabling and disabling a feed: only its scheduled imports start or stop; the retailer's offers
// stay exactly as they are (the import decides what is available). Written to the tool-run history.
import type { Locale } from "~/i18n/locales";
import { isUuid } from "~/lib/feed-form";
import type { Db } from "../db/handle";
import type { retailers } from "../db/schema";
import { recordToolRun } from "./tool-runs";

/**
 * Turns a feed's scheduled imports on or off; null for an unknown feed. SQL on `sql` because the
 * change shares one transaction with the tool-run record, which is written through the Db.
 */
export async function setFeedEnabled(
	db: Db,
	feedId: string,
	enabled: boolean,
	actor: string,
): Promise<{ retailerName: string } | null> {
	if (!isUuid(feedId)) return null;
	return db.transaction(async (tx) => {
		const [row] = await tx.query<{ retailerName: (typeof retailers.$inferSelect)["name"]; locale: Locale }>(
			`update feeds f set enabled = $2, updated_at = now() from retailers r
			 where f.id = $1 and r.id = f.retailer_id returning r.name as "retailerName", f.locale`,
			[feedId, enabled],
		);
		if (!row) return null;
		await recordToolRun(tx, {
			tool: enabled ? "feed-enable" : "feed-disable",
			actor,
			params: { feedId, retailer: row.retailerName, locale: row.locale },
			status: "succeeded",
			result: { enabled },
		});
		return { retailerName: row.retailerName };
	});
}
