// A deal on the deals page: the product card's facts with the drop in percent, the shop the price is
// at, and the lowest price of the 30 days before the drop struck through (ADR 027).
import type { Deal } from "~/.server/catalogue/deals";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { formatPrice } from "~/lib/money";
import { CardActions } from "./CardActions";
import { CardImage, eagerImages } from "./CardImage";
import { PageLink } from "./PageLink";
import { PreviousPrice } from "./PreviousPrice";

/** A deal as the deals query gives it (the product card's facts with the drop). */
export type DealCardData = Deal;

function DealCard({ deal, eager }: { deal: DealCardData; eager: boolean }) {
	const locale = useLocale();
	const t = useT();
	const to = screenPath("product", locale, { slug: deal.slug });
	return (
		<article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
			<CardImage to={to} imageUrl={deal.imageUrl} eager={eager} />
			<div className="flex flex-1 flex-col gap-1 p-3">
				{deal.brand ? <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">{deal.brand}</p> : null}
				<h2 className="font-semibold leading-snug wrap-anywhere hyphens-auto">
					<PageLink to={to} className="hover:text-brand-700">
						{deal.name}
					</PageLink>
				</h2>
				<p className="mt-auto flex flex-wrap items-baseline gap-2 pt-2">
					<span className="text-lg font-bold text-brand-700">{formatPrice(deal.price, deal.currency, locale)}</span>
					<span className="rounded bg-red-800 px-1.5 py-0.5 text-sm font-bold text-white" data-drop-percent={deal.dropPercent}>
						<span aria-hidden="true">{t("deals.drop", { percent: deal.dropPercent })}</span>
						<span className="sr-only">{t("deals.dropLong", { percent: deal.dropPercent })}</span>
					</span>
				</p>
				{deal.shopName ? (
					<p className="text-sm font-medium text-gray-800" data-deal-shop>
						{t("deals.atShop", { shop: deal.shopName })}
					</p>
				) : null}
				<p className="text-sm text-gray-700">
					<PreviousPrice referencePrice={deal.referencePrice} currency={deal.currency} />
				</p>
				<CardActions name={deal.name} slug={deal.slug} offerId={deal.offerId} />
			</div>
		</article>
	);
}

export function DealGrid({ deals }: { deals: DealCardData[] }) {
	return (
		<ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
			{deals.map((deal, i) => (
				<li key={deal.id}>
					<DealCard deal={deal} eager={i < eagerImages} />
				</li>
			))}
		</ul>
	);
}
