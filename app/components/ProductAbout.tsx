// A product's description and its category chips, below the offers on the product page (ADR 052).
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { Markdown } from "./Markdown";
import { PageLink } from "./PageLink";

export function ProductAbout({
	descriptionHtml,
	categoryPages,
}: {
	descriptionHtml: string | null;
	categoryPages: { slug: string; name: string }[];
}) {
	const locale = useLocale();
	const t = useT();
	return (
		<div>
			<Markdown html={descriptionHtml} />
			{categoryPages.length > 0 ? (
				<ul aria-label={t("catalogue.productCategories")} className="mt-5 flex flex-wrap gap-2">
					{categoryPages.map((category) => (
						<li key={category.slug}>
							<PageLink
								to={screenPath("category", locale, { slug: category.slug })}
								className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-700 hover:bg-brand-100"
							>
								{category.name}
							</PageLink>
						</li>
					))}
				</ul>
			) : null}
		</div>
	);
}
