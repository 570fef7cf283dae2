// The manual article form, one zod schema for the browser (conform) and the server, with the admin
// area's Swedish messages. The schema reads the raw form strings itself, so callers parse with
// conform's `disableAutoCoercion: true`.
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

const text = (schema: z.ZodString) => z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), schema);

export const articleFormSchema = z
	.object({
		h1: text(z.string().min(10, adminT("articles.invalid.h1TooShort")).max(60, adminT("articles.invalid.h1TooLong"))),
		// Empty is allowed here: the slug is then derived from the h1 below.
		slug: z.preprocess(
			(v) => (typeof v === "string" ? v.trim() : ""),
			z
				.string()
				.refine((v) => v === "" || v.length >= 3, tooShortSlug)
				.refine((v) => v === "" || slugPattern.test(v), badSlug),
		),
		metaTitle: text(
			z.string().min(10, adminT("articles.invalid.metaTitleTooShort")).max(60, adminT("articles.invalid.metaTitleTooLong")),
		),
		metaDescription: text(
			z
				.string()
				.min(140, adminT("articles.invalid.metaDescriptionTooShort"))
				.max(160, adminT("articles.invalid.metaDescriptionTooLong")),
		),
		content: text(z.string().min(500, adminT("articles.invalid.contentTooShort"))),
		internalKeywords: z.preprocess(keywordList, z.array(z.string().max(100)).max(50)),
		externalKeywords: z.preprocess(keywordList, z.array(z.string().max(100)).max(50)),
		locale: z.enum(["sv", "nb"]).default("sv"),
		status: z.enum(["draft", "published"]).default("published"),
	})
	// Without JavaScript the slug may be left empty: it is then derived from the h1.
	.transform((article) => ({ ...article, slug: article.slug || slugify(article.h1) }))
	.superRefine((article, context) => {
		if (article.slug.length < 3) context.addIssue({ code: "custom", path: ["slug"], message: tooShortSlug });
		else if (!slugPattern.test(article.slug)) context.addIssue({ code: "custom", path: ["slug"], message: badSlug });
	});

export type ArticleForm = z.output<typeof articleFormSchema>;
