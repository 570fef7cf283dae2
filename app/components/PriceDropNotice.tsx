// A product page's current drop (ADR 027): the same facts as its card on the deals page.
import { useLocale, useT } from "~/i18n/use-locale";
import { formatPrice } from "~/lib/money";

export function PriceDropNotice({ drop, currency }: { drop: { referencePrice: number; dropPercent: number }; currency: string }) {
	const locale = useLocale();
	const t = useT();
	return (
		<p className="mt-2 flex flex-wrap items-baseline gap-2 text-sm text-gray-700" data-price-drop>
			<span className="rounded bg-red-800 px-1.5 py-0.5 font-bold text-white">
				{t("deals.productNotice", { percent: drop.dropPercent })}
			</span>
			<span>{t("deals.lowest30", { price: formatPrice(drop.referencePrice, currency, locale) })}</span>
		</p>
	);
}
