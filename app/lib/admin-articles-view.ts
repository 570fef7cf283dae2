// Which part of the admin page's articles card the address asks for: the tab (`?tab=`) and, on the
// manage tab, the list's language and status filters. Anything unknown falls back to the default.
import { isLocale, type Locale } from "~/i18n/locales";

export const articleTabs = ["generate", "create", "manage"] as const;

export type ArticleTab = (typeof articleTabs)[number];

const statuses = ["draft", "published"] as const;

export interface AdminArticleFilters {
	locale?: Locale;
	status?: (typeof statuses)[number];
}

export function articlesViewOf(params: URLSearchParams): { tab: ArticleTab; filters: AdminArticleFilters } {
	const tab = params.get("tab");
	const locale = params.get("locale");
	const status = params.get("status");
	return {
		tab: articleTabs.find((name) => name === tab) ?? "generate",
		filters: { locale: isLocale(locale) ? locale : undefined, status: statuses.find((name) => name === status) },
	};
}
