// An article save merged, field by field, with what changed since its form was opened: three
// values per field — what the form was opened on, what the article has now, what the editor sent
// (ADR 087). A field nobody else changed takes the editor's value. A field someone else changed
// keeps theirs when the editor left it as opened, and takes the editor's when both agree; when
// both changed it differently the save is a conflict. Without this a save from a page opened
// earlier put back the status, slug and keywords another admin had changed meanwhile, unasked.
import {
	type ArticleForm,
	type ArticleSettingField,
	articleSettingFields,
	keywordList,
	openedSettingName,
	sameText,
} from "~/lib/article-form";

/** The texts a save writes, by the column (and revision field) each is kept in. */
export const articleTextColumns = {
	h1: "h1",
	metaTitle: "meta_title",
	metaDescription: "meta_description",
	content: "body_md",
} as const;
export type ArticleTextField = keyof typeof articleTextColumns;

export type ArticleSaveField = ArticleTextField | ArticleSettingField;
export const articleSaveFields = [...(Object.keys(articleTextColumns) as ArticleTextField[]), ...articleSettingFields];

/** Every field a save writes, as the text the form shows it in (keywords comma-separated). */
export type ArticleFieldTexts = Record<ArticleSaveField, string>;

/** The form's values as the texts the fields show. */
export function fieldTextsOf(form: ArticleForm): ArticleFieldTexts {
	return {
		h1: form.h1,
		metaTitle: form.metaTitle,
		metaDescription: form.metaDescription,
		content: form.content,
		locale: form.locale,
		slug: form.slug,
		status: form.status,
		internalKeywords: form.internalKeywords.join(", "),
		externalKeywords: form.externalKeywords.join(", "),
	};
}

/** The settings' opened values as posted; a missing one is not known (the editor's value is then taken as before). */
export function openedSettingsOf(form: FormData): Partial<Record<ArticleSettingField, string>> {
	const opened: Partial<Record<ArticleSettingField, string>> = {};
	for (const field of articleSettingFields) {
		const value = form.get(openedSettingName(field));
		if (typeof value === "string") opened[field] = value;
	}
	return opened;
}

/** Two values of a field alike: keywords as lists, texts but for line endings and the space around them. */
function alike(field: ArticleSaveField, a: string, b: string): boolean {
	if (field === "internalKeywords" || field === "externalKeywords") return keywordList(a).join(",") === keywordList(b).join(",");
	return sameText(a, b);
}

export interface FieldValues {
	/** What the form was opened on; null when it cannot be known. */
	opened: string | null;
	current: string;
	edited: string;
	/** Someone else changed the field since the form was opened. */
	changedSince: boolean;
}

/** A setting's three values: someone else changed it when the article's differs from the opened one posted. */
export function settingValues(
	field: ArticleSettingField,
	opened: string | undefined,
	current: string,
	edited: string,
): FieldValues {
	return {
		opened: opened ?? null,
		current,
		edited,
		changedSince: opened !== undefined && !alike(field, current, opened),
	};
}

/** Where a field's saved value comes from. */
export type FieldChoice = "edited" | "current" | "conflict";

export function fieldChoice(field: ArticleSaveField, values: FieldValues): FieldChoice {
	if (!values.changedSince || alike(field, values.edited, values.current)) return "edited";
	if (values.opened !== null && alike(field, values.edited, values.opened)) return "current";
	return "conflict";
}

export interface ArticleMerge {
	/** What each field saves (or, in a conflict, what the form shows again). */
	choices: Record<ArticleSaveField, FieldChoice>;
	conflicts: ArticleSaveField[];
}

export function mergeArticle(values: Record<ArticleSaveField, FieldValues>): ArticleMerge {
	const choices = Object.fromEntries(articleSaveFields.map((field) => [field, fieldChoice(field, values[field])])) as Record<
		ArticleSaveField,
		FieldChoice
	>;
	return { choices, conflicts: articleSaveFields.filter((field) => choices[field] === "conflict") };
}
