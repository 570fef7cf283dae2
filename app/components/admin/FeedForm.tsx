// The add/edit feed form: a plain form post (intent + fields) that works without JavaScript; with
// scripts conform checks it with the same zod schema as the server, so a bad cron expression or URL
// is flagged before the post. Server-only checks come back as lastResult (feed-form-reply.ts).
import { getFormProps, getInputProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { FeedFormValues } from "~/.server/admin/edit-feed";
import type { RetailerOption } from "~/.server/admin/feeds";
import { adminT } from "~/i18n/admin-t";
import { defaultFeedSchedule, feedFormSchema } from "~/lib/feed-form";
import { FieldError, FormField, inputClass } from "./FormField";
import { LocaleOptions } from "./LocaleSelect";
import { SubmitButton } from "./SubmitButton";
import { monoTextClass, TextAreaField } from "./TextAreaField";
import { TextField, urlBox } from "./TextField";

export const newFeedValues: FeedFormValues = {
	retailerId: "",
	retailerName: "",
	retailerWebsite: "",
	locale: "sv",
	format: "google_xml",
	url: "",
	filePath: "",
	schedule: defaultFeedSchedule,
	columnMapping: "",
	enabled: "on",
};

export function FeedForm({
	action,
	intent,
	submitLabel,
	retailers,
	bundledFiles,
	defaultValue = newFeedValues,
	lastResult,
}: {
	/** The route whose action handles the post. */
	action: string;
	intent: "create-feed" | "update-feed";
	submitLabel: string;
	retailers: RetailerOption[];
	bundledFiles: string[];
	defaultValue?: FeedFormValues;
	lastResult?: SubmissionResult<string[]> | null;
}) {
	const navigation = useNavigation();
	const [form, fields] = useForm({
		id: `feed-form-${intent}`,
		lastResult,
		shouldValidate: "onBlur",
		shouldRevalidate: "onInput",
		onValidate: ({ formData }) => parseWithZod(formData, { schema: feedFormSchema, disableAutoCoercion: true }),
		defaultValue,
	});
	const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
	return (
		<Form method="post" action={action} {...getFormProps(form)} className="space-y-4" data-testid={`feed-form-${intent}`}>
			<input type="hidden" name="intent" value={intent} />
			<div className="grid gap-4 sm:grid-cols-3">
				<FormField field={fields.retailerId} label={adminT("feeds.fields.retailer")}>
					<select {...getSelectProps(fields.retailerId)} key={fields.retailerId.key} className={inputClass}>
						<option value="">{adminT("feeds.fields.newRetailer")}</option>
						{retailers.map((retailer) => (
							<option key={retailer.id} value={retailer.id}>
								{retailer.name}
							</option>
						))}
					</select>
				</FormField>
				<TextField field={fields.retailerName} label={adminT("feeds.fields.retailerName")} />
				<TextField field={fields.retailerWebsite} label={adminT("feeds.fields.retailerWebsite")} {...urlBox} />
			</div>
			<div className="grid gap-4 sm:grid-cols-2">
				<FormField field={fields.locale} label={adminT("feeds.fields.locale")}>
					<select {...getSelectProps(fields.locale)} key={fields.locale.key} className={inputClass}>
						<LocaleOptions />
					</select>
				</FormField>
				<FormField field={fields.format} label={adminT("feeds.fields.format")}>
					<select {...getSelectProps(fields.format)} key={fields.format.key} className={inputClass}>
						<option value="google_xml">{adminT("feeds.formats.google_xml")}</option>
						<option value="csv">{adminT("feeds.formats.csv")}</option>
					</select>
				</FormField>
			</div>
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField field={fields.url} label={adminT("feeds.fields.url")} hint={adminT("feeds.fields.urlHint")} {...urlBox} />
				<FormField field={fields.filePath} label={adminT("feeds.fields.bundledFile")}>
					<select {...getSelectProps(fields.filePath)} key={fields.filePath.key} className={inputClass}>
						<option value="">{adminT("feeds.fields.noBundledFile")}</option>
						{bundledFiles.map((file) => (
							<option key={file} value={file}>
								{file}
							</option>
						))}
					</select>
				</FormField>
			</div>
			<TextField
				field={fields.schedule}
				label={adminT("feeds.fields.schedule")}
				hint={adminT("feeds.fields.scheduleHint")}
				inputClassName={`${inputClass} font-mono`}
			/>
			<TextAreaField
				field={fields.columnMapping}
				label={adminT("feeds.fields.columnMapping")}
				hint={adminT("feeds.fields.columnMappingHint")}
				rows={3}
				inputClassName={monoTextClass}
			/>
			<div className="flex items-center gap-2">
				<input {...getInputProps(fields.enabled, { type: "checkbox" })} key={fields.enabled.key} className="h-4 w-4" />
				<label htmlFor={fields.enabled.id} className="text-sm font-semibold">
					{adminT("feeds.fields.enabled")}
				</label>
			</div>
			<FieldError id={form.errorId} errors={form.errors} />
			<SubmitButton busy={submitting}>{submitLabel}</SubmitButton>
		</Form>
	);
}
