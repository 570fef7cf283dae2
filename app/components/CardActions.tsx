// The two links at the foot of a product or deal card: "Läs mer" to the product page and, when a
// retailer sells it, "Se produkt" out to the cheapest offer. Each names the product for screen
// readers, where a list of identical link texts would say nothing.
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { clickOutHref, retailerLinkProps } from "~/lib/click-out";
import { PageLink } from "./PageLink";

export function CardActions({ name, slug, offerId }: { name: string; slug: string; offerId: number | null }) {
	const locale = useLocale();
	const t = useT();
	return (
		<div className="mt-2 flex gap-2">
			<PageLink
				to={screenPath("product", locale, { slug })}
				className="flex min-h-11 flex-1 items-center justify-center rounded-md border border-gray-300 px-2 py-1.5 text-center text-sm font-medium hover:bg-gray-50"
			>
				{t("common.readMore")}
				<span className="sr-only">: {name}</span>
			</PageLink>
			{offerId !== null ? (
				<a
					href={clickOutHref(offerId, slug, locale)}
					{...retailerLinkProps}
					className="flex min-h-11 flex-1 items-center justify-center rounded-md bg-brand-600 px-2 py-1.5 text-center text-sm font-semibold text-white hover:bg-brand-700"
				>
					{t("common.seeProduct")}
					<span className="sr-only">: {name}</span>
				</a>
			) : null}
		</div>
	);
}
