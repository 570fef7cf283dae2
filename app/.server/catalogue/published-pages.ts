// The published category and brand pages of a language, whole (texts included), kept in the
// process. Every category and brand page starts from one of them, the language switch needs the
// counterpart's slug, and the menu and footer list them all; they change only when an admin tool
// or an import writes — on any instance or straight in the database, which empties every
// instance's cache (../cache.ts, ../catalogue-changes.ts, ADR 020). So a page view reads none of them from
// the database: on the embedded database and on a server alike, each query saved is a round trip
// (and, on a busy machine, a wake-up of another process) that a visitor no longer waits for.
import { and, asc, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locales";
import { cached } from "../cache";
import type { Db } from "../db/handle";
import { brands, categories } from "../db/schema";

export type PageKind = "category" | "brand";

const tables = { category: categories, brand: brands };

/** A last resort: every catalogue change empties the cache within 2 s anyway (ADR 020). */
export const publishedPagesTtlMs = 5 * 60_000;

type PageRow = typeof brands.$inferSelect & { parentId?: string | null; keywords?: string[] };

interface PublishedPages<Row extends PageRow = PageRow> {
	/** By name, as the menu, the footer and the list pages show them. */
	list: Row[];
	bySlug: Map<string, Row>;
	byTranslationKey: Map<string, Row>;
}

function load<Row extends PageRow>(db: Db, kind: PageKind, locale: Locale): Promise<PublishedPages<Row>> {
	return cached(`published-pages:${kind}:${locale}`, publishedPagesTtlMs, async () => {
		const table = tables[kind];
		const list = (await db.orm
			.select()
			.from(table)
			.where(and(eq(table.locale, locale), eq(table.status, "published")))
			.orderBy(asc(table.name))) as Row[];
		return {
			list,
			bySlug: new Map(list.map((row) => [row.slug, row])),
			byTranslationKey: new Map(list.flatMap((row) => (row.translationKey ? [[row.translationKey, row]] : []))),
		};
	});
}

export const publishedCategories = (db: Db, locale: Locale) => load<typeof categories.$inferSelect>(db, "category", locale);
export const publishedBrands = (db: Db, locale: Locale) => load<typeof brands.$inferSelect>(db, "brand", locale);

/** The slug of the published page of that kind sharing the translation key, in the language. */
export async function publishedSlugByTranslationKey(db: Db, kind: PageKind, locale: Locale, translationKey: string) {
	return (await load(db, kind, locale)).byTranslationKey.get(translationKey)?.slug ?? null;
}
