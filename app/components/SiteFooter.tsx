import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { type NavigationItem, type NavigationLists, splitIntoColumns } from "~/lib/navigation";
import { Logo } from "./Logo";
import { PageLink } from "./PageLink";
import { phoneTapTarget } from "./phone-tap-target";

function FooterColumns({
	title,
	items,
	loading,
	to,
}: {
	title: string;
	items: NavigationItem[];
	loading: string;
	to: (slug: string) => string;
}) {
	return (
		<section aria-label={title}>
			<h2 className="mb-3 font-bold">{title}</h2>
			{items.length === 0 ? (
				<p className="text-sm text-gray-600">{loading}</p>
			) : (
				<div className="grid grid-cols-3 gap-x-4">
					{splitIntoColumns(items, 3).map((column, i) => (
						// biome-ignore lint/suspicious/noArrayIndexKey: the three columns are fixed positions
						<ul key={i} className="space-y-1 text-sm">
							{column.map((item) => (
								<li key={item.slug}>
									<PageLink to={to(item.slug)} className={`${phoneTapTarget} text-gray-700 hover:text-brand-700 hover:underline`}>
										{item.name}
									</PageLink>
								</li>
							))}
						</ul>
					))}
				</div>
			)}
		</section>
	);
}

/** The site's own pages the footer links to, in order. */
const footerPages = [
	["deals", "nav.deals"],
	["shoppingList", "shoppingList.title"],
	["about", "footer.about"],
	["privacy", "privacy.footerLink"],
] as const;

export function SiteFooter({ navigation, year }: { navigation: NavigationLists; year: number }) {
	const locale = useLocale();
	const t = useT();
	return (
		<footer className="mt-16 border-t border-gray-200 bg-gray-50">
			<div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_2fr_2fr]">
				<div className="space-y-3">
					<Logo />
					<p className="text-sm text-gray-700">{t("footer.disclaimer")}</p>
					<p className="text-sm">
						{t("footer.contact")}:{" "}
						<a href={`mailto:${t("footer.contactEmail")}`} className={`${phoneTapTarget} text-brand-700 underline`}>
							{t("footer.contactEmail")}
						</a>
					</p>
					{/* On a phone each link is already a 44 px tap target: spaced again, the column ran twice as long. */}
					<ul className="text-sm sm:space-y-3">
						{footerPages.map(([screen, label]) => (
							<li key={screen}>
								<PageLink to={screenPath(screen, locale)} className={`${phoneTapTarget} text-brand-700 underline`}>
									{t(label)}
								</PageLink>
							</li>
						))}
					</ul>
				</div>
				<FooterColumns
					title={t("footer.categories")}
					items={navigation.categories}
					loading={t("footer.loadingCategories")}
					to={(slug) => screenPath("category", locale, { slug })}
				/>
				<FooterColumns
					title={t("footer.brands")}
					items={navigation.brands}
					loading={t("footer.loadingBrands")}
					to={(slug) => screenPath("brand", locale, { slug })}
				/>
			</div>
			<p className="border-t border-gray-200 py-4 text-center text-sm text-gray-600">{t("footer.copyright", { year })}</p>
		</footer>
	);
}
