// How the page a price alert's e-mail links open answers (ADR 028): the link's outcome as the page's
// words in the visitor's language and the status its kind calls for; the unsubscribe button when
// the link asks for it; onward to the product, or home when the alert is gone. Every answer is
// personal (private, no-store) and kept out of search engines. These texts are not in the
// catalogue pages load: they are worded here.
import { data } from "react-router";
import type { Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { formatPrice } from "~/lib/money";
import type { AlertLinkOutcome } from "./alert-links";
import { alertT } from "./alert-texts";
import { maxAlertsPerAddress } from "./request-alert";

const statusOf: Record<AlertLinkOutcome["state"], number> = {
	confirmed: 200,
	"already-confirmed": 200,
	"limit-reached": 409,
	unsubscribe: 200,
	unsubscribed: 200,
	invalid: 400,
	expired: 410,
	gone: 410,
};

const pageTexts = {
	confirmed: ["page.confirmedTitle", "page.confirmedText"],
	"already-confirmed": ["page.alreadyConfirmedTitle", "page.alreadyConfirmedText"],
	"limit-reached": ["page.limitReachedTitle", "page.limitReachedText"],
	unsubscribe: ["page.unsubscribeTitle", "page.unsubscribeText"],
	unsubscribed: ["page.unsubscribedTitle", "page.unsubscribedText"],
	invalid: ["page.invalidTitle", "page.invalidText"],
	expired: ["page.expiredTitle", "page.expiredText"],
	gone: ["page.goneTitle", "page.goneText"],
} as const;

/** The page for `outcome` of the link with `token`, in the language of the address it was opened at. */
export function answerAlertLink(outcome: AlertLinkOutcome, locale: Locale, token: string) {
	const t = alertT(locale);
	const alert = "alert" in outcome ? outcome.alert : null;
	const facts = {
		name: alert?.productName ?? "",
		target: alert ? formatPrice(alert.targetPrice, alert.currency, alert.locale) : "",
		max: maxAlertsPerAddress,
	};
	const [title, text] = pageTexts[outcome.state];
	const page = {
		locale,
		pageTitle: t("page.title"),
		title: t(title),
		text: t(text, facts),
		// The button that ends the alert, when the link asks for it.
		unsubscribe: outcome.state === "unsubscribe" ? { token, label: t("page.unsubscribeButton") } : null,
		onward: alert
			? {
					to: screenPath("product", alert.locale, { slug: alert.productSlug }),
					label: t("page.toProduct", { name: alert.productName }),
				}
			: { to: screenPath("home", locale), label: t("page.toHome") },
	};
	return data(page, {
		status: statusOf[outcome.state],
		headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
	});
}
