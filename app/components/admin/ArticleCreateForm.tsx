// "Create manually" (SPEC §2 card 6, §5): every field with SPEC's Swedish messages, validated by
// the same zod schema in the browser (conform) and on the server; the slug follows the h1 live
// with JavaScript until the operator edits it, and is derived on the server when left empty.
import { getFormProps, getInputProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "~/i18n/use-locale";
import { articleFormSchema } from "~/lib/article-form";
import { slugify } from "~/lib/slug";
import { FieldError, FormField, inputClass } from "./FormField";
import { LocaleOptions } from "./LocaleSelect";
import { SubmitButton } from "./SubmitButton";
import { monoTextClass, TextAreaField } from "./TextAreaField";
import { TextField } from "./TextField";

export function ArticleCreateForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
	const t = useT();
	const navigation = useNavigation();
	const [slugEdited, setSlugEdited] = useState(false);
	const [slug, setSlug] = useState<string | undefined>(undefined);
	const [form, fields] = useForm({
		lastResult,
		shouldValidate: "onBlur",
		shouldRevalidate: "onInput",
		onValidate: ({ formData }) => parseWithZod(formData, { schema: articleFormSchema, disableAutoCoercion: true }),
		defaultValue: { locale: "sv", status: "published" },
	});
	return (
		<Form method="post" {...getFormProps(form)} className="space-y-4">
			<input type="hidden" name="intent" value="create-article" />
			<TextField
				field={fields.h1}
				label={t("admin.articles.h1")}
				onInput={(event) => {
					if (!slugEdited) setSlug(slugify(event.currentTarget.value));
				}}
			/>
			<FormField field={fields.slug} label={t("admin.articles.slug")} hint={t("admin.articles.slugHint")}>
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
			<TextField field={fields.metaTitle} label={t("admin.articles.metaTitle")} />
			<TextAreaField field={fields.metaDescription} label={t("admin.articles.metaDescription")} rows={3} />
			<TextAreaField field={fields.content} label={t("admin.articles.content")} rows={14} inputClassName={monoTextClass} />
			<TextField field={fields.internalKeywords} label={t("admin.articles.internalKeywords")} />
			<TextField field={fields.externalKeywords} label={t("admin.articles.externalKeywords")} />
			<div className="flex gap-6">
				{/* Both selects offer only valid values: they show no message of their own. */}
				<FormField field={{ id: fields.locale.id, errorId: fields.locale.errorId }} label={t("admin.articles.locale")}>
					<select {...getSelectProps(fields.locale)} key={fields.locale.key} className={inputClass}>
						<LocaleOptions />
					</select>
				</FormField>
				<FormField field={{ id: fields.status.id, errorId: fields.status.errorId }} label={t("admin.articles.status")}>
					<select {...getSelectProps(fields.status)} key={fields.status.key} className={inputClass}>
						<option value="published">{t("admin.articles.statusPublished")}</option>
						<option value="draft">{t("admin.articles.statusDraft")}</option>
					</select>
				</FormField>
			</div>
			<FieldError id={form.errorId} errors={form.errors} />
			<SubmitButton busy={navigation.state === "submitting"}>{t("admin.articles.create")}</SubmitButton>
		</Form>
	);
}
