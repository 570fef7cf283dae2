// Every retailer's offer for one product, in the order the loader gives (buyable first, cheapest
// first): price, stock, when we last saw the price, and a button out through /go/{offer}.
// A real table, so it reads row by row with a screen reader and needs no script.
import type { Locale } from "~/i18n/locales";
import { useLocale, useT } from "~/i18n/use-locale";
import { clickOutHref, retailerLinkProps } from "~/lib/click-out";
import { formatPrice } from "~/lib/money";
import { perLocale } from "~/lib/per-locale";

export interface OfferRow {
	id: number;
	retailer: string;
	price: number;
	currency: string;
	availability: "in_stock" | "out_of_stock" | "preorder" | "backorder";
	available: boolean;
	/** ISO 8601. */
	lastUpdated: string;
}

const lastSeenDates = perLocale(
	(tag) => new Intl.DateTimeFormat(tag, { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Europe/Stockholm" }),
);

/** The date a price was last seen, in Swedish time (the site's day), in the language's format. */
function formatDate(iso: string, locale: Locale): string {
	return lastSeenDates[locale].format(new Date(iso));
}

/** The headed columns, in order; the last column (the button out) is headed for screen readers only. */
const columnHeadings = ["offers.retailer", "offers.price", "offers.availabilityHeading", "offers.lastUpdated"] as const;

export function OffersTable({ offers, productSlug }: { offers: OfferRow[]; productSlug: string }) {
	const t = useT();
	const locale = useLocale();
	if (offers.length === 0) return <p className="text-gray-600">{t("offers.noOffers")}</p>;
	// The loader puts the cheapest offer you can buy first; a sold-out one is never "the lowest price".
	const cheapestId = offers[0]?.available ? offers[0].id : null;
	return (
		// `relative`: the screen-reader-only texts in the last column are positioned; without a
		// positioned scroll box they escape its clipping and widen the whole page on a phone.
		<div className="relative overflow-x-auto">
			<table className="w-full min-w-[32rem] border-collapse text-left text-sm" data-testid="offers-table">
				<caption className="sr-only">{t("offers.caption", { count: offers.length })}</caption>
				<thead>
					<tr className="border-b border-gray-300 text-gray-600">
						{columnHeadings.map((key) => (
							<th key={key} scope="col" className="py-2 pr-3 font-semibold">
								{t(key)}
							</th>
						))}
						<th scope="col" className="py-2 font-semibold">
							<span className="sr-only">{t("offers.action")}</span>
						</th>
					</tr>
				</thead>
				<tbody>
					{offers.map((offer) => {
						const cheapest = offer.id === cheapestId;
						return (
							<tr
								key={offer.id}
								className={`border-b border-gray-200 ${cheapest ? "bg-brand-50" : ""}`}
								data-testid="offer-row"
								data-cheapest={cheapest ? "true" : undefined}
							>
								<th scope="row" className="py-3 pr-3 font-semibold">
									{offer.retailer}
									{cheapest ? (
										<span className="ml-2 inline-block rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
											{t("offers.cheapest")}
										</span>
									) : null}
								</th>
								<td className="py-3 pr-3 font-bold whitespace-nowrap" data-testid="offer-price">
									{formatPrice(offer.price, offer.currency, locale)}
								</td>
								<td className={`py-3 pr-3 ${offer.available ? "text-green-900" : "text-gray-600"}`}>
									{t(`offers.availability.${offer.availability}`)}
								</td>
								<td className="py-3 pr-3 whitespace-nowrap text-gray-700">
									<time dateTime={offer.lastUpdated}>{formatDate(offer.lastUpdated, locale)}</time>
								</td>
								<td className="py-3 text-right">
									{/* A sold-out offer has nothing to buy: no button out to it. */}
									{offer.available ? (
										<a
											href={clickOutHref(offer.id, productSlug, locale)}
											{...retailerLinkProps}
											className="inline-block rounded-md bg-brand-600 px-3 py-1.5 font-semibold whitespace-nowrap text-white hover:bg-brand-700"
										>
											{t("offers.toRetailer")}
											<span className="sr-only"> ({t("offers.toRetailerNamed", { retailer: offer.retailer })})</span>
										</a>
									) : null}
								</td>
							</tr>
						);
					})}
				</tbody>
			</table>
		</div>
	);
}
