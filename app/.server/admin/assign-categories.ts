// "Assign categories" (reports productsUpdated, categoryCreated): every
// product whose name, description or brand contains the search term gets the chosen categories
// added — Swedish categories on Swedish products, Norwegian ones on Norwegian products. Optionally
// a new category is created first, in both languages (published, one shared translation key, a
// free slug per language, under a parent when it is a subcategory). A category that already exists
// by name is reused, so a second run with the same form changes nothing.
//
// The tool previews first (ADR 081): how many products would get a category they lack, the first of
// them by name, and a fingerprint of exactly those products and categories. The confirming post
// carries the count and the fingerprint; the assignment locks the products that match then and
// refuses, changing nothing, unless they are the ones previewed. It records what it added to which
// product, so it can be undone (./undo-assignment.ts). The database counts, fingerprints, updates
// and records (ADR 083): however many products a term matches, the app holds the first few names.
import { type Locale, locales } from "~/i18n/locales";
import type { AssignCategoriesForm } from "~/lib/catalogue-tool-forms";
import { slugify } from "~/lib/slug";
import type { Db } from "../db/handle";
import { chosenFor, fingerprintOfMatched, matchedProducts, matchParams } from "./assignment-match";
import { freeValue } from "./catalogue-tools";

export interface AssignCategoriesResult {
	productsUpdated: number;
	categoryCreated: boolean;
	/** The record an undo takes (null when no product was changed: nothing to undo). */
	assignmentId: number | null;
}

/** Products a preview names by name, first by language (Swedish first), then by name. */
export const previewNamesShown = 10;

/** What an assignment would do, as the preview shows it and the confirming post must find it again. */
export interface AssignmentPreview {
	/** Products that would get a category they lack. */
	count: number;
	/** The first of them (previewNamesShown). */
	first: { locale: Locale; name: string }[];
	/** The categories each language's products would get. */
	categories: Record<Locale, string[]>;
	/** Whether the new category would be created (it does not exist yet in some language). */
	createsCategory: boolean;
	/** Names the exact products, categories and term: the confirming post carries it back. */
	fingerprint: string;
}

/** What the confirming post says was previewed. */
export interface PreviewedAssignment {
	count: number;
	fingerprint: string;
}

/** Input the form's schema cannot judge alone, as it depends on what the database holds: every
 *  chosen slug unknown ('Välj minst en kategori…'), a parent that does not exist, or products that
 *  match differently than when the assignment was previewed. */
export class AssignCategoriesInputError extends Error {
	constructor(
		readonly reason: "chooseCategory" | "parentRequired" | "matchChanged",
		/** With matchChanged: how many products match now. */
		readonly count?: number,
	) {
		super(reason);
	}
}

interface CategoryRow {
	id: string;
	locale: Locale;
	name: string;
	translationKey: string | null;
}

type NewCategory = NonNullable<AssignCategoriesForm["createNewCategory"]>;

/** The new category as it stands: each language's existing page (the same folded name), and the names to add. */
interface NewCategoryPlan {
	existing: Partial<Record<Locale, CategoryRow>>;
	names: Record<Locale, string>;
	creates: boolean;
}

export async function previewAssignment(db: Db, form: AssignCategoriesForm): Promise<AssignmentPreview> {
	return db.transaction(async (tx) => {
		const planned = form.createNewCategory ? await planNewCategory(tx, form.createNewCategory) : null;
		// Checked as the assignment checks it, without creating anything.
		if (planned?.creates && form.createNewCategory?.isSubcategory) await parentsOf(tx, form.createNewCategory);
		const chosen = await chosenCategories(tx, form, planned?.names ?? null);
		// One statement, so the count, the fingerprint and the names are of one moment. Only the
		// first names leave the database.
		const [row] = await tx.query<{ count: number; fingerprint: string; first: AssignmentPreview["first"] }>(
			`with matched as materialized (${matchedProducts}),
			 shown as (select locale, name, id from matched order by array_position($6::text[], locale), name, id limit $7)
			 select (select count(*)::int from matched) as count,
			        (select ${fingerprintOfMatched} from matched) as fingerprint,
			        (select coalesce(json_agg(json_build_object('locale', locale, 'name', name)
			                                  order by array_position($6::text[], locale), name, id), '[]')
			         from shown) as first`,
			[...matchParams(form, chosen), locales, previewNamesShown],
		);
		return {
			count: row?.count ?? 0,
			first: row?.first ?? [],
			categories: chosen,
			createsCategory: planned?.creates ?? false,
			fingerprint: row?.fingerprint ?? "",
		};
	});
}

/**
 * Assigns what was previewed: creates the new category, locks the products that match now and adds
 * the categories to them — unless they are not the previewed ones (AssignCategoriesInputError
 * "matchChanged"), when the transaction is rolled back and nothing changes. What each product got
 * is recorded with `actor`, for an undo.
 */
