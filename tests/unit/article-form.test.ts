import { describe, expect, it } from "vitest";
import { articleFormSchema } from "~/lib/article-form";

const valid = {
	h1: "Bästa godiset i Sverige",
	slug: "",
	metaTitle: "Bästa godiset i Sverige",
	metaDescription: "x".repeat(150),
	content: "y".repeat(500),
	internalKeywords: " godis, , choklad ,",
	externalKeywords: "",
	locale: "nb",
	status: "draft",
};

describe("manual article form", () => {
	it("derives an empty slug from the h1 and splits keyword lists", () => {
		const parsed = articleFormSchema.parse(valid);
		expect(parsed.slug).toBe("basta-godiset-i-sverige");
		expect(parsed.internalKeywords).toEqual(["godis", "choklad"]);
		expect(parsed.externalKeywords).toEqual([]);
		expect(parsed).toMatchObject({ locale: "nb", status: "draft" });
	});

	it("defaults to published and Swedish", () => {
		const { locale, status, ...rest } = valid;
		expect(articleFormSchema.parse(rest)).toMatchObject({ locale: "sv", status: "published" });
	});

	it.each([
		[{ h1: "kort" }, "h1", "H1 måste vara minst 10 tecken"],
		[{ h1: "h".repeat(61) }, "h1", "H1 får vara max 60 tecken"],
		[{ metaTitle: "kort" }, "metaTitle", "Meta titel måste vara minst 10 tecken"],
		[{ metaTitle: "m".repeat(61) }, "metaTitle", "Meta titel får vara max 60 tecken"],
		[{ metaDescription: "d".repeat(139) }, "metaDescription", "Meta beskrivning måste vara minst 140 tecken"],
		[{ metaDescription: "d".repeat(161) }, "metaDescription", "Meta beskrivning får vara max 160 tecken"],
		[{ slug: "ab" }, "slug", "Slug måste vara minst 3 tecken"],
		[{ slug: "Stora-Bokstäver" }, "slug", "Slug får bara innehålla små bokstäver, siffror och bindestreck"],
		[{ content: "c".repeat(499) }, "content", "Innehåll måste vara minst 500 tecken"],
	])("%o → %s: %s", (change, path, message) => {
		const result = articleFormSchema.safeParse({ ...valid, ...change });
		expect(result.success).toBe(false);
		expect(result.error?.issues.find((issue) => issue.path[0] === path)?.message).toBe(message);
	});
});
