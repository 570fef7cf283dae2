// What a category page and a brand page both show around their product list: the
// intro (optimized preferred) and long text (SEO text preferred) as HTML, the FAQ pairs of the long
// text, the breadcrumb trail, the counterpart in the other language, and the asked window of
// products with its total under the visitor's sort and filters. The page's own markdown stays on
// the server: the browser gets each text once, rendered.
import type { Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { isFilteredView } from "~/lib/product-filters";
import { itemTrail } from "~/lib/structured-data";
import type { Db } from "../db/handle";
import { parseFaq, plainText, renderMarkdown } from "../markdown";
import { itemAlternates } from "./counterparts";
import { pageSize } from "./paging";
import { type ProductWindow, productWindow } from "./product-card";
import type { filteredProductPage } from "./product-filters";

interface PageText {
	id: string;
	name: string;
	slug: string;
	translationKey: string | null;
	introMd: string | null;
	optimizedIntroMd: string | null;
	bodyMd: string | null;
	seoContentMd: string | null;
}

export async function loadPageWithProducts(
	db: Db,
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
		window.appendOnly ? null : itemAlternates(db, { screen, translationKey: page.translationKey }, locale, page.slug),
	]);
	const intro = page.optimizedIntroMd || page.introMd;
	const longText = page.seoContentMd || page.bodyMd;
	return {
		page: { id: page.id, name: page.name, slug: page.slug },
		/** The intro's plain text, for the meta description and structured data. */
		introText: plainText(intro),
		introHtml: renderMarkdown(intro, locale),
		longTextHtml: renderMarkdown(longText, locale),
		faq: parseFaq(longText),
		...list,
		pageSize,
		appendOnly: window.appendOnly,
		/**
		 * One canonical list: a later page (the first 24·N products), a sorted or a filtered view stays
		 * out of the index, its links still followed, as on the products list (ADR 075); a "load more"
		 * fetch is no page at all.
		 */
		noindex: window.appendOnly || ((window.page > 1 || isFilteredView(list.filters)) && ("follow" as const)),
		trail: itemTrail(locale, screen === "category" ? "categories" : "brands", {
			name: page.name,
			path: screenPath(screen, locale, { slug: page.slug }),
		}),
		alternates: alternates ?? undefined,
	};
}
