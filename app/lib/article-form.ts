// The manual article form, one zod schema for the browser (conform) and the server, with the admin
// area's Swedish messages. The schema reads the raw form strings itself, so callers parse with
// conform's `disableAutoCoercion: true`. Every message sits under the field the editor typed in.
import { z } from "zod";
import { adminT } from "~/i18n/admin-t";
import { slugify } from "./slug";

/** "a, b , ,c" → ["a", "b", "c"] (split on commas, trimmed, empty items dropped). */
export function keywordList(value: unknown): string[] {
	return typeof value === "string"
		? value
				.split(",")
				.map((item) => item.trim())
				.filter(Boolean)
		: [];
}

const tooShortSlug = adminT("articles.invalid.slugTooShort");
const badSlug = adminT("articles.invalid.slugCharacters");
const slugPattern = /^[a-z0-9-]+$/;

// A browser posts a textarea's lines ending in CRLF; the stored texts end them in LF. Without this
// an unchanged text would differ from the article's and be written again as a new revision.
const oneLineEnding = (v: string) => v.replace(/\r\n?/g, "\n");
const text = z.preprocess((v) => (typeof v === "string" ? oneLineEnding(v).trim() : ""), z.string());

/** The form's texts with their bounds (docs/product.md, the manual article) and messages. */
const textBounds = {
	h1: { min: 10, max: 60, tooShort: "articles.invalid.h1TooShort", tooLong: "articles.invalid.h1TooLong" },
	metaTitle: { min: 10, max: 60, tooShort: "articles.invalid.metaTitleTooShort", tooLong: "articles.invalid.metaTitleTooLong" },
	metaDescription: {
		min: 140,
		max: 160,
		tooShort: "articles.invalid.metaDescriptionTooShort",
		tooLong: "articles.invalid.metaDescriptionTooLong",
	},
	content: { min: 500, max: Number.POSITIVE_INFINITY, tooShort: "articles.invalid.contentTooShort", tooLong: null },
} as const;

/**
 * The texts an article has now that the edit form posts beside the fields (`stored.h1`, …): the
 * generators write longer headlines than the form allows, and a save that keeps one as it is must
 * not fail for a field the editor did not touch. The server puts in the article's own texts before
 * it parses, so only the browser's copy comes from the page. The body is left out: every writer of
 * it writes more than the form's minimum, and a second copy of it would double what the form posts.
 */
export const storedTextFields = ["h1", "metaTitle", "metaDescription"] as const;
export type StoredTexts = Record<(typeof storedTextFields)[number], string>;

/** The name a stored text is posted under. */
export const storedTextName = (field: keyof StoredTexts) => `stored.${field}`;

/**
 * The article's settings a save writes beside its texts. The edit page posts each as it was when
 * the form opened (`opened.<field>`), so a save can tell a setting someone else changed meanwhile
 * from one this editor changed (app/.server/admin/article-merge.ts).
 */
export const articleSettingFields = ["locale", "slug", "status", "internalKeywords", "externalKeywords"] as const;
export type ArticleSettingField = (typeof articleSettingFields)[number];

/** The name a setting's opened value is posted under. */
export const openedSettingName = (field: ArticleSettingField) => `opened.${field}`;

/**
 * The posted form with the article's own texts as the stored ones, whatever the page sent; a new
 * article (null) has none, so every text it is created with is held to the bounds.
 */
export function withStoredTexts(form: FormData, stored: StoredTexts | null): FormData {
	const copy = new FormData();
	for (const [name, value] of form) if (!name.startsWith("stored.")) copy.append(name, value);
	if (stored) for (const field of storedTextFields) copy.set(storedTextName(field), stored[field]);
	return copy;
}

/** Two texts alike but for their line endings and the space around them. */
export const sameText = (a: string, b: string) => oneLineEnding(a).trim() === oneLineEnding(b).trim();

/** The most link keywords a list takes, and the longest keyword. */
const keywordLimits = { count: 50, length: 100 } as const;

/** A keyword shown inside a message: its start, so an over-long one does not fill the form. */
export const keywordShown = (keyword: string) => (keyword.length > 40 ? `${keyword.slice(0, 40)}…` : keyword);

// Checked on the whole list, so the message is the field's and not an item's (`internalKeywords[0]`
// is no field the form shows, and conform would render its message nowhere).
const keywordField = z.preprocess(
	keywordList,
	z.array(z.string()).superRefine((list, context) => {
		if (list.length > keywordLimits.count) {
			context.addIssue({
				code: "custom",
				message: adminT("articles.invalid.tooManyLinkKeywords", { max: keywordLimits.count, count: list.length }),
			});
		}
		const long = list.find((keyword) => keyword.length > keywordLimits.length);
		if (long) {
			context.addIssue({
				code: "custom",
				message: adminT("articles.invalid.linkKeywordTooLong", { max: keywordLimits.length, keyword: keywordShown(long) }),
			});
		}
	}),
);

/** What the edit form shows of an article, field by field, as it opens. */
export function articleFormDefaults(article: {
	h1: string;
	slug: string;
	metaTitle: string | null;
	metaDescription: string | null;
	bodyMd: string;
	internalLinkKeywords: string[];
	externalLinkKeywords: string[];
	status: string;
}) {
	return {
		h1: article.h1,
		slug: article.slug,
		metaTitle: article.metaTitle ?? "",
		metaDescription: article.metaDescription ?? "",
		content: article.bodyMd,
		internalKeywords: article.internalLinkKeywords.join(", "),
		externalKeywords: article.externalLinkKeywords.join(", "),
		status: article.status === "draft" ? ("draft" as const) : ("published" as const),
	};
}

export const articleFormSchema = z
	.object({
		h1: text,
		// Empty is allowed here: the slug is then derived from the h1 below.
		slug: z.preprocess(
			(v) => (typeof v === "string" ? v.trim() : ""),
			z
				.string()
				.refine((v) => v === "" || v.length >= 3, tooShortSlug)
				.refine((v) => v === "" || slugPattern.test(v), badSlug),
		),
		metaTitle: text,
		metaDescription: text,
		content: text,
		internalKeywords: keywordField,
		externalKeywords: keywordField,
		locale: z.enum(["sv", "nb"]).default("sv"),
		status: z.enum(["draft", "published"]).default("published"),
		stored: z.object({ h1: z.string(), metaTitle: z.string(), metaDescription: z.string() }).partial().optional(),
	})
	// Beside the fields' own checks (zod runs this even when one of them failed, so every message shows at once).
	.superRefine((article, context) => {
		for (const [field, bounds] of Object.entries(textBounds)) {
			const value = article[field as keyof typeof textBounds];
			const stored = article.stored?.[field as keyof StoredTexts];
			if (typeof value !== "string" || (stored !== undefined && sameText(value, stored))) continue;
			const problem = value.length < bounds.min ? bounds.tooShort : value.length > bounds.max ? bounds.tooLong : null;
			if (problem) context.addIssue({ code: "custom", path: [field], message: adminT(problem) });
		}
	})
	// Without JavaScript the slug may be left empty: it is then derived from the h1.
	.transform(({ stored: _stored, ...article }) => ({ ...article, slug: article.slug || slugify(article.h1) }))
	.superRefine((article, context) => {
		if (article.slug.length < 3) context.addIssue({ code: "custom", path: ["slug"], message: tooShortSlug });
		else if (!slugPattern.test(article.slug)) context.addIssue({ code: "custom", path: ["slug"], message: badSlug });
	});

export type ArticleForm = z.output<typeof articleFormSchema>;
