// Whether a feed's rows are priced in its language's currency. A Norwegian feed whose rows say SEK
// (or carry no currency and a Swedish shop's prices) shows Swedish prices on Norwegian pages; the
// import takes a row's currency as it is, so the admin is warned instead, from the offers the feed's
// last imports left (one scan of offers, grouped: the admin reads it, visitors never do).
import { type Locale, localeCurrency } from "~/i18n/locales";
import { type Db, toCount } from "../db/handle";

export interface CurrencyMismatch {
	/** The currency most of the feed's other-currency offers have. */
	currency: string;
	/** How many of its offers are not in the expected currency. */
	offers: number;
	/** The language's currency. */
	expected: string;
}

/** Per feed id: its offers that are not in its language's currency, when there are any. */
export async function feedCurrencyMismatches(db: Db): Promise<Map<string, CurrencyMismatch>> {
	const rows = await db.query<{ feedId: string; locale: Locale; currency: string; offers: unknown }>(
		`select o.feed_id as "feedId", f.locale, o.currency, count(*) as offers
		 from offers o join feeds f on f.id = o.feed_id
		 group by o.feed_id, f.locale, o.currency`,
	);
	const mismatches = new Map<string, CurrencyMismatch>();
	for (const row of rows) {
		const expected = localeCurrency[row.locale];
		if (row.currency === expected) continue;
		const offers = toCount(row.offers);
		const known = mismatches.get(row.feedId);
		if (!known) mismatches.set(row.feedId, { currency: row.currency, offers, expected });
		else
			mismatches.set(row.feedId, {
				currency: offers > known.offers ? row.currency : known.currency,
				offers: known.offers + offers,
				expected,
			});
	}
	return mismatches;
}
