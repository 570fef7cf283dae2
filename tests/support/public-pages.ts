// One page of every public page type in both languages, for the checkers that look at each type
// (axe-core, the Nu HTML Checker). Lists and static pages come from the path table; an item of
// each kind is found the way a visitor finds it, as the first link on its list page, so the set
// follows the catalogue instead of naming slugs; a search, a missing page and a price alert link
// with a broken token complete it, and a shared shopping list of the first products of the list
// page (the list page with items, as anyone opening a share link sees it).
import { encodeLines } from "../../app/.server/shopping-list/list-code";
import { type Locale, locales } from "../../app/i18n/locales";
import { priceAlertPath, screenPath } from "../../app/i18n/paths";

export const pageTypes = [
	"home",
	"categories",
	"category",
	"brands",
	"brand",
	"products",
	"product",
	"articles",
	"article",
	"about",
	"privacy",
	"search",
	"404",
	"deals",
	"price-alert-link",
	"shopping-list",
] as const;

export type PageType = (typeof pageTypes)[number];

export interface PublicPage {
	type: PageType;
	locale: Locale;
	path: string;
	/** The status the page answers with (404 for the missing page). */
	status: number;
}

const listOf = { category: "categories", brand: "brands", product: "products", article: "articles" } as const;
const searchWord: Record<Locale, string> = { sv: "choklad", nb: "sjokolade" };
const missingPath: Record<Locale, string> = { sv: "/finns-inte", nb: "/no/finnes-ikke" };

async function pathOf(type: PageType, locale: Locale, readPage: (path: string) => Promise<string>): Promise<string> {
	switch (type) {
		case "search":
			return `${screenPath("search", locale)}?q=${searchWord[locale]}`;
		case "404":
			return missingPath[locale];
		case "price-alert-link":
			// A price alert mail's link with a token that is not one: the page every link state shares.
			return `${priceAlertPath(locale)}?token=not-a-token`;
		case "shopping-list": {
			const products = (await readPage(screenPath("products", locale))).matchAll(/name="product" value="([^"]+)"/g);
			const lines = [...products].slice(0, 3).map((match, i) => ({ productId: match[1] as string, quantity: i + 1 }));
			if (lines.length === 0) throw new Error(`no product to add on ${screenPath("products", locale)}`);
			return `${screenPath("shoppingList", locale)}?list=${encodeLines(lines)}`;
		}
		case "category":
		case "brand":
		case "product":
		case "article": {
			const list = screenPath(listOf[type], locale);
			const first = (await readPage(list)).match(new RegExp(`href="(${list}/[^"?#/]+)"`))?.[1];
			if (!first) throw new Error(`no link to a ${type} page on ${list}`);
			return first;
		}
		default:
			return screenPath(type, locale);
	}
}

const statusOf: Partial<Record<PageType, number>> = { "404": 404, "price-alert-link": 400 };

/** Every type in both languages; `readPage` answers a path's HTML (fetch, Playwright's request, …). */
export async function publicPages(readPage: (path: string) => Promise<string>): Promise<PublicPage[]> {
	const pages: PublicPage[] = [];
	for (const locale of locales) {
		for (const type of pageTypes) {
			pages.push({ type, locale, path: await pathOf(type, locale, readPage), status: statusOf[type] ?? 200 });
		}
	}
	return pages;
}
