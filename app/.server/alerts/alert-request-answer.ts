// How the product page answers its price alert form (ADR 028): requestPriceAlert's result as the
// form's answer, worded in the page's language, with the status its kind of problem calls for. The
// answer carries the visitor's values back so the form is refilled; an unknown product is the
// localised 404 page.
import { data } from "react-router";
import type { PriceAlertAnswer } from "~/components/PriceAlertForm";
import type { Locale } from "~/i18n/locales";
import { formatPrice } from "~/lib/money";
import { alertT } from "./alert-texts";
import { type AlertRequestProblem, type AlertRequestResult, maxAlertsPerAddress, maxTargetPrice } from "./request-alert";

const answerStatus: Record<AlertRequestProblem, number> = {
	"invalid-email": 400,
	"invalid-target": 400,
	"target-not-a-number": 400,
	"target-too-precise": 400,
	"target-too-large": 400,
	"target-not-below": 400,
	"honeypot-filled": 400,
	unavailable: 409,
	"too-many-alerts": 409,
	"too-many-requests": 429,
	"mail-failed": 503,
};

/** The action's response to `result`; `form` is the posted form, whose values refill the fields. */
export function answerAlertRequest(result: AlertRequestResult, locale: Locale, form: FormData) {
	if (result.ok) return data({ alert: result satisfies PriceAlertAnswer });
	if (result.problem === "unknown-product") throw data(null, { status: 404 });
	const field = (name: string) => {
		const value = form.get(name);
		return typeof value === "string" ? value : "";
	};
	const message = alertT(locale)(`problems.${result.problem}`, {
		price: formatPrice(result.price, result.currency, locale),
		max: maxAlertsPerAddress,
		highest: formatPrice(maxTargetPrice, result.currency, locale),
	});
	const answer: PriceAlertAnswer = {
		ok: false,
		problem: result.problem,
		message,
		field: result.field,
		email: field("email"),
		target: field("target"),
	};
	return data({ alert: answer }, { status: answerStatus[result.problem] });
}
