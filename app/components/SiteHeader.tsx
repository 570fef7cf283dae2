import { NavLink, useMatches } from "react-router";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import type { SwitchTargets } from "~/lib/alternates";
import type { NavigationLists } from "~/lib/navigation";
import { pageHasOwnSearchBox } from "~/lib/page-handle";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { SearchSuggest } from "./SearchSuggest";
import { ShoppingListLink } from "./ShoppingListLink";

export function SiteHeader({ navigation, languageTargets }: { navigation: NavigationLists; languageTargets: SwitchTargets }) {
	const locale = useLocale();
	const t = useT();
	const ownSearchBox = pageHasOwnSearchBox(useMatches());
	const links = [
		{ to: screenPath("categories", locale), label: t("nav.categories") },
		{ to: screenPath("brands", locale), label: t("nav.brands") },
		{ to: screenPath("products", locale), label: t("nav.products") },
		{ to: screenPath("deals", locale), label: t("nav.deals") },
		{ to: screenPath("articles", locale), label: t("nav.articles") },
	];
	return (
		<header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
			{/* On a phone the search box takes a row of its own under the logo, so every page has one; a
			    page with a box of its own (home, products, search) shows only that one there. */}
			<div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 sm:flex-nowrap sm:py-3">
				<MobileMenu navigation={navigation} />
				<Logo />
				<nav aria-label={t("nav.mainNavigation")} className="ml-4 hidden md:block">
					<ul className="flex gap-1">
						{links.map((link) => (
							<li key={link.to}>
								<NavLink
									to={link.to}
									prefetch="intent"
									className={({ isActive }) =>
										`rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 ${isActive ? "text-brand-700" : ""}`
									}
								>
									{link.label}
								</NavLink>
							</li>
						))}
					</ul>
				</nav>
				<SearchSuggest
					id="header-search"
					label={t("search.label")}
					placeholder={t("search.placeholder")}
					minimumLength={2}
					compact
					className={`${ownSearchBox ? "hidden sm:block " : ""}order-last basis-full sm:order-none sm:ml-auto sm:w-44 sm:basis-auto lg:w-64`}
				/>
				<div className="ml-auto flex items-center sm:ml-0">
					<ShoppingListLink />
					<LanguageSwitcher targets={languageTargets} />
				</div>
			</div>
		</header>
	);
}
