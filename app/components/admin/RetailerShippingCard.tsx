// A retailer's shipping page: one form per language (fee, free-shipping threshold, delivery days),
// each a plain post to the page itself. Values are the stored rule, or what was sent when the
// server refused it, with each field's message.
import { Form, href, Link } from "react-router";
import type { RetailerShipping } from "~/.server/admin/retailer-shipping";
import { adminT } from "~/i18n/admin-t";
import { type Locale, localeCurrency, locales } from "~/i18n/locales";
import type { ShippingFormError, ShippingFormField, ShippingFormValues } from "~/lib/shipping-form";
import { feedsCardPath } from "./FeedsCard";
import { FieldError, FormField, inputClass } from "./FormField";
import { SubmitButton } from "./SubmitButton";

/** A refused post: the language it was for, the values as sent and each field's problem. */
export interface ShippingReply {
	locale: Locale | null;
	values: ShippingFormValues | null;
	errors: Partial<Record<ShippingFormField, ShippingFormError>>;
	failed?: boolean;
}

/** A stored amount as the form writes it: "49", "49,50". */
function amountText(amount: number | null): string {
	if (amount === null) return "";
	return Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace(".", ",");
}

function storedValues(rule: RetailerShipping["rules"][Locale]): ShippingFormValues {
	return {
		fee: amountText(rule?.fee ?? null),
		freeOver: amountText(rule?.freeOver ?? null),
		daysMin: rule?.daysMin === null || rule?.daysMin === undefined ? "" : String(rule.daysMin),
		daysMax: rule?.daysMax === null || rule?.daysMax === undefined ? "" : String(rule.daysMax),
	};
}

function NumberBox({
	locale,
	name,
	label,
	hint,
	value,
	error,
	decimal,
}: {
	locale: Locale;
	name: ShippingFormField;
	label: string;
	hint?: string;
	value: string;
	error?: ShippingFormError;
	decimal: boolean;
}) {
	const id = `shipping-${locale}-${name}`;
	const errorId = `${id}-error`;
	const hintId = hint ? `${id}-hint` : undefined;
	const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(" ") || undefined;
	return (
		<FormField
			field={{ id, errorId, errors: error ? [adminT(`feeds.shipping.errors.${error}`)] : undefined }}
			label={label}
			hint={hint}
			hintId={hintId}
		>
			{/* Text, not type=number: the browser's own check would pre-empt the Swedish messages. */}
			<input
				id={id}
				name={name}
				type="text"
				inputMode={decimal ? "decimal" : "numeric"}
				defaultValue={value}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy}
				className={inputClass}
			/>
		</FormField>
	);
}

function LocaleForm({ retailer, locale, reply }: { retailer: RetailerShipping; locale: Locale; reply?: ShippingReply }) {
	const mine = reply?.locale === locale ? reply : undefined;
	const values = mine?.values ?? storedValues(retailer.rules[locale]);
	const errors = mine?.errors ?? {};
	const currency = localeCurrency[locale];
	const headingId = `shipping-${locale}-heading`;
	return (
		<section aria-labelledby={headingId} className="rounded-lg border border-gray-200 p-4" data-locale={locale}>
			<h2 id={headingId} className="text-lg font-bold">
				{adminT(`feeds.locales.${locale}`)}
			</h2>
			{retailer.rules[locale] ? null : <p className="mt-1 text-sm text-gray-600">{adminT("feeds.shipping.noRule")}</p>}
			{mine && Object.keys(errors).length > 0 ? (
				<p role="alert" className="mt-2 font-semibold text-red-800">
					{adminT("feeds.shipping.errors.title")}
				</p>
			) : null}
			{mine?.failed ? (
				<FieldError id={`shipping-${locale}-failed`} errors={[adminT("feeds.shipping.errors.saveFailed")]} />
			) : null}
			<Form method="post" action={href("/admin/retailers/:id", { id: retailer.id })} className="mt-3 grid gap-4 sm:grid-cols-2">
				<input type="hidden" name="locale" value={locale} />
				<NumberBox
					locale={locale}
					name="fee"
					label={adminT("feeds.shipping.fee", { currency })}
					hint={adminT("feeds.shipping.feeHint")}
					value={values.fee}
					error={errors.fee}
					decimal
				/>
				<NumberBox
					locale={locale}
					name="freeOver"
					label={adminT("feeds.shipping.freeOver", { currency })}
					hint={adminT("feeds.shipping.freeOverHint")}
					value={values.freeOver}
					error={errors.freeOver}
					decimal
				/>
				<NumberBox
					locale={locale}
					name="daysMin"
					label={adminT("feeds.shipping.daysMin")}
					hint={adminT("feeds.shipping.daysHint")}
					value={values.daysMin}
					error={errors.daysMin}
					decimal={false}
				/>
				<NumberBox
					locale={locale}
					name="daysMax"
					label={adminT("feeds.shipping.daysMax")}
					value={values.daysMax}
					error={errors.daysMax}
					decimal={false}
				/>
				<div className="sm:col-span-2">
					<SubmitButton>{adminT("feeds.shipping.save")}</SubmitButton>
				</div>
			</Form>
		</section>
	);
}

export function RetailerShippingCard({ retailer, reply }: { retailer: RetailerShipping; reply?: ShippingReply }) {
	return (
		<section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
			<h1 className="mb-2 text-2xl font-bold">{adminT("feeds.shipping.title", { retailer: retailer.name })}</h1>
			<p className="mb-4 text-sm text-gray-700">{adminT("feeds.shipping.description")}</p>
			<div className="grid gap-4">
				{locales.map((locale) => (
					<LocaleForm key={locale} retailer={retailer} locale={locale} reply={reply} />
				))}
			</div>
			<Link to={feedsCardPath} className="mt-6 inline-block text-sm text-brand-700 underline">
				{adminT("feeds.shipping.back")}
			</Link>
		</section>
	);
}
