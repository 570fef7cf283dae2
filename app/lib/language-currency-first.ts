// Which of a product's offers compare with each other (ADR 069): those in the language's currency,
// SEK on the Swedish pages and NOK on the Norwegian. That is the currency a shop's shipping rule is
// stored in (ADR 046), and 63,20 EUR is neither more nor less than 87,90 SEK. So an offer in another
// currency is never "the lowest" and follows the ones in the language's currency, as unknown
// shipping follows known; an offer you can buy still comes before a sold-out one.
import { type Locale, localeCurrency } from "~/i18n/locales";

/** Whether an amount in `currency` can be compared with the language's prices and shipping rules. */
export function inLanguageCurrency(currency: string, locale: Locale): boolean {
	return currency === localeCurrency[locale];
}

interface Priced {
	available: boolean;
	currency: string;
}

/**
 * The offers in the order given, except that among those you can buy, and among the sold-out ones,
 * the language's currency comes first and each other currency follows as a group of its own. The
 * sort is stable, so each group keeps the order given: amounts are only ranked within one currency.
 */
export function languageCurrencyFirst<T extends Priced>(offers: readonly T[], locale: Locale): T[] {
	const group = (offer: T) => (inLanguageCurrency(offer.currency, locale) ? "" : offer.currency);
	return [...offers].sort((a, b) => Number(b.available) - Number(a.available) || group(a).localeCompare(group(b)));
}
