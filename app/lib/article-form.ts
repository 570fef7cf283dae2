// The manual article form (SPEC §5), one zod schema for the browser (conform) and the server.
// Messages are SPEC's exact Swedish texts (the admin area is Swedish). The schema reads the raw
// form strings itself, so callers parse with conform's `disableAutoCoercion: true`.
import { z } from "zod";
import { slugify } from "./slug";

/** "a, b , ,c" → ["a", "b", "c"] (SPEC §5: split on commas, trimmed, empty items dropped). */
export function keywordList(value: unknown): string[] {
	return typeof value === "string"
		? value
				.split(",")
				.map((item) => item.trim())
				.filter(Boolean)
		: [];
}

const tooShortSlug = "Slug måste vara minst 3 tecken";
const badSlug = "Slug får bara innehålla små bokstäver, siffror och bindestreck";
const slugPattern = /^[a-z0-9-]+$/;

const text = (schema: z.ZodString) => z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), schema);

export const articleFormSchema = z
	.object({
		h1: text(z.string().min(10, "H1 måste vara minst 10 tecken").max(60, "H1 får vara max 60 tecken")),
		// Empty is allowed here: the slug is then derived from the h1 below.
		slug: z.preprocess(
			(v) => (typeof v === "string" ? v.trim() : ""),
			z
				.string()
				.refine((v) => v === "" || v.length >= 3, tooShortSlug)
				.refine((v) => v === "" || slugPattern.test(v), badSlug),
		),
		metaTitle: text(z.string().min(10, "Meta titel måste vara minst 10 tecken").max(60, "Meta titel får vara max 60 tecken")),
		metaDescription: text(
			z.string().min(140, "Meta beskrivning måste vara minst 140 tecken").max(160, "Meta beskrivning får vara max 160 tecken"),
		),
		content: text(z.string().min(500, "Innehåll måste vara minst 500 tecken")),
		internalKeywords: z.preprocess(keywordList, z.array(z.string().max(100)).max(50)),
		externalKeywords: z.preprocess(keywordList, z.array(z.string().max(100)).max(50)),
		locale: z.enum(["sv", "nb"]).default("sv"),
		status: z.enum(["draft", "published"]).default("published"),
	})
	// Without JavaScript the slug may be left empty: it is then derived from the h1 (SPEC §4).
	.transform((article) => ({ ...article, slug: article.slug || slugify(article.h1) }))
	.superRefine((article, context) => {
		if (article.slug.length < 3) context.addIssue({ code: "custom", path: ["slug"], message: "Slug måste vara minst 3 tecken" });
		else if (!/^[a-z0-9-]+$/.test(article.slug)) {
			context.addIssue({
				code: "custom",
				path: ["slug"],
				message: "Slug får bara innehålla små bokstäver, siffror och bindestreck",
			});
		}
	});

export type ArticleForm = z.output<typeof articleFormSchema>;
