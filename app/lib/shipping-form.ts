// The admin's shipping form for one retailer and language (ADR 046): every field arrives as a
// string; this turns them into a rule, nothing (all empty: the language's rule is removed), or the
// fields' problem codes, which the page words (admin `feeds.shipping.errors`). Pure, so the route
// and its tests share it.
import { isLocale, type Locale } from "~/i18n/locales";
import { isFreeShippingOver, isShippingFee, maxDeliveryDays } from "./shipping-bounds";

export const shippingFormFields = ["fee", "freeOver", "daysMin", "daysMax"] as const;
export type ShippingFormField = (typeof shippingFormFields)[number];

export type ShippingFormValues = Record<ShippingFormField, string>;

export interface ShippingRuleInput {
	fee: number;
	freeOver: number | null;
	daysMin: number | null;
	daysMax: number | null;
}

export type ShippingFormError = "fee" | "freeOver" | "days" | "daysBoth" | "daysOrder";

export type ShippingFormResult =
	| { status: "rule"; locale: Locale; rule: ShippingRuleInput }
	| { status: "remove"; locale: Locale }
	| {
			status: "invalid";
			locale: Locale | null;
			values: ShippingFormValues;
			errors: Partial<Record<ShippingFormField, ShippingFormError>>;
	  };

/** The longest text a field keeps for the re-render: nothing longer is a number we take. */
const maxFieldLength = 20;

function field(form: FormData, name: string): string {
	const value = form.get(name);
	return typeof value === "string" ? value.trim().slice(0, maxFieldLength) : "";
}

/** "49", "49,00", "49.5", "1 299" → the amount in two decimals; null for anything else. */
export function parseAmount(text: string): number | null {
	const compact = text.replace(/[\s\u00a0]/g, "").replace(/(kr|sek|nok)$/i, "");
	if (!/^\d{1,9}([.,]\d{1,2})?$/.test(compact)) return null;
	return Math.round(Number(compact.replace(",", ".")) * 100) / 100;
}

function parseDays(text: string): number | null {
	if (!/^\d{1,3}$/.test(text)) return null;
	const days = Number(text);
	return days <= maxDeliveryDays ? days : null;
}

export function parseShippingForm(form: FormData): ShippingFormResult {
	const rawLocale = form.get("locale");
	const locale = isLocale(rawLocale) ? rawLocale : null;
	const values: ShippingFormValues = {
		fee: field(form, "fee"),
		freeOver: field(form, "freeOver"),
		daysMin: field(form, "daysMin"),
		daysMax: field(form, "daysMax"),
	};
	if (locale && shippingFormFields.every((name) => values[name] === "")) return { status: "remove", locale };
	const errors: Partial<Record<ShippingFormField, ShippingFormError>> = {};
	const fee = parseAmount(values.fee);
	if (fee === null || !isShippingFee(fee)) errors.fee = "fee";
	const freeOver = values.freeOver === "" ? null : parseAmount(values.freeOver);
	if (values.freeOver !== "" && (freeOver === null || !isFreeShippingOver(freeOver))) errors.freeOver = "freeOver";
	const daysMin = values.daysMin === "" ? null : parseDays(values.daysMin);
	const daysMax = values.daysMax === "" ? null : parseDays(values.daysMax);
	if (values.daysMin !== "" && daysMin === null) errors.daysMin = "days";
	if (values.daysMax !== "" && daysMax === null) errors.daysMax = "days";
	if (!errors.daysMin && !errors.daysMax) {
		if ((values.daysMin === "") !== (values.daysMax === "")) errors[values.daysMin === "" ? "daysMin" : "daysMax"] = "daysBoth";
		else if (daysMin !== null && daysMax !== null && daysMax < daysMin) errors.daysMax = "daysOrder";
	}
	if (!locale || fee === null || Object.keys(errors).length > 0) return { status: "invalid", locale, values, errors };
	return { status: "rule", locale, rule: { fee, freeOver, daysMin, daysMax } };
}
