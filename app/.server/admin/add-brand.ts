// "Add brand" (reports brandsCreated, brandName, productsUpdated): makes sure the
// brand has a published page in both languages and sets it on the products that are clearly its.
//
// Which products a brand takes — a safe rule, so a run never steals another brand's product:
// - a product with NO brand (null or blank) whose name contains the brand name as a whole word
//   (case, accents and punctuation ignored: "m&m's" is a word of "M&M's Peanut 45 g", "Kims" is
//   not one of "Kimsalat"). Descriptions do not count: they name other brands too often;
// - a product whose brand is the same name written differently ("haribo", "Haribo ", "Coca Cola"
//   for "Coca-Cola") is normalised to the brand's spelling;
// - a product with any other brand keeps it, even if the name mentions this brand
//   ("Marabou Daim" stays Marabou's).
// The spelling used is the existing page's name when the brand has one ("HARIBO" typed →
// "Haribo"), else the name as typed. "The same name" is the same folded words (case, accents, spaces
// and punctuation, as search folds them: `search_words`), never the slug: a page stored before slugs
// spelled accents out keeps its older one ("Café" as `caf`: ADR 076, 082). Running it twice changes
// nothing the second time.
import { type Locale, locales } from "~/i18n/locales";
import { slugify } from "~/lib/slug";
import { normaliseForMatching } from "../catalogue/categorization";
import { escapeLike } from "../catalogue/like";
import type { Db } from "../db/handle";
import { freeValue } from "./catalogue-tools";

export interface AddBrandResult {
	/** Brand pages created: 0, 1 or 2 (one per language that lacked it). */
	brandsCreated: number;
	brandName: string;
	productsUpdated: number;
}

interface BrandRow {
	locale: Locale;
	name: string;
	translationKey: string | null;
}

/** The longest run of letters or digits: a cheap ILIKE pre-filter before the whole-word check. */
function longestWord(name: string): string {
	return name.split(/[^\p{L}\p{N}]+/u).reduce((best, word) => (word.length > best.length ? word : best), "");
}

/** True when `brand` appears in `productName` as whole words (see the rule above). */
export function nameMentionsBrand(productName: string, brand: string): boolean {
	const needle = normaliseForMatching(brand);
	return needle.trim() !== "" && normaliseForMatching(productName).includes(needle);
}

export async function addBrand(db: Db, typedName: string): Promise<AddBrandResult> {
	return db.transaction(async (tx) => {
		// Two runs for one name wait for each other here, so the second finds the first's pages.
		await tx.query("select pg_advisory_xact_lock(hashtext('brand-name:' || public.search_words($1)))", [typedName]);
		const existing = await tx.query<BrandRow>(
			`select locale, name, translation_key as "translationKey" from brands
			 where public.search_words(name) = public.search_words($1) order by locale = 'sv' desc, created_at, id`,
			[typedName],
		);
		const brandName = existing[0]?.name ?? typedName;
		const base = slugify(brandName) || "varumarke";
		const sharedKey =
			existing.find((row) => row.translationKey)?.translationKey ??
			(await freeValue(tx, "brands", "translation_key", locales, base));
		let brandsCreated = 0;
		for (const locale of locales) {
			if (existing.some((row) => row.locale === locale)) continue;
			const keyTaken = await tx.query(`select 1 from brands where locale = $1 and translation_key = $2`, [locale, sharedKey]);
			await tx.query(`insert into brands (locale, name, slug, status, translation_key) values ($1, $2, $3, 'published', $4)`, [
				locale,
				brandName,
				await freeValue(tx, "brands", "slug", [locale], base),
				keyTaken.length > 0 ? null : sharedKey,
			]);
			brandsCreated++;
		}
		// An existing page without a key gets the shared one, so the two languages link to each other.
		await tx.query(
			`update brands set translation_key = $2, updated_at = now()
			 where public.search_words(name) = public.search_words($1) and translation_key is null
			   and not exists (select 1 from brands b where b.locale = brands.locale and b.translation_key = $2)`,
			[brandName, sharedKey],
		);

		const candidates = await tx.query<{ id: string; name: string; brand: string | null }>(
			`select id, name, brand from products
			 where ((brand is null or btrim(brand) = '') and name ilike $2)
			    or (public.search_words(brand) = public.search_words($1) and brand <> $1)`,
			[brandName, `%${escapeLike(longestWord(brandName))}%`],
		);
		const ids = candidates
			.filter((product) => (product.brand ?? "").trim() !== "" || nameMentionsBrand(product.name, brandName))
			.map((product) => product.id);
		const updated =
			ids.length === 0
				? []
				: await tx.query<{ id: string }>(
						`update products set brand = $2, updated_at = now() where id = any($1::uuid[]) and brand is distinct from $2
						 returning id`,
						[ids, brandName],
					);
		return { brandsCreated, brandName, productsUpdated: updated.length };
	});
}
