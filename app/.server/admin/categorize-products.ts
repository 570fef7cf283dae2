// "Categorise products" (reports updated, totalProducts):
// every product of both languages gets the categories the rules give it ADDED. A category is never
// removed: one set by hand (or by assign-categories) may have reasons the rules cannot see.
// Products are read in pages by id, so a catalogue of 100 000 products never sits in memory at
// once, and each page is written with one set-based statement.
import type { Locale } from "~/i18n/locales";
import { type CategoryRule, categoriesFor, loadCategoryRules } from "../catalogue/categorization";
import type { Db } from "../db/handle";

export interface CategorizeResult {
	/** Products that gained at least one category. */
	updated: number;
	/** Products looked at (both languages). */
	totalProducts: number;
}

export const categorizePageSize = 1000;

interface ProductRow {
	id: string;
	locale: Locale;
	name: string;
	productType: string | null;
	category: string[];
}

export async function categorizeProducts(db: Db, pageSize = categorizePageSize): Promise<CategorizeResult> {
	return db.transaction(async (tx) => {
		const rules: Record<Locale, CategoryRule[]> = {
			sv: await loadCategoryRules(tx, "sv"),
			nb: await loadCategoryRules(tx, "nb"),
		};
		let updated = 0;
		let totalProducts = 0;
		let after = "00000000-0000-0000-0000-000000000000";
		for (;;) {
			const page = await tx.query<ProductRow>(
				`select id, locale, name, product_type as "productType", category from products
				 where id > $1 order by id limit $2`,
				[after, pageSize],
			);
			if (page.length === 0) break;
			totalProducts += page.length;
			after = page[page.length - 1]?.id ?? after;
			const additions = page.flatMap((product) => {
				const missing = categoriesFor(product, rules[product.locale] ?? []).filter((name) => !product.category.includes(name));
				return missing.length > 0 ? [{ id: product.id, additions: missing }] : [];
			});
			if (additions.length === 0) continue;
			// Appends only what is still missing at write time, so a concurrent edit never doubles a name.
			const changed = await tx.query<{ id: string }>(
				`update products p
				 set category = p.category || array(select a from unnest(x.additions) with ordinality as u(a, i)
				                                    where a <> all(p.category) order by i),
				     updated_at = now()
				 from jsonb_to_recordset($1::jsonb) as x(id uuid, additions text[])
				 where p.id = x.id and not (p.category @> x.additions)
				 returning p.id`,
				[JSON.stringify(additions)],
			);
			updated += changed.length;
		}
		return { updated, totalProducts };
	});
}
