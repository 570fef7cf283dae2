// The pages internal links may point at: published categories and brands of one language, with
// their public paths (categories first, so a category wins a name it shares with a brand).
// The catch-all category "sortiment" is no destination: product pages hide it too.
import type { Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import type { Db } from "../db/handle";
import type { LinkTarget } from "../markdown";

export type LinkPageKind = "category" | "brand";

export interface LinkPage {
	kind: LinkPageKind;
	id: string;
	name: string;
	slug: string;
	path: string;
}

export function linkPagePath(kind: LinkPageKind, locale: Locale, slug: string): string {
	return screenPath(kind, locale, { slug });
}

export async function publishedLinkPages(db: Db, locale: Locale): Promise<LinkPage[]> {
	const rows = await db.query<{ kind: LinkPageKind; id: string; name: string; slug: string }>(
		`select 'category' as kind, id::text as id, name, slug from categories
		 where locale = $1 and status = 'published' and lower(name) <> 'sortiment'
		 union all
		 select 'brand' as kind, id::text as id, name, slug from brands where locale = $1 and status = 'published'
		 order by kind desc, name`,
		[locale],
	);
	return rows.map((row) => ({ ...row, path: linkPagePath(row.kind, locale, row.slug) }));
}

export function linkTargetsOf(pages: LinkPage[]): LinkTarget[] {
	return pages.map((page) => ({ phrase: page.name, path: page.path }));
}
