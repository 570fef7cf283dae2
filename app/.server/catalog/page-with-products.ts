// What a category page and a brand page both show around their product list (SPEC §2): the
// intro (optimized preferred) and long text (SEO text preferred) as HTML, the breadcrumb trail,
// the counterpart in the other language, and the asked window of products with its total under the
// visitor's sort and filters.
import type { Locale } from "~/i18n/locales";
import { href } from "~/i18n/paths";
import { itemTrail } from "~/lib/structured-data";
import { renderMarkdown } from "../markdown";
import { itemAlternates } from "./counterparts";
import { pageSize } from "./paging";
import { type ProductWindow, productWindow } from "./product-card";
import type { filteredProductPage } from "./product-filters";

interface PageText {
	name: string;
	slug: string;
	translationKey: string | null;
	introMd: string | null;
	optimizedIntroMd: string | null;
	bodyMd: string | null;
	seoContentMd: string | null;
}

export async function loadPageWithProducts(
	request: Request,
	locale: Locale,
	screen: "category" | "brand",
	page: PageText,
	loadProducts: (window: ProductWindow) => ReturnType<typeof filteredProductPage>,
) {
	const window = productWindow(new URL(request.url).searchParams);
	const [list, alternates] = await Promise.all([
		loadProducts(window),
		// An in-place "load more" only needs the products.
		window.appendOnly ? null : itemAlternates({ screen, translationKey: page.translationKey }, locale, page.slug),
	]);
	return {
		introHtml: renderMarkdown(page.optimizedIntroMd || page.introMd, locale),
		longTextHtml: renderMarkdown(page.seoContentMd || page.bodyMd, locale),
		...list,
		pageSize,
		appendOnly: window.appendOnly,
		trail: itemTrail(locale, screen === "category" ? "categories" : "brands", {
			name: page.name,
			path: href(screen, locale, { slug: page.slug }),
		}),
		alternates: alternates ?? undefined,
	};
}
