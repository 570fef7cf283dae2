// One shop's part of a purchase: the lines bought there with their prices, the subtotal, shipping as
// the basket pays it (ADR 068) and the total. The best-shop and best-split cards and every shop's basket show it.
import { useLocale, useT } from "~/i18n/use-locale";
import { formatPrice } from "~/lib/money";

export interface ShownPart {
	shop: string;
	lines: { name: string; quantity: number; linePrice: number }[];
	subtotal: number;
	shipping: number;
	total: number;
}

export function PartFigures({ part, currency }: { part: ShownPart; currency: string }) {
	const t = useT();
	const locale = useLocale();
	const price = (amount: number) => formatPrice(amount, currency, locale);
	return (
		<>
			<ul className="mt-2 space-y-1 text-sm">
				{part.lines.map((line) => (
					<li key={line.name} className="flex justify-between gap-3">
						<span className="min-w-0 break-words">{t("shoppingList.line", { quantity: line.quantity, name: line.name })}</span>
						<span className="shrink-0 tabular-nums">{price(line.linePrice)}</span>
					</li>
				))}
			</ul>
			<dl className="mt-3 space-y-1 border-t border-gray-200 pt-2 text-sm">
				<div className="flex justify-between gap-3">
					<dt>{t("shoppingList.subtotal")}</dt>
					<dd className="tabular-nums">{price(part.subtotal)}</dd>
				</div>
				<div className="flex justify-between gap-3">
					<dt>{t("shoppingList.shipping")}</dt>
					<dd className="tabular-nums">{part.shipping === 0 ? t("shoppingList.freeShipping") : price(part.shipping)}</dd>
				</div>
				<div className="flex justify-between gap-3 font-bold">
					<dt>{t("shoppingList.total")}</dt>
					<dd className="tabular-nums" data-testid="part-total">
						{price(part.total)}
					</dd>
				</div>
			</dl>
		</>
	);
}
