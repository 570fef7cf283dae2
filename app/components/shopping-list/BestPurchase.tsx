// The answer to "where do I buy all this for least?": the cheapest single shop for the whole list,
// the cheapest split over two shops when it beats every single shop, and what the best of them saves
// against buying each item at its own cheapest shop with shipping each time.
import { useLocale, useT } from "~/i18n/use-locale";
import { formatPrice } from "~/lib/money";
import { PartFigures, type ShownPart } from "./PurchaseParts";

export interface ShownPurchase {
	parts: ShownPart[];
	total: number;
}

export function BestPurchase({
	bestShop,
	bestSplit,
	separately,
	saving,
	currency,
	shopCount,
}: {
	bestShop: ShownPurchase | null;
	bestSplit: ShownPurchase | null;
	separately: number | null;
	saving: number | null;
	currency: string;
	shopCount: number;
}) {
	const t = useT();
	const locale = useLocale();
	const price = (amount: number) => formatPrice(amount, currency, locale);
	return (
		<div className="grid gap-4 md:grid-cols-2">
			<section aria-labelledby="best-shop" className="rounded-xl border border-gray-200 bg-white p-4" data-testid="best-shop">
				<h3 id="best-shop" className="font-bold">
					{t("shoppingList.bestShop")}
				</h3>
				{bestShop ? (
					<>
						<p className="mt-1 text-lg">
							<strong data-testid="best-shop-name">{bestShop.parts[0]?.shop}</strong> ·{" "}
							<strong className="tabular-nums">{price(bestShop.total)}</strong>
						</p>
						{bestShop.parts[0] ? <PartFigures part={bestShop.parts[0]} currency={currency} /> : null}
					</>
				) : (
					<p className="mt-1">{t("shoppingList.noBestShop")}</p>
				)}
			</section>
			<section aria-labelledby="best-split" className="rounded-xl border border-gray-200 bg-white p-4" data-testid="best-split">
				<h3 id="best-split" className="font-bold">
					{t("shoppingList.bestSplit")}
				</h3>
				{bestSplit ? (
					<>
						<p className="mt-1 text-lg">
							<strong data-testid="best-split-shops">{bestSplit.parts.map((part) => part.shop).join(" + ")}</strong> ·{" "}
							<strong className="tabular-nums">{price(bestSplit.total)}</strong>
						</p>
						{bestShop ? (
							<p className="text-sm text-green-800">
								{t("shoppingList.splitSaves", { amount: price(bestShop.total - bestSplit.total) })}
							</p>
						) : null}
						{bestSplit.parts.map((part) => (
							<div key={part.shop} className="mt-3">
								<h4 className="font-semibold">{part.shop}</h4>
								<PartFigures part={part} currency={currency} />
							</div>
						))}
					</>
				) : (
					<p className="mt-1">{bestShop || shopCount < 2 ? t("shoppingList.noSplit") : t("shoppingList.noSplitPossible")}</p>
				)}
			</section>
			{separately !== null ? (
				<p className="md:col-span-2" data-testid="list-saving">
					{t("shoppingList.separately", { amount: price(separately) })}{" "}
					{saving !== null ? <strong>{t("shoppingList.saving", { amount: price(saving) })}</strong> : null}
				</p>
			) : null}
		</div>
	);
}
