// Every retailer's offer for one product (ADR 052), in the order asked for (cheapest price first,
// or cheapest delivered with "inkl. frakt"; an offer in another currency than the language's after
// those in it, ADR 069): the shop, its price, its shipping ("Fri frakt" or
// "+ 49 kr frakt · fri frakt över 299 kr"), one item's price with shipping, the delivery time,
// stock, when the price was last seen (with the time of day, Stockholm time) and a button out
// through /go/{offer}. A list of rows, one per shop: on a phone each row stacks with its button
// beside it, so nothing scrolls sideways; from `sm` up the facts line up in columns.
import type { Locale } from "~/i18n/locales";
import { useLocale, useT } from "~/i18n/use-locale";
import { clickOutHref, retailerLinkProps } from "~/lib/click-out";
import { inLanguageCurrency, languageCurrencyFirst } from "~/lib/language-currency-first";
import { formatPrice, formatShippingAmount } from "~/lib/money";
import { type OfferOrder, orderOffers } from "~/lib/offer-order";
import { type ShippingRule, shipsFree } from "~/lib/shipping";
import { formatStockholmDayAndTime } from "~/lib/stockholm-date";
import { OfferOrderSwitch } from "./OfferOrderSwitch";

export interface OfferRow {
	id: number;
	retailer: string;
	price: number;
	currency: string;
	availability: "in_stock" | "out_of_stock" | "preorder" | "backorder";
	available: boolean;
	/** ISO 8601. */
	lastUpdated: string;
	shipping: ShippingRule | null;
	delivered: number | null;
	deliveryDays: { min: number; max: number } | null;
}

/**
 * The cheapest offer you can buy by the measure given. A sold-out one is never "the lowest", nor is
 * one in another currency than the language's: its amount does not compare (ADR 069).
 */
function cheapestId(offers: OfferRow[], locale: Locale, measure: (offer: OfferRow) => number | null): number | null {
	let best: OfferRow | null = null;
	for (const offer of offers) {
		const value = measure(offer);
		if (!offer.available || value === null || !inLanguageCurrency(offer.currency, locale)) continue;
		const bestValue = best ? measure(best) : null;
		if (bestValue === null || Math.round(value * 100) < Math.round(bestValue * 100)) best = offer;
	}
	return best?.id ?? null;
}

function ShippingText({ offer }: { offer: OfferRow }) {
	const t = useT();
	const locale = useLocale();
	const rule = offer.shipping;
	if (!rule) return <>{t("offers.shippingUnknown")}</>;
	if (shipsFree(rule, offer.price)) return <>{t("offers.freeShipping")}</>;
	const fee = t("offers.shippingFee", { fee: formatShippingAmount(rule.fee, offer.currency, locale) });
	if (rule.freeOver === null) return <>{fee}</>;
	const over = t("offers.freeShippingOver", { amount: formatShippingAmount(rule.freeOver, offer.currency, locale) });
	return <>{`${fee} · ${over}`}</>;
}

function DeliveryText({ days }: { days: { min: number; max: number } }) {
	const t = useT();
	if (days.min !== days.max) return <>{t("offers.deliveryDays", { from: days.min, to: days.max })}</>;
	return <>{days.min === 1 ? t("offers.deliveryOneDay") : t("offers.deliveryDaysExact", { days: days.min })}</>;
}

function Badge({ children }: { children: string }) {
	return (
		<span
			className="ml-2 inline-block rounded-full bg-brand-600 px-2 py-0.5 align-middle text-xs font-bold text-white"
			data-testid="offer-badge"
		>
			{children}
		</span>
	);
}

export function OffersList({ offers, productSlug, order }: { offers: OfferRow[]; productSlug: string; order: OfferOrder }) {
	const t = useT();
	const locale = useLocale();
	if (offers.length === 0) return <p className="text-gray-600">{t("offers.noOffers")}</p>;
	const cheapest = cheapestId(offers, locale, (offer) => offer.price);
	const cheapestDelivered = cheapestId(offers, locale, (offer) => offer.delivered);
	const shown = languageCurrencyFirst(orderOffers(offers, order), locale);
	const caption = t(order === "delivered" ? "offers.captionDelivered" : "offers.caption", { count: offers.length });
	return (
		<div>
			{/* One offer has no order to choose. */}
			{offers.length > 1 ? <OfferOrderSwitch order={order} /> : null}
			<ol aria-label={caption} className="mt-3 border-t border-gray-200" data-testid="offers-table" data-order={order}>
				{shown.map((offer) => {
					const isCheapest = offer.id === cheapest;
					const isCheapestDelivered = order === "delivered" && offer.id === cheapestDelivered;
					return (
						<li
							key={offer.id}
							className={`relative grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 border-b border-gray-200 px-2 py-3 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.6fr)_auto] ${isCheapest ? "bg-brand-50" : ""}`}
							data-testid="offer-row"
							data-cheapest={isCheapest ? "true" : undefined}
						>
							<div className="min-w-0">
								<h3 className="font-semibold break-words" data-testid="offer-retailer">
									{offer.retailer}
									{isCheapest ? <Badge>{t("offers.cheapest")}</Badge> : null}
									{isCheapestDelivered ? <Badge>{t("offers.cheapestDelivered")}</Badge> : null}
								</h3>
								<p className="text-sm">
									<span className={offer.available ? "text-green-900" : "text-gray-600"} data-testid="offer-stock">
										{t(`offers.availability.${offer.availability}`)}
									</span>
									{offer.deliveryDays ? (
										<span className="text-gray-700" data-testid="offer-delivery-time">
											{" · "}
											<DeliveryText days={offer.deliveryDays} />
										</span>
									) : null}
								</p>
								<p className="text-xs text-gray-700">
									{t("offers.lastUpdated")}{" "}
									<time dateTime={offer.lastUpdated} data-testid="offer-updated">
										{formatStockholmDayAndTime(offer.lastUpdated, locale)}
									</time>
								</p>
							</div>
							{/* On a phone the button sits beside the shop, the prices below both. */}
							<div className="col-start-1 row-start-2 min-w-0 sm:col-start-2 sm:row-start-1">
								{/* One statement: the price, its shipping and the two together. */}
								<p>
									<span className="block text-lg font-bold whitespace-nowrap" data-testid="offer-price">
										{formatPrice(offer.price, offer.currency, locale)}
									</span>
									<span className="block text-sm text-gray-800" data-testid="offer-shipping">
										<ShippingText offer={offer} />
									</span>
									{offer.delivered !== null ? (
										<span className="block text-sm font-semibold" data-testid="offer-delivered">
											{t("offers.delivered", { price: formatPrice(offer.delivered, offer.currency, locale) })}
										</span>
									) : null}
								</p>
							</div>
							<div className="col-start-2 row-span-2 row-start-1 self-center sm:col-start-3 sm:row-span-1">
								{/* A sold-out offer has nothing to buy: no button out to it. */}
								{offer.available ? (
									<a
										href={clickOutHref(offer.id, productSlug, locale)}
										{...retailerLinkProps}
										className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-3 py-2 font-semibold whitespace-nowrap text-white hover:bg-brand-700"
									>
										{t("offers.toRetailer")}
										<span className="sr-only"> ({t("offers.toRetailerNamed", { retailer: offer.retailer })})</span>
									</a>
								) : null}
							</div>
						</li>
					);
				})}
			</ol>
			<p className="mt-2 text-xs text-gray-700">{t("offers.deliveredNote")}</p>
		</div>
	);
}
