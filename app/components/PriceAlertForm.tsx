// "Bevaka priset" on a product page: e-mail address and target price, a plain form post to the
// product page itself. Without JavaScript the answer is the page again, scrolled back to this form;
// with it, the form stays where it is and the answer is announced. Either way the answer is the
// "check your e-mail" state or the problem (worded by the server), next to its field. Below the
// button, a link to the privacy page says what happens to the address.
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { formatPrice } from "~/lib/money";
import { PageLink } from "./PageLink";
import { buttonClass } from "./StatusPage";

/** What the product page's action answered: the problem comes worded, with the fields to refill. */
export type PriceAlertAnswer =
	| { ok: true; email: string }
	| { ok: false; problem: string; message: string; field?: "email" | "target"; email: string; target: string };

export const priceAlertAnchor = "price-alert";

const fieldClass = "w-full rounded-md border border-gray-400 bg-white px-3 py-2 aria-[invalid=true]:border-red-700";

export function PriceAlertForm({
	price,
	currency,
	suggestedTarget,
	answer,
}: {
	price: number;
	currency: string;
	suggestedTarget: number;
	answer: PriceAlertAnswer | undefined;
}) {
	const t = useT();
	const locale = useLocale();
	const navigation = useNavigation();
	const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
	const answerRef = useRef<HTMLDivElement>(null);
	useEffect(() => {
		if (answer) answerRef.current?.focus();
	}, [answer]);

	if (answer?.ok) {
		return (
			<div
				ref={answerRef}
				tabIndex={-1}
				role="status"
				className="rounded-xl border border-green-300 bg-green-50 p-5"
				data-testid="price-alert-sent"
			>
				<p className="text-lg font-bold">{t("alerts.sentTitle")}</p>
				<p className="mt-1">{t("alerts.sentText", { email: answer.email })}</p>
			</div>
		);
	}
	const problem = answer?.message;
	const invalid = (field: "email" | "target") => answer?.field === field;
	return (
		<Form
			method="post"
			action={`#${priceAlertAnchor}`}
			preventScrollReset
			className="max-w-xl rounded-xl border border-gray-200 bg-gray-50 p-5"
		>
			<p>{t("alerts.intro")}</p>
			{problem ? (
				<div
					ref={answerRef}
					tabIndex={-1}
					role="alert"
					className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-800"
					id="price-alert-problem"
				>
					{problem}
				</div>
			) : null}
			<div className="mt-4 grid gap-4 sm:grid-cols-2">
				<div className="flex flex-col gap-1">
					<label htmlFor="price-alert-email" className="text-sm font-semibold">
						{t("alerts.email")}
					</label>
					<input
						id="price-alert-email"
						name="email"
						type="email"
						required
						maxLength={254}
						autoComplete="email"
						defaultValue={answer?.email ?? ""}
						aria-invalid={invalid("email") || undefined}
						aria-describedby={invalid("email") ? "price-alert-problem" : undefined}
						className={fieldClass}
					/>
				</div>
				<div className="flex flex-col gap-1">
					<label htmlFor="price-alert-target" className="text-sm font-semibold">
						{t("alerts.target", { currency })}
					</label>
					<input
						id="price-alert-target"
						name="target"
						type="text"
						inputMode="decimal"
						required
						maxLength={12}
						// Both languages write a decimal comma.
						defaultValue={answer?.target ?? String(suggestedTarget).replace(".", ",")}
						aria-invalid={invalid("target") || undefined}
						aria-describedby={invalid("target") ? "price-alert-problem price-alert-hint" : "price-alert-hint"}
						className={fieldClass}
					/>
					<p id="price-alert-hint" className="text-sm text-gray-700">
						{t("alerts.targetHint", { price: formatPrice(price, currency, locale) })}
					</p>
				</div>
			</div>
			{/* Only robots fill this in: people neither see it nor reach it with the keyboard. */}
			<div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
				<label htmlFor="price-alert-website">{t("alerts.honeypot")}</label>
				<input id="price-alert-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
			</div>
			<button type="submit" disabled={sending} className={`${buttonClass} mt-4`}>
				{sending ? t("alerts.sending") : t("alerts.submit")}
			</button>
			<p className="mt-3 text-sm">
				<PageLink to={screenPath("privacy", locale)} className="text-brand-700 underline">
					{t("alerts.privacyLink")}
				</PageLink>
			</p>
		</Form>
	);
}
