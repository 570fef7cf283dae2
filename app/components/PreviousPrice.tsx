// A drop's reference (ADR 027) as a deal's card and the product page's notice show it: the one
// label of the 30-day lowest price, with the price struck through. The words before the price say
// what it is, for those who cannot see the line through it.
import { useLocale, useT } from "~/i18n/use-locale";
import { formatPrice } from "~/lib/money";
import { TaggedText } from "./TaggedText";

export function PreviousPrice({
	referencePrice,
	currency,
	className,
}: {
	referencePrice: number;
	currency: string;
	className?: string;
}) {
	const locale = useLocale();
	const t = useT();
	return (
		<span className={className} data-lowest-30-days>
			<TaggedText
				text={t("deals.lowest30", { price: formatPrice(referencePrice, currency, locale) })}
				parts={{ price: <s data-previous-price={referencePrice} /> }}
			/>
		</span>
	);
}
