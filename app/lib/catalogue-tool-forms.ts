// The forms of the catalogue tools "add brand" and "assign categories": one zod
// schema each for the browser (conform) and the server, with the same Swedish messages. The
// schemas read the raw form strings themselves, so callers parse with `disableAutoCoercion: true`.
import { z } from "zod";
import { adminT } from "~/i18n/admin-t";

/** A text field: trimmed, inner runs of white space made one space ("  Haribo   Gold " → "Haribo Gold"). */
const trimmed = (schema: z.ZodString) =>
	z.preprocess((v) => (typeof v === "string" ? v.trim().replace(/\s+/g, " ") : ""), schema);

/** A checkbox group: no box ticked sends nothing, one sends a string, several send a list. */
const checkedValues = z.preprocess(
	(v) => (Array.isArray(v) ? v : typeof v === "string" ? [v] : []),
	z.array(z.string().max(200)).max(500),
);

export const addBrandSchema = z.object({
	brandName: trimmed(
		z
			.string()
			.min(1, adminT("tools.addBrand.nameRequired"))
			.max(100, adminT("tools.addBrand.nameTooLong"))
			// "!!!" would become published brand pages with an empty slug's fallback in both languages.
			// (An empty name has its own message above.)
			.regex(/^$|[\p{L}\p{N}]/u, adminT("tools.addBrand.nameNeedsLetters")),
	),
});

/**
 * The shortest search term the assignment takes. It adds categories to every product holding the
 * term anywhere in its name, brand or description: one letter ("a") reached 432 of the demo
 * catalogue's 674 products. An assignment can be undone (ADR 083); the minimum keeps a slip from
 * reaching most of the catalogue in the first place.
 */
export const minimumSearchTermLength = 3;

export type AddBrandForm = z.output<typeof addBrandSchema>;

export const assignCategoriesSchema = z
	.object({
		searchTerm: trimmed(
			z
				.string()
				.min(1, adminT("tools.assign.searchTermRequired"))
				.max(100, adminT("tools.assign.searchTermTooLong"))
				// (An empty term has its own message above.)
				.refine(
					(term) => term === "" || term.length >= minimumSearchTermLength,
					adminT("tools.assign.searchTermTooShort", { min: minimumSearchTermLength }),
				),
		),
		/** Slugs of existing Swedish categories. */
		categoriesSv: checkedValues,
		/** Slugs of existing Norwegian categories. */
		categoriesNb: checkedValues,
		newNameSv: trimmed(z.string().max(100, adminT("tools.assign.nameTooLong"))),
		newNameNb: trimmed(z.string().max(100, adminT("tools.assign.nameTooLong"))),
		isSubcategory: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
		/** Slug of the Swedish parent category (its Norwegian counterpart becomes the Norwegian parent). */
		parentSlug: trimmed(z.string().max(200)),
	})
	.superRefine((form, context) => {
		const creating = form.newNameSv !== "" || form.newNameNb !== "";
		if (!creating) {
			if (form.categoriesSv.length === 0 && form.categoriesNb.length === 0) {
				context.addIssue({ code: "custom", path: [], message: adminT("tools.assign.chooseCategory") });
			}
			// A ticked "Underkategori" without a new name means nothing (see AssignCategoriesCard).
			return;
		}
		if (form.newNameSv === "" || form.newNameNb === "") {
			const missing = form.newNameSv === "" ? "newNameSv" : "newNameNb";
			context.addIssue({ code: "custom", path: [missing], message: adminT("tools.assign.bothNames") });
		}
		if (form.isSubcategory && form.parentSlug === "") {
			context.addIssue({ code: "custom", path: ["parentSlug"], message: adminT("tools.assign.parentRequired") });
		}
	})
	// What assignCategories takes: searchTerm, categoriesSv, categoriesNb, optional createNewCategory.
	.transform((form) => ({
		searchTerm: form.searchTerm,
		categoriesSv: [...new Set(form.categoriesSv)],
		categoriesNb: [...new Set(form.categoriesNb)],
		createNewCategory:
			form.newNameSv !== "" && form.newNameNb !== ""
				? {
						nameSv: form.newNameSv,
						nameNb: form.newNameNb,
						isSubcategory: form.isSubcategory,
						parentSlug: form.isSubcategory ? form.parentSlug : null,
					}
				: null,
	}));

export type AssignCategoriesForm = z.output<typeof assignCategoriesSchema>;

/**
 * The fields that post `form` again, name and value: the preview's confirming post carries them
 * hidden (ADR 081), so it assigns what was previewed whatever the card's fields hold meanwhile.
 * The schema reads them back into the same `form`.
 */
export function assignCategoriesFields(form: AssignCategoriesForm): [string, string][] {
	const fields: [string, string][] = [["searchTerm", form.searchTerm]];
	for (const slug of form.categoriesSv) fields.push(["categoriesSv", slug]);
	for (const slug of form.categoriesNb) fields.push(["categoriesNb", slug]);
	const created = form.createNewCategory;
	if (created) {
		fields.push(["newNameSv", created.nameSv], ["newNameNb", created.nameNb]);
		if (created.isSubcategory) fields.push(["isSubcategory", "on"], ["parentSlug", created.parentSlug ?? ""]);
	}
	return fields;
}

/** The assignment form's fields as strings, as the form holds them (its starting values). */
export type AssignCategoriesFormValues = {
	searchTerm: string;
	categoriesSv: string[];
	categoriesNb: string[];
	newNameSv: string;
	newNameNb: string;
	isSubcategory: string;
	parentSlug: string;
};

/**
 * The form's fields from an address its list filter's GET wrote (no JavaScript, ADR 090), so the
 * filtered form shows again what the operator had typed and ticked.
 */
export function assignCategoriesFieldsIn(params: URLSearchParams): AssignCategoriesFormValues {
	const text = (name: string) => params.get(name) ?? "";
	return {
		searchTerm: text("searchTerm"),
		categoriesSv: params.getAll("categoriesSv"),
		categoriesNb: params.getAll("categoriesNb"),
		newNameSv: text("newNameSv"),
		newNameNb: text("newNameNb"),
		isSubcategory: text("isSubcategory"),
		parentSlug: text("parentSlug"),
	};
}
