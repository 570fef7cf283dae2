// The offers' order as two links (a GET switch, ADR 052): lowest price first (the default) or lowest
// price with shipping first, `?frakt=inkl`. Plain links, so it works without JavaScript; each leads
// back to the offers' heading, and with JavaScript the page keeps its place. The delivered order is
// the same page reordered, `noindex` (app/routes/product.tsx): its link is `nofollow`, so crawlers
// spend no visit on a second address of every product.
import { Link } from "react-router";
import { useT } from "~/i18n/use-locale";
import { deliveredOrderParam, type OfferOrder } from "~/lib/offer-order";

/** The offers' heading: where a switch leads back to. */
export const offersHeadingId = "offers-heading";

const orders: {
	order: OfferOrder;
	search: string;
	label: "offers.orderByPrice" | "offers.orderByDelivered";
	rel?: "nofollow";
}[] = [
	{ order: "price", search: "", label: "offers.orderByPrice" },
	{
		order: "delivered",
		search: `?${deliveredOrderParam.name}=${deliveredOrderParam.value}`,
		label: "offers.orderByDelivered",
		rel: "nofollow",
	},
];

export function OfferOrderSwitch({ order }: { order: OfferOrder }) {
	const t = useT();
	return (
		<div className="flex flex-wrap items-center gap-2 text-sm" data-testid="offer-order">
			<span id="offer-order-label" className="font-semibold text-gray-700">
				{t("offers.orderLabel")}:
			</span>
			<ul aria-labelledby="offer-order-label" className="flex flex-wrap gap-2">
				{orders.map((option) => {
					const current = option.order === order;
					return (
						<li key={option.order}>
							<Link
								to={{ search: option.search, hash: offersHeadingId }}
								preventScrollReset
								replace
								rel={option.rel}
								aria-current={current ? "true" : undefined}
								className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${
									current
										? "border-brand-700 bg-brand-700 text-white"
										: "border-gray-300 bg-white text-brand-700 hover:bg-brand-50"
								}`}
							>
								{t(option.label)}
							</Link>
						</li>
					);
				})}
			</ul>
		</div>
	);
}
