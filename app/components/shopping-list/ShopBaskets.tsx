// The whole list at each shop that has any of it: the items it has with their prices, subtotal,
// shipping by its rule (and what is left to buy for free shipping), the total, what it lacks, and one
// click-out to the shop through /go/ (the shop's offer of the first item it has).
import { useLocale, useT } from "~/i18n/use-locale";
import { clickOutHref, retailerLinkProps } from "~/lib/click-out";
import { formatPrice } from "~/lib/money";
import { PartFigures, type ShownPart } from "./PurchaseParts";

export interface ShownBasket extends ShownPart {
	lacks: string[];
	leftForFreeShipping: number | null;
	clickOut: { offerId: number; productSlug: string };
}

export function ShopBaskets({ baskets, currency }: { baskets: ShownBasket[]; currency: string }) {
	const t = useT();
	const locale = useLocale();
	return (
		<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
			{baskets.map((basket) => (
				<li key={basket.shop} className="flex flex-col rounded-xl border border-gray-200 bg-white p-4" data-testid="shop-basket">
					<h3 className="text-lg font-bold">{basket.shop}</h3>
					<PartFigures part={basket} currency={currency} />
					{basket.leftForFreeShipping !== null ? (
						<p className="mt-2 text-sm text-gray-700">
							{t("shoppingList.leftForFree", { amount: formatPrice(basket.leftForFreeShipping, currency, locale) })}
						</p>
					) : null}
					<p className={`mt-2 text-sm ${basket.lacks.length > 0 ? "text-amber-800" : "text-green-800"}`}>
						{basket.lacks.length > 0 ? t("shoppingList.lacks", { names: basket.lacks.join(", ") }) : t("shoppingList.hasAll")}
					</p>
					<div className="mt-auto pt-4">
						<a
							href={clickOutHref(basket.clickOut.offerId, basket.clickOut.productSlug, locale)}
							{...retailerLinkProps}
							className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
						>
							{t("shoppingList.toShop", { shop: basket.shop })}
						</a>
					</div>
				</li>
			))}
		</ul>
	);
}
