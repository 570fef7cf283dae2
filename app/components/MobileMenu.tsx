// The small-screen side menu: a native popover (opens and closes without JavaScript), with
// collapsible category and brand groups (<details>). Choosing a link closes it.
import { useRef } from "react";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { useAfterNavigation } from "~/lib/after-navigation";
import type { NavigationLists } from "~/lib/navigation";
import { PageLink } from "./PageLink";

const menuId = "side-menu";

export function MobileMenu({ navigation }: { navigation: NavigationLists }) {
	const t = useT();
	const sheet = useRef<HTMLDivElement>(null);
	useAfterNavigation(() => {
		const element = sheet.current;
		if (element?.matches(":popover-open")) element.hidePopover();
	});

	return (
		<div className="md:hidden">
			<button
				type="button"
				popoverTarget={menuId}
				className="flex min-h-11 min-w-11 items-center justify-center rounded-md p-2 hover:bg-brand-50"
				aria-label={t("nav.openMenu")}
				data-testid="menu-button"
			>
				<svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
					<path d="M4 6h16M4 12h16M4 18h16" />
				</svg>
			</button>
			<div
				ref={sheet}
				id={menuId}
				popover="auto"
				className="side-sheet flex-col gap-2 overflow-y-auto bg-white p-4 shadow-xl"
				aria-labelledby="side-menu-title"
				role="dialog"
			>
				<div className="flex items-center justify-between">
					<h2 id="side-menu-title" className="text-lg font-bold">
						{t("nav.menu")}
					</h2>
					<button
						type="button"
						popoverTarget={menuId}
						popoverTargetAction="hide"
						className="flex min-h-11 min-w-11 items-center justify-center rounded-md p-2 hover:bg-brand-50"
					>
						<svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
							<path d="M6 6l12 12M18 6L6 18" />
						</svg>
						<span className="sr-only">{t("nav.close")}</span>
					</button>
				</div>
				<nav aria-label={t("nav.mainNavigation")} className="flex flex-col gap-1">
					<MenuLinks navigation={navigation} />
				</nav>
			</div>
		</div>
	);
}

/** The side menu's links (inside its <nav>): the same on every page of a language. */
function MenuLinks({ navigation }: { navigation: NavigationLists }) {
	const locale = useLocale();
	const t = useT();
	const groups = [
		{
			title: t("nav.categories"),
			all: t("nav.allCategories"),
			list: screenPath("categories", locale),
			items: navigation.categories.map((c) => ({ ...c, to: screenPath("category", locale, { slug: c.slug }) })),
		},
		{
			title: t("nav.brands"),
			all: t("nav.allBrands"),
			list: screenPath("brands", locale),
			items: navigation.brands.map((b) => ({ ...b, to: screenPath("brand", locale, { slug: b.slug }) })),
		},
	];

	return (
		<>
			{groups.map((group) => (
				<details key={group.list} className="rounded-md">
					<summary className="flex min-h-11 items-center rounded-md px-2 py-2 font-medium hover:bg-brand-50">
						{group.title}
					</summary>
					<ul className="ml-3 border-l border-gray-200 pl-2">
						<li>
							<PageLink
								to={group.list}
								className="flex min-h-11 items-center rounded px-2 py-1.5 font-semibold hover:bg-brand-50"
							>
								{group.all}
							</PageLink>
						</li>
						{group.items.map((item) => (
							<li key={item.slug}>
								<PageLink to={item.to} className="flex min-h-11 items-center rounded px-2 py-1.5 hover:bg-brand-50">
									{item.name}
								</PageLink>
							</li>
						))}
					</ul>
				</details>
			))}
			<PageLink
				to={screenPath("products", locale)}
				className="flex min-h-11 items-center rounded-md px-2 py-2 font-medium hover:bg-brand-50"
			>
				{t("nav.products")}
			</PageLink>
			<PageLink
				to={screenPath("deals", locale)}
				className="flex min-h-11 items-center rounded-md px-2 py-2 font-medium hover:bg-brand-50"
			>
				{t("nav.deals")}
			</PageLink>
			<PageLink
				to={screenPath("articles", locale)}
				className="flex min-h-11 items-center rounded-md px-2 py-2 font-medium hover:bg-brand-50"
			>
				{t("nav.articles")}
			</PageLink>
		</>
	);
}
