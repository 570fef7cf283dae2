// "Assign categories" (reports productsUpdated, categoryCreated): every
// product whose name, description or brand contains the search term gets the chosen categories
// added — Swedish categories on Swedish products, Norwegian ones on Norwegian products. Optionally
// a new category is created first, in both languages (published, one shared translation key, a
// free slug per language, under a parent when it is a subcategory). Categories are only added,
// never removed; a category that already exists by name is reused, so a second run with the same
// form changes nothing.
import { type Locale, locales } from "~/i18n/locales";
import type { AssignCategoriesForm } from "~/lib/catalogue-tool-forms";
import { slugify } from "~/lib/slug";
import { containsPattern } from "../catalogue/like";
import type { Db } from "../db/handle";
import { freeValue } from "./catalogue-tools";

export interface AssignCategoriesResult {
	productsUpdated: number;
	categoryCreated: boolean;
}

/** Input the form's schema cannot judge alone, as it depends on what the database holds: every
 *  chosen slug unknown ('Välj minst en kategori…'), or a parent that does not exist. */
export class AssignCategoriesInputError extends Error {
	constructor(readonly reason: "chooseCategory" | "parentRequired") {
		super(reason);
	}
}

interface CategoryRow {
	id: string;
	locale: Locale;
	name: string;
	translationKey: string | null;
}

export async function assignCategories(db: Db, form: AssignCategoriesForm): Promise<AssignCategoriesResult> {
	return db.transaction(async (tx) => {
		// Chosen slugs that name no category of that language are ignored (a stale or tampered form).
		const chosen: Record<Locale, string[]> = {
			sv: await categoryNames(tx, "sv", form.categoriesSv),
			nb: await categoryNames(tx, "nb", form.categoriesNb),
		};
		let categoryCreated = false;
		if (form.createNewCategory) {
			const created = await ensureCategory(tx, form.createNewCategory);
			categoryCreated = created.created;
			for (const locale of locales) chosen[locale] = [...new Set([...chosen[locale], created.names[locale]])];
		}
		if (chosen.sv.length === 0 && chosen.nb.length === 0) throw new AssignCategoriesInputError("chooseCategory");

		let productsUpdated = 0;
		for (const locale of locales) {
			if (chosen[locale].length === 0) continue;
			const updated = await tx.query<{ id: string }>(
				`update products p
				 set category = p.category || array(select c from unnest($2::text[]) with ordinality as u(c, i)
				                                    where c <> all(p.category) order by i),
				     updated_at = now()
				 where p.locale = $1
				   and p.search_document like '%' || btrim(public.search_words($4::text)) || '%'
				   and (p.name ilike $3 or p.brand ilike $3 or p.description ilike $3)
				   and not (p.category @> $2::text[])
				 returning p.id`,
				// The search document narrows through its index (ADR 039); the name, brand or description
				// must hold the term as typed, any case.
				[locale, chosen[locale], containsPattern(form.searchTerm), form.searchTerm],
			);
			productsUpdated += updated.length;
		}
		return { productsUpdated, categoryCreated };
	});
}

async function categoryNames(tx: Db, locale: Locale, slugs: string[]): Promise<string[]> {
	if (slugs.length === 0) return [];
	const rows = await tx.query<{ name: string }>(
		`select name from categories where locale = $1 and slug = any($2::text[]) order by array_position($2::text[], slug)`,
		[locale, slugs],
	);
	return [...new Set(rows.map((row) => row.name))];
}

/**
 * The category named `nameSv` / `nameNb` in each language: the existing one (same name, any case)
 * or a new published one. Both languages share one translation key so the public pages link to
 * each other; a subcategory's Norwegian parent is its Swedish parent's counterpart.
 */
async function ensureCategory(
	tx: Db,
	spec: NonNullable<AssignCategoriesForm["createNewCategory"]>,
): Promise<{ created: boolean; names: Record<Locale, string> }> {
	const wanted: Record<Locale, string> = { sv: spec.nameSv, nb: spec.nameNb };
	const existing: Partial<Record<Locale, CategoryRow>> = {};
	for (const locale of locales) {
		const [row] = await tx.query<CategoryRow>(
			`select id, locale, name, translation_key as "translationKey" from categories
			 where locale = $1 and lower(name) = lower($2) order by created_at, id limit 1`,
			[locale, wanted[locale]],
		);
		if (row) existing[locale] = row;
	}
	const names: Record<Locale, string> = {
		sv: existing.sv?.name ?? spec.nameSv,
		nb: existing.nb?.name ?? spec.nameNb,
	};
	if (existing.sv && existing.nb) return { created: false, names };

	const parents: Partial<Record<Locale, string>> = {};
	if (spec.isSubcategory) {
		const [parent] = await tx.query<{ id: string; translationKey: string | null }>(
			`select id, translation_key as "translationKey" from categories where locale = 'sv' and slug = $1`,
			[spec.parentSlug ?? ""],
		);
		if (!parent) throw new AssignCategoriesInputError("parentRequired");
		parents.sv = parent.id;
		if (parent.translationKey) {
			const [counterpart] = await tx.query<{ id: string }>(
				`select id from categories where locale = 'nb' and translation_key = $1`,
				[parent.translationKey],
			);
			if (counterpart) parents.nb = counterpart.id;
		}
	}

	const key =
		existing.sv?.translationKey ??
		existing.nb?.translationKey ??
		(await freeValue(tx, "categories", "translation_key", locales, slugify(spec.nameSv) || "kategori"));
	for (const locale of locales) {
		const found = existing[locale];
		if (found) {
			// An existing page without a key gets the shared one, so the two languages link up.
			if (!found.translationKey) {
				await tx.query(
					`update categories set translation_key = $2, updated_at = now() where id = $1
					 and not exists (select 1 from categories c where c.locale = $3 and c.translation_key = $2)`,
					[found.id, key, locale],
				);
			}
			continue;
		}
		const slug = await freeValue(tx, "categories", "slug", [locale], slugify(wanted[locale]) || "kategori");
		const keyTaken = await tx.query(`select 1 from categories where locale = $1 and translation_key = $2`, [locale, key]);
		await tx.query(
			`insert into categories (locale, name, slug, status, translation_key, parent_id)
			 values ($1, $2, $3, 'published', $4, $5)`,
			[locale, wanted[locale], slug, keyTaken.length > 0 ? null : key, parents[locale] ?? null],
		);
	}
	return { created: true, names };
}
