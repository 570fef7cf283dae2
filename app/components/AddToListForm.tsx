// "Lägg i listan" on a product card and a product page (ADR 047): a quantity and a button, a plain
// post to the list page's action. Without JavaScript the action redirects back to this page, with its
// answer in the address, and the form of that product shows it; with JavaScript a fetcher posts it and
// the answer appears here without a reload. The page itself never depends on the visitor's list, so it
// stays cacheable for everyone.
import { useId } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { type ListReply, listProductParam, listReplyOf, listReplyParam } from "~/lib/shopping-list";
import { useHydrated } from "~/lib/use-hydrated";
import { PageLink } from "./PageLink";
import { QuantityInput } from "./shopping-list/QuantityInput";

/** The address to come back to: this page, without an earlier answer. */
function backPath(pathname: string, search: string): string {
	const params = new URLSearchParams(search);
	params.delete(listReplyParam);
	params.delete(listProductParam);
	const query = params.toString();
	return `${pathname}${query ? `?${query}` : ""}`;
}

export function listFormAnchor(productId: string): string {
	return `list-${productId}`;
}

export function AddToListForm({
	productId,
	name,
	available = true,
	variant = "card",
}: {
	productId: string;
	name: string;
	/** Only a product some shop sells can be added. */
	available?: boolean;
	variant?: "card" | "page";
}) {
	const t = useT();
	const locale = useLocale();
	const location = useLocation();
	const [searchParams] = useSearchParams();
	const fetcher = useFetcher<ListReply>();
	const quantityId = useId();
	// Set once scripts run: the action then answers this form with data instead of a redirect.
	const enhanced = useHydrated();
	if (!available) return null;

	const listPath = screenPath("shoppingList", locale);
	const fromAddress = searchParams.get(listProductParam) === productId ? listReplyOf(searchParams.get(listReplyParam)) : null;
	const reply = fetcher.data ?? fromAddress;
	const sending = fetcher.state !== "idle";
	const onPage = variant === "page";
	return (
		<fetcher.Form method="post" action={listPath} id={listFormAnchor(productId)} className={onPage ? "mt-4" : "mt-2"}>
			<input type="hidden" name="intent" value="add" />
			<input type="hidden" name="product" value={productId} />
			<input type="hidden" name="back" value={backPath(location.pathname, location.search)} />
			{enhanced ? <input type="hidden" name="reply" value="inline" /> : null}
			<div className="flex items-end gap-2">
				<div className="flex flex-col">
					<label htmlFor={quantityId} className={onPage ? "text-sm font-semibold" : "sr-only"}>
						{onPage ? t("shoppingList.quantity") : t("shoppingList.quantityOf", { name })}
					</label>
					<QuantityInput id={quantityId} defaultValue={1} className={onPage ? "w-20" : "w-12"} />
				</div>
				<button
					type="submit"
					disabled={sending}
					className={`h-11 rounded-md border border-brand-600 bg-white font-semibold text-brand-700 hover:bg-brand-50 ${onPage ? "px-3" : "flex-1 px-1 text-sm"}`}
				>
					{sending ? t("shoppingList.adding") : onPage ? t("shoppingList.add") : t("shoppingList.addShort")}
					{onPage ? null : <span className="sr-only">: {t("shoppingList.addNamed", { name })}</span>}
				</button>
			</div>
			<div role="status" className="text-sm empty:hidden">
				{reply ? (
					<p className={`mt-2 ${reply.ok ? "text-green-800" : "font-semibold text-red-800"}`}>
						{reply.ok ? t(`shoppingList.notes.${reply.note}`) : t(`shoppingList.problems.${reply.problem}`)}{" "}
						<PageLink to={listPath} className="text-brand-700 underline">
							{t("shoppingList.viewList")}
						</PageLink>
					</p>
				) : null}
			</div>
		</fetcher.Form>
	);
}
