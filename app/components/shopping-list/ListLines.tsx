// The list's lines: each product with its quantity and its lowest price at any shop, with the
// product page's "shipping not stated" where only shops that state no shipping have it. On one's own
// list each line has a form to change the quantity and one to remove it (plain posts to the list
// page's action); a shared list only shows them.
import { Form } from "react-router";
import type { PageLine } from "~/.server/shopping-list/list-page";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { formatPrice } from "~/lib/money";
import { PageLink } from "../PageLink";
import { QuantityInput } from "./QuantityInput";

const smallButton = "h-11 rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold hover:bg-gray-50";

export function ListLines({ lines, currency, editable }: { lines: PageLine[]; currency: string; editable: boolean }) {
	const t = useT();
	const locale = useLocale();
	const listPath = screenPath("shoppingList", locale);
	return (
		<ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white" data-testid="list-lines">
			{lines.map((line) => (
				<li key={line.productId} className="flex flex-wrap items-center gap-3 p-3" data-testid="list-line">
					<div className="min-w-0 flex-1 basis-48">
						{line.brand ? <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">{line.brand}</p> : null}
						<PageLink
							to={screenPath("product", locale, { slug: line.slug })}
							className="font-semibold break-words hover:text-brand-700"
						>
							{line.name}
						</PageLink>
						<p className="text-sm text-gray-700">
							{line.cheapestLinePrice === null
								? t("shoppingList.notInStock")
								: t("shoppingList.cheapestFrom", { price: formatPrice(line.cheapestLinePrice, currency, locale) })}
							{line.shippingUnknown ? ` · ${t("offers.shippingUnknown")}` : null}
						</p>
					</div>
					{editable ? (
						<div className="flex flex-wrap items-end gap-2">
							<Form method="post" action={listPath} className="flex items-end gap-2">
								<input type="hidden" name="intent" value="set" />
								<input type="hidden" name="product" value={line.productId} />
								<label htmlFor={`quantity-${line.productId}`} className="sr-only">
									{t("shoppingList.quantityOf", { name: line.name })}
								</label>
								<QuantityInput
									// A new quantity from the server replaces what the field showed.
									key={line.quantity}
									id={`quantity-${line.productId}`}
									defaultValue={line.quantity}
									className="w-16"
									data-testid="line-quantity"
								/>
								<button type="submit" className={smallButton}>
									{t("shoppingList.change")}
									<span className="sr-only">: {t("shoppingList.changeNamed", { name: line.name })}</span>
								</button>
							</Form>
							<Form method="post" action={listPath}>
								<input type="hidden" name="intent" value="remove" />
								<input type="hidden" name="product" value={line.productId} />
								<button type="submit" className={smallButton}>
									{t("shoppingList.remove")}
									<span className="sr-only">: {t("shoppingList.removeNamed", { name: line.name })}</span>
								</button>
							</Form>
						</div>
					) : (
						<p className="font-semibold" data-testid="line-quantity-shown">
							{t("shoppingList.pieces", { quantity: line.quantity })}
						</p>
					)}
				</li>
			))}
		</ul>
	);
}