export async function assignCategories(
	db: Db,
	form: AssignCategoriesForm,
	previewed: PreviewedAssignment,
	actor: string,
): Promise<AssignCategoriesResult> {
	return db.transaction(async (tx) => {
		let names: Record<Locale, string> | null = null;
		let categoryCreated = false;
		if (form.createNewCategory) {
			const planned = await planNewCategory(tx, form.createNewCategory);
			if (planned.creates) await createCategory(tx, form.createNewCategory, planned);
			names = planned.names;
			categoryCreated = planned.creates;
		}
		const chosen = await chosenCategories(tx, form, names);
		// One statement: lock the matching products, fingerprint them, and only when that is what was
		// previewed add each product's missing categories by the same predicate and record exactly
		// those names (the record only when something changed: there is nothing else to undo).
		const [row] = await tx.query<{ count: number; agrees: boolean; updated: number; assignmentId: number | null }>(
			`with matched as (${matchedProducts} for update of p),
			 seen as (select count(*)::int as count, ${fingerprintOfMatched} as fingerprint from matched),
			 changed as (
			   update products p
			   set category = p.category || array(select c from unnest(${chosenFor("p")}) with ordinality as u(c, i)
			                                      where c <> all(p.category) order by i),
			       updated_at = now()
			   from matched m, seen s
			   where p.id = m.id and s.count = $6::int and s.fingerprint = $7::text
			   returning p.id, array(select c from unnest(${chosenFor("p")}) with ordinality as u(c, i)
			                         where c <> all(m.category) order by i) as added
			 ),
			 recorded as (
			   insert into category_assignments
			     (search_term, categories_sv, categories_nb, category_created, products_updated, actor)
			   select $1::text, $3::text[], $4::text[], $8::boolean, count(*), $9::text from changed having count(*) > 0
			   returning id
			 ),
			 lines as (
			   insert into category_assignment_products (assignment_id, product_id, added)
			   select recorded.id, changed.id, changed.added from recorded, changed
			 )
			 select s.count, s.count = $6::int and s.fingerprint = $7::text as agrees,
			        (select count(*)::int from changed) as updated, (select id::int from recorded) as "assignmentId"
			 from seen s`,
			[...matchParams(form, chosen), previewed.count, previewed.fingerprint, categoryCreated, actor],
		);
		if (!row?.agrees) {
			throw new AssignCategoriesInputError("matchChanged", row?.count ?? 0);
		}
		return { productsUpdated: row.updated, categoryCreated, assignmentId: row.assignmentId };
	});
}

/** The chosen categories: the slugs' names, and the new category's. */
async function chosenCategories(
	tx: Db,
	form: AssignCategoriesForm,
	newNames: Record<Locale, string> | null,
): Promise<Record<Locale, string[]>> {
	// Chosen slugs that name no category of that language are ignored (a stale or tampered form).
	const chosen: Record<Locale, string[]> = {
		sv: await categoryNames(tx, "sv", form.categoriesSv),
		nb: await categoryNames(tx, "nb", form.categoriesNb),
	};
	if (newNames) for (const locale of locales) chosen[locale] = [...new Set([...chosen[locale], newNames[locale]])];
	if (chosen.sv.length === 0 && chosen.nb.length === 0) throw new AssignCategoriesInputError("chooseCategory");
	return chosen;
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
 * The category named `nameSv` / `nameNb` in each language: the existing one (the same folded words,
 * as search folds them: case, accents, punctuation — as brands and shops are matched, ADR 082), or
 * the name a new one gets. Reads only; createCategory creates what is missing.
 */
async function planNewCategory(tx: Db, spec: NewCategory): Promise<NewCategoryPlan> {
	const existing: Partial<Record<Locale, CategoryRow>> = {};
	for (const locale of locales) {
		const [row] = await tx.query<CategoryRow>(
			`select id, locale, name, translation_key as "translationKey" from categories
			 where locale = $1 and public.search_words(name) = public.search_words($2) order by created_at, id limit 1`,
			[locale, locale === "sv" ? spec.nameSv : spec.nameNb],
		);
		if (row) existing[locale] = row;
	}
	return {
		existing,
		names: { sv: existing.sv?.name ?? spec.nameSv, nb: existing.nb?.name ?? spec.nameNb },
		creates: !(existing.sv && existing.nb),
	};
}

/** A subcategory's parent in each language: the Swedish one chosen, and its Norwegian counterpart. */
async function parentsOf(tx: Db, spec: NewCategory): Promise<Partial<Record<Locale, string>>> {
	const [parent] = await tx.query<{ id: string; translationKey: string | null }>(
		`select id, translation_key as "translationKey" from categories where locale = 'sv' and slug = $1`,
		[spec.parentSlug ?? ""],
	);
	if (!parent) throw new AssignCategoriesInputError("parentRequired");
	const parents: Partial<Record<Locale, string>> = { sv: parent.id };
	if (parent.translationKey) {
		const [counterpart] = await tx.query<{ id: string }>(
			`select id from categories where locale = 'nb' and translation_key = $1`,
			[parent.translationKey],
		);
		if (counterpart) parents.nb = counterpart.id;
	}
	return parents;
}

/**
 * Creates the new category where it is missing, published. Both languages share one translation key
 * so the public pages link to each other; a subcategory's Norwegian parent is its Swedish parent's
 * counterpart.
 */
async function createCategory(tx: Db, spec: NewCategory, { existing }: NewCategoryPlan): Promise<void> {
	const wanted: Record<Locale, string> = { sv: spec.nameSv, nb: spec.nameNb };
	const parents = spec.isSubcategory ? await parentsOf(tx, spec) : {};
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
}
