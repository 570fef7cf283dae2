// A product page's current drop (ADR 027): the same facts as its card on the deals page.
import { useT } from "~/i18n/use-locale";
import { PreviousPrice } from "./PreviousPrice";

export function PriceDropNotice({ drop, currency }: { drop: { referencePrice: number; dropPercent: number }; currency: string }) {
	const t = useT();
	return (
		<p className="mt-2 flex flex-wrap items-baseline gap-2 text-sm text-gray-700" data-price-drop>
			<span className="rounded bg-red-800 px-1.5 py-0.5 font-bold text-white">
				{t("deals.productNotice", { percent: drop.dropPercent })}
			</span>
			<PreviousPrice referencePrice={drop.referencePrice} currency={currency} />
		</p>
	);
}
