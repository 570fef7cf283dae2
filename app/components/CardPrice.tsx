// A card's price: "från 19,90 SEK · 3 butiker". The price is the cheapest available offer's and the
// shops are those with an available offer (app/.server/catalogue/shop-count.ts), so "från" holds.
// A product no shop sells now shows its last price alone.
import { countForm } from "~/i18n/count-form";
import { useLocale, useT } from "~/i18n/use-locale";
import { formatPrice } from "~/lib/money";

export function CardPrice({ price, currency, shopCount }: { price: number | null; currency: string; shopCount: number }) {
	const locale = useLocale();
	const t = useT();
	const amount = formatPrice(price, currency, locale);
	if (price === null || shopCount < 1) return <p className="mt-auto pt-2 text-lg font-bold text-brand-700">{amount}</p>;
	return (
		<p className="mt-auto flex flex-wrap items-baseline gap-x-1.5 pt-2" data-card-price>
			<span className="text-lg font-bold text-brand-700">{t("catalogue.fromPrice", { price: amount })}</span>{" "}
			<span aria-hidden="true" className="text-gray-500">
				·
			</span>{" "}
			<span className="text-sm text-gray-700" data-shop-count={shopCount}>
				{t(`catalogue.shopCount.${countForm(shopCount)}`, { count: shopCount })}
			</span>
		</p>
	);
}
