// "Create manually" (SPEC §2 card 6, §5): every field with SPEC's Swedish messages, validated by
// the same zod schema in the browser (conform) and on the server; the slug follows the h1 live
// with JavaScript until the operator edits it, and is derived on the server when left empty.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "~/i18n/use-locale";
import { articleFormSchema } from "~/lib/article-form";
import { slugify } from "~/lib/slug";

const inputClass = "mt-1 w-full rounded-md border border-gray-300 px-3 py-2";

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
	if (!errors?.length) return null;
	return (
		<p id={id} className="mt-1 text-sm font-semibold text-red-700">
			{errors[0]}
		</p>
	);
}

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
	const text = (field: (typeof fields)["h1"], label: string, extra?: { hint?: string; onInput?: (value: string) => void }) => (
		<div>
			<label htmlFor={field.id} className="block text-sm font-semibold">
				{label}
			</label>
			<input
				{...getInputProps(field, { type: "text" })}
				key={field.key}
				className={inputClass}
				onInput={extra?.onInput ? (event) => extra.onInput?.(event.currentTarget.value) : undefined}
			/>
			{extra?.hint ? <p className="mt-1 text-xs text-gray-600">{extra.hint}</p> : null}
			<FieldError id={field.errorId} errors={field.errors} />
		</div>
	);
	return (
		<Form method="post" {...getFormProps(form)} className="space-y-4">
			<input type="hidden" name="intent" value="create-article" />
			{text(fields.h1, t("admin.articles.h1"), {
				onInput: (value) => {
					if (!slugEdited) setSlug(slugify(value));
				},
			})}
			<div>
				<label htmlFor={fields.slug.id} className="block text-sm font-semibold">
					{t("admin.articles.slug")}
				</label>
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
				<p className="mt-1 text-xs text-gray-600">{t("admin.articles.slugHint")}</p>
				<FieldError id={fields.slug.errorId} errors={fields.slug.errors} />
			</div>
			{text(fields.metaTitle, t("admin.articles.metaTitle"))}
			<div>
				<label htmlFor={fields.metaDescription.id} className="block text-sm font-semibold">
					{t("admin.articles.metaDescription")}
				</label>
				<textarea
					{...getTextareaProps(fields.metaDescription)}
					key={fields.metaDescription.key}
					rows={3}
					className={inputClass}
				/>
				<FieldError id={fields.metaDescription.errorId} errors={fields.metaDescription.errors} />
			</div>
			<div>
				<label htmlFor={fields.content.id} className="block text-sm font-semibold">
					{t("admin.articles.content")}
				</label>
				<textarea
					{...getTextareaProps(fields.content)}
					key={fields.content.key}
					rows={14}
					className={`${inputClass} font-mono text-sm`}
				/>
				<FieldError id={fields.content.errorId} errors={fields.content.errors} />
			</div>
			{text(fields.internalKeywords, t("admin.articles.internalKeywords"))}
			{text(fields.externalKeywords, t("admin.articles.externalKeywords"))}
			<div className="flex gap-6">
				<div>
					<label htmlFor={fields.locale.id} className="block text-sm font-semibold">
						{t("admin.articles.locale")}
					</label>
					<select {...getSelectProps(fields.locale)} key={fields.locale.key} className={inputClass}>
						<option value="sv">{t("admin.articles.localeSv")}</option>
						<option value="nb">{t("admin.articles.localeNb")}</option>
					</select>
				</div>
				<div>
					<label htmlFor={fields.status.id} className="block text-sm font-semibold">
						{t("admin.articles.status")}
					</label>
					<select {...getSelectProps(fields.status)} key={fields.status.key} className={inputClass}>
						<option value="published">{t("admin.articles.statusPublished")}</option>
						<option value="draft">{t("admin.articles.statusDraft")}</option>
					</select>
				</div>
			</div>
			<FieldError id={form.errorId} errors={form.errors} />
			<button
				type="submit"
				disabled={navigation.state === "submitting"}
				className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
			>
				{t("admin.articles.create")}
			</button>
		</Form>
	);
}
