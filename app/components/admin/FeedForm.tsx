// The add/edit feed form (issue 5): a plain form post (intent + fields) that works without
// JavaScript; with scripts conform checks it with the same zod schema as the server, so a bad
// cron expression or URL is flagged before the post. Server-only checks come back as lastResult.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { FeedFormValues, RetailerOption } from "~/.server/admin/feeds";
import { useT } from "~/i18n/use-locale";
import { defaultFeedSchedule, feedFormSchema } from "~/lib/feed-form";

const inputClass = "mt-1 w-full rounded-md border border-gray-300 px-3 py-2";
const labelClass = "block text-sm font-semibold";
// Addresses are type=text (inputMode=url): a browser's own check would pre-empt our Swedish messages.

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
	if (!errors?.length) return null;
	return (
		<p id={id} className="mt-1 text-sm font-semibold text-red-700">
			{errors[0]}
		</p>
	);
}

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
	const t = useT();
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
				<div>
					<label htmlFor={fields.retailerId.id} className={labelClass}>
						{t("admin.feeds.fields.retailer")}
					</label>
					<select {...getSelectProps(fields.retailerId)} key={fields.retailerId.key} className={inputClass}>
						<option value="">{t("admin.feeds.fields.newRetailer")}</option>
						{retailers.map((retailer) => (
							<option key={retailer.id} value={retailer.id}>
								{retailer.name}
							</option>
						))}
					</select>
					<FieldError id={fields.retailerId.errorId} errors={fields.retailerId.errors} />
				</div>
				<div>
					<label htmlFor={fields.retailerName.id} className={labelClass}>
						{t("admin.feeds.fields.retailerName")}
					</label>
					<input {...getInputProps(fields.retailerName, { type: "text" })} key={fields.retailerName.key} className={inputClass} />
					<FieldError id={fields.retailerName.errorId} errors={fields.retailerName.errors} />
				</div>
				<div>
					<label htmlFor={fields.retailerWebsite.id} className={labelClass}>
						{t("admin.feeds.fields.retailerWebsite")}
					</label>
					<input
						{...getInputProps(fields.retailerWebsite, { type: "text" })}
						key={fields.retailerWebsite.key}
						inputMode="url"
						placeholder="https://"
						className={inputClass}
					/>
					<FieldError id={fields.retailerWebsite.errorId} errors={fields.retailerWebsite.errors} />
				</div>
			</div>
			<div className="grid gap-4 sm:grid-cols-2">
				<div>
					<label htmlFor={fields.locale.id} className={labelClass}>
						{t("admin.feeds.fields.locale")}
					</label>
					<select {...getSelectProps(fields.locale)} key={fields.locale.key} className={inputClass}>
						<option value="sv">{t("admin.feeds.locales.sv")}</option>
						<option value="nb">{t("admin.feeds.locales.nb")}</option>
					</select>
					<FieldError id={fields.locale.errorId} errors={fields.locale.errors} />
				</div>
				<div>
					<label htmlFor={fields.format.id} className={labelClass}>
						{t("admin.feeds.fields.format")}
					</label>
					<select {...getSelectProps(fields.format)} key={fields.format.key} className={inputClass}>
						<option value="google_xml">{t("admin.feeds.formats.google_xml")}</option>
						<option value="csv">{t("admin.feeds.formats.csv")}</option>
					</select>
					<FieldError id={fields.format.errorId} errors={fields.format.errors} />
				</div>
			</div>
			<div className="grid gap-4 sm:grid-cols-2">
				<div>
					<label htmlFor={fields.url.id} className={labelClass}>
						{t("admin.feeds.fields.url")}
					</label>
					<input
						{...getInputProps(fields.url, { type: "text" })}
						key={fields.url.key}
						inputMode="url"
						placeholder="https://"
						className={inputClass}
					/>
					<p className="mt-1 text-xs text-gray-600">{t("admin.feeds.fields.urlHint")}</p>
					<FieldError id={fields.url.errorId} errors={fields.url.errors} />
				</div>
				<div>
					<label htmlFor={fields.filePath.id} className={labelClass}>
						{t("admin.feeds.fields.bundledFile")}
					</label>
					<select {...getSelectProps(fields.filePath)} key={fields.filePath.key} className={inputClass}>
						<option value="">{t("admin.feeds.fields.noBundledFile")}</option>
						{bundledFiles.map((file) => (
							<option key={file} value={file}>
								{file}
							</option>
						))}
					</select>
					<FieldError id={fields.filePath.errorId} errors={fields.filePath.errors} />
				</div>
			</div>
			<div>
				<label htmlFor={fields.schedule.id} className={labelClass}>
					{t("admin.feeds.fields.schedule")}
				</label>
				<input
					{...getInputProps(fields.schedule, { type: "text" })}
					key={fields.schedule.key}
					className={`${inputClass} font-mono`}
				/>
				<p className="mt-1 text-xs text-gray-600">{t("admin.feeds.fields.scheduleHint")}</p>
				<FieldError id={fields.schedule.errorId} errors={fields.schedule.errors} />
			</div>
			<div>
				<label htmlFor={fields.columnMapping.id} className={labelClass}>
					{t("admin.feeds.fields.columnMapping")}
				</label>
				<textarea
					{...getTextareaProps(fields.columnMapping)}
					key={fields.columnMapping.key}
					rows={3}
					className={`${inputClass} font-mono text-sm`}
				/>
				<p className="mt-1 text-xs text-gray-600">{t("admin.feeds.fields.columnMappingHint")}</p>
				<FieldError id={fields.columnMapping.errorId} errors={fields.columnMapping.errors} />
			</div>
			<div className="flex items-center gap-2">
				<input {...getInputProps(fields.enabled, { type: "checkbox" })} key={fields.enabled.key} className="h-4 w-4" />
				<label htmlFor={fields.enabled.id} className="text-sm font-semibold">
					{t("admin.feeds.fields.enabled")}
				</label>
			</div>
			<FieldError id={form.errorId} errors={form.errors} />
			<button
				type="submit"
				disabled={submitting}
				className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
			>
				{submitLabel}
			</button>
		</Form>
	);
}
