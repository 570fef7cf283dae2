// The header's way to the visitor's shopping list, on every page and at every width. It never says
// how many items the list holds: the header is part of every public page's shared-cached HTML
// (ADR 047), and a count would make it the visitor's own.
import { NavLink } from "react-router";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";

export function ShoppingListLink() {
	const locale = useLocale();
	const t = useT();
	return (
		<NavLink
			to={screenPath("shoppingList", locale)}
			className={({ isActive }) =>
				`flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium hover:bg-brand-50 ${isActive ? "text-brand-700" : ""}`
			}
		>
			<svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
				<path d="M9 6h11M9 12h11M9 18h11" strokeLinecap="round" />
				<path d="M4 6h.01M4 12h.01M4 18h.01" strokeLinecap="round" strokeWidth="3" />
			</svg>
			<span className="sr-only lg:not-sr-only">{t("shoppingList.title")}</span>
		</NavLink>
	);
}
