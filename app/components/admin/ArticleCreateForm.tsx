// "Create manually" (the articles card): every field with its Swedish messages, validated by
// the same zod schema in the browser (conform) and on the server; the slug follows the h1 live
// with JavaScript until the operator edits it, and is derived on the server when left empty. The
// edit page uses the same form with the article's values, the live revisions it was opened on
// (ADR 050) and its own submit button.
import { getFormProps, getInputProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useState } from "react";
import { Form, useNavigation } from "react-router";
import { adminT } from "~/i18n/admin-t";
import { articleFormSchema } from "~/lib/article-form";
import { slugify } from "~/lib/slug";
import { FieldError, FormField, inputClass } from "./FormField";
import { IntentInput } from "./IntentInput";
import { LocaleOptions } from "./LocaleSelect";
import { SubmitButton } from "./SubmitButton";
import { monoTextClass, TextAreaField } from "./TextAreaField";
import { TextField } from "./TextField";

/** What the edit page brings: the article's values, the hidden fields it posts, its button. */
export type ArticleFormValues = {
	h1?: string;
	slug?: string;
	metaTitle?: string;
	metaDescription?: string;
	content?: string;
	internalKeywords?: string;
	externalKeywords?: string;
	locale: "sv" | "nb";
	status: "draft" | "published";
};

export interface ArticleEditing {
	defaults: ArticleFormValues;
	hidden: ReactNode;
	submitLabel: string;
}

export function ArticleCreateForm({
	lastResult,
	editing,
}: {
	lastResult?: SubmissionResult<string[]> | null;
	editing?: ArticleEditing;
}) {
	const navigation = useNavigation();
	// An article being edited has its slug: it no longer follows the h1.
	const [slugEdited, setSlugEdited] = useState(editing !== undefined);
	const [slug, setSlug] = useState<string | undefined>(undefined);
	const [form, fields] = useForm({
		lastResult,
		shouldValidate: "onBlur",
		shouldRevalidate: "onInput",
		onValidate: ({ formData }) => parseWithZod(formData, { schema: articleFormSchema, disableAutoCoercion: true }),
		// The schema gives the fields their types; the edit page's values are those fields' strings.
		defaultValue: (editing?.defaults ?? { locale: "sv", status: "published" }) as Partial<ArticleFormValues>,
	});
	return (
		<Form method="post" {...getFormProps(form)} className="space-y-4">
			{editing ? editing.hidden : <IntentInput intent="create-article" />}
			<TextField
				field={fields.h1}
				label={adminT("articles.h1")}
				onInput={(event) => {
					if (!slugEdited) setSlug(slugify(event.currentTarget.value));
				}}
			/>
			<FormField field={fields.slug} label={adminT("articles.slug")} hint={adminT("articles.slugHint")}>
				<input
					{...getInputProps(fields.slug, { type: "text" })}
					key={fields.slug.key}
					{...(slug !== undefined ? { value: slug, defaultValue: undefined } : {})}
					onChange={(event) => {
						setSlugEdited(true);
						setSlug(event.currentTarget.value);
					}}
					className={inputClass}
				/>
			</FormField>
			<TextField field={fields.metaTitle} label={adminT("articles.metaTitle")} />
			<TextAreaField field={fields.metaDescription} label={adminT("articles.metaDescription")} rows={3} />
			<TextAreaField field={fields.content} label={adminT("articles.content")} rows={14} inputClassName={monoTextClass} />
			<TextField field={fields.internalKeywords} label={adminT("articles.internalKeywords")} />
			<TextField field={fields.externalKeywords} label={adminT("articles.externalKeywords")} />
			<div className="flex gap-6">
				{/* Both selects offer only valid values: they show no message of their own. */}
				<FormField field={{ id: fields.locale.id, errorId: fields.locale.errorId }} label={adminT("articles.locale")}>
					<select {...getSelectProps(fields.locale)} key={fields.locale.key} className={inputClass}>
						<LocaleOptions />
					</select>
				</FormField>
				<FormField field={{ id: fields.status.id, errorId: fields.status.errorId }} label={adminT("articles.status")}>
					<select {...getSelectProps(fields.status)} key={fields.status.key} className={inputClass}>
						<option value="published">{adminT("articles.statusPublished")}</option>
						<option value="draft">{adminT("articles.statusDraft")}</option>
					</select>
				</FormField>
			</div>
			<FieldError id={form.errorId} errors={form.errors} />
			<SubmitButton busy={navigation.state === "submitting"}>{editing?.submitLabel ?? adminT("articles.create")}</SubmitButton>
		</Form>
	);
}
