// Menu and footer lists: published, by name, per language.
// Every page needs them: derived once from the cached published pages (./published-pages.ts) and
// dropped with them on any catalogue write.
import type { Locale } from "~/i18n/locales";
import type { NavigationItem, NavigationLists } from "~/lib/navigation";
import { cached } from "../cache";
import type { Db } from "../db/handle";
import { publishedBrands, publishedCategories, publishedPagesTtlMs } from "./published-pages";

const nameAndSlug = ({ name, slug }: NavigationItem): NavigationItem => ({ name, slug });

export function loadNavigation(db: Db, locale: Locale): Promise<NavigationLists> {
	return cached(`navigation:${locale}`, publishedPagesTtlMs, async () => {
		const [categoryPages, brandPages] = await Promise.all([publishedCategories(db, locale), publishedBrands(db, locale)]);
		return { categories: categoryPages.list.map(nameAndSlug), brands: brandPages.list.map(nameAndSlug) };
	});
}
