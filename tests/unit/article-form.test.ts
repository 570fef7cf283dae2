import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { articleFormSchema, withStoredTexts } from "~/lib/article-form";

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

/** The messages conform puts under each field, as the form posts it (every value a string). */
function fieldErrors(fields: Record<string, string>): Record<string, string[] | null> | undefined {
	const form = new FormData();
	for (const [name, value] of Object.entries(fields)) form.set(name, value);
	return parseWithZod(form, { schema: articleFormSchema, disableAutoCoercion: true }).reply().error;
}

describe("link keywords", () => {
	const many = Array.from({ length: 51 }, (_, i) => `godis${i}`).join(", ");
	it.each([
		["internalKeywords", many, "Du kan ange högst 50 länkord (nu 51)."],
		["externalKeywords", many, "Du kan ange högst 50 länkord (nu 51)."],
		["internalKeywords", `choklad, ${"l".repeat(101)}`, `Ett länkord får vara max 100 tecken: "${"l".repeat(40)}…"`],
		["externalKeywords", `${"e".repeat(101)}`, `Ett länkord får vara max 100 tecken: "${"e".repeat(40)}…"`],
	])("%s %#: the message is the field's own, in Swedish", (field, keywords, message) => {
		// Under the name the form shows (conform renders nothing under `internalKeywords[0]`).
		expect(fieldErrors({ ...valid, [field]: keywords })).toEqual({ [field]: [message] });
	});

	it("takes 50 keywords of 100 characters", () => {
		const fifty = Array.from({ length: 50 }, (_, i) => `${i}${"k".repeat(98)}`).join(",");
		expect(articleFormSchema.parse({ ...valid, internalKeywords: fifty }).internalKeywords).toHaveLength(50);
	});
});

describe("texts the article has already", () => {
	const generated = {
		h1: "Lakritsgodis från Finland: allt du behöver veta innan du handlar",
		metaTitle: "Lakritsgodis från Finland – guide och priser | Godisguiden",
		metaDescription: "m".repeat(170),
	};
	// What the edit page posts beside the fields: `stored.h1`, `stored.metaTitle`, `stored.metaDescription`.
	const stored = Object.fromEntries(withStoredTexts(new FormData(), generated).entries()) as Record<string, string>;

	it("are not held to the bounds when posted as they are", () => {
		expect(generated.h1.length).toBeGreaterThan(60);
		const form = { ...valid, ...generated, ...stored };
		expect(fieldErrors(form)).toBeUndefined();
	});

	it("are held to them once changed, with the field's message", () => {
		const form = { ...valid, ...generated, ...stored, h1: `${generated.h1} nu` };
		expect(fieldErrors(form)).toEqual({ h1: ["H1 får vara max 60 tecken"] });
	});

	it("compare CRLF line ends as the stored LF ones, and keep LF", () => {
		const lines = `${"m".repeat(80)}\n${"n".repeat(80)}`;
		const form = { ...valid, metaDescription: lines.replace("\n", "\r\n"), "stored.metaDescription": lines };
		expect(fieldErrors(form)).toBeUndefined();
		expect(articleFormSchema.parse({ ...valid, content: "a\r\nb".padEnd(600, "c") }).content).toMatch(/^a\nb/);
	});

	it("are none for a new article: a posted copy is dropped", () => {
		const forged = withStoredTexts(new FormData(), generated);
		for (const [name, value] of Object.entries({ ...valid, ...generated })) forged.set(name, value);
		const submission = parseWithZod(withStoredTexts(forged, null), { schema: articleFormSchema, disableAutoCoercion: true });
		expect(submission.reply().error).toMatchObject({ h1: ["H1 får vara max 60 tecken"] });
	});
});
