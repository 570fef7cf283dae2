// The two e-mails of a price alert, in the language of the page it was asked from: the
// confirmation (double opt-in) and the alert itself. Each is plain text plus simple HTML (rendered by
// React, which escapes every value), names the product and price, links to the product page on this
// site (never straight to a retailer) and carries the one-click unsubscribe link, also as the
// List-Unsubscribe headers (RFC 8058).
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "~/i18n/locales";
import { priceAlertPath, screenPath } from "~/i18n/paths";
import { formatPrice } from "~/lib/money";
import type { MailMessage } from "../mail";
import { alertT } from "./alert-texts";
import { alertToken } from "./alert-token";

/** What both mails say about the alert. */
export interface AlertMailFacts {
	alertId: number;
	email: string;
	locale: Locale;
	productName: string;
	productSlug: string;
	currency: string;
	targetPrice: number;
}

export interface PriceReached {
	price: number;
	retailer: string;
}

function tokenUrl(siteUrl: string, locale: Locale, token: string): string {
	return `${siteUrl}${priceAlertPath(locale)}?token=${encodeURIComponent(token)}`;
}

interface MailParts {
	subject: string;
	paragraphs: string[];
	action: { label: string; url: string };
	after: string[];
}

/** The message from its parts: the text part and the HTML part say the same, in the same order. */
function composeMail(facts: AlertMailFacts, siteUrl: string, parts: MailParts): MailMessage {
	const t = alertT(facts.locale);
	const unsubscribeUrl = tokenUrl(siteUrl, facts.locale, alertToken(facts.alertId, "unsubscribe"));
	const text = [
		...parts.paragraphs,
		`${parts.action.label}:\n${parts.action.url}`,
		...parts.after,
		t("mail.signature"),
		"--",
		`${t("mail.unsubscribe")}\n${unsubscribeUrl}`,
	].join("\n\n");
	const html = renderToStaticMarkup(
		<html lang={facts.locale === "nb" ? "nb" : "sv"}>
			<body style={{ fontFamily: "Arial, sans-serif", color: "#1f2937", lineHeight: 1.5 }}>
				{parts.paragraphs.map((paragraph) => (
					<p key={paragraph}>{paragraph}</p>
				))}
				<p>
					<a href={parts.action.url} style={{ color: "#a10e42", fontWeight: "bold" }}>
						{parts.action.label}
					</a>
				</p>
				{parts.after.map((paragraph) => (
					<p key={paragraph}>{paragraph}</p>
				))}
				<p>{t("mail.signature")}</p>
				<hr />
				<p style={{ fontSize: "13px", color: "#4b5563" }}>
					{t("mail.unsubscribe")} <a href={unsubscribeUrl}>{unsubscribeUrl}</a>
				</p>
			</body>
		</html>,
	);
	return {
		to: facts.email,
		subject: parts.subject,
		text,
		html: `<!DOCTYPE html>${html}`,
		locale: facts.locale,
		unsubscribe: { url: unsubscribeUrl },
	};
}

/** The double opt-in mail: one link that confirms the alert (valid 48 hours). */
export function confirmationMail(facts: AlertMailFacts, siteUrl: string): MailMessage {
	const t = alertT(facts.locale);
	const target = formatPrice(facts.targetPrice, facts.currency, facts.locale);
	return composeMail(facts, siteUrl, {
		subject: t("mail.confirmSubject", { name: facts.productName }),
		paragraphs: [t("mail.confirmIntro", { name: facts.productName, target })],
		action: { label: t("mail.confirmAction"), url: tokenUrl(siteUrl, facts.locale, alertToken(facts.alertId, "confirm")) },
		after: [t("mail.confirmExpiry")],
	});
}

/** The alert: the product reached the target; the link goes to the product page's price comparison. */
export function priceReachedMail(facts: AlertMailFacts, reached: PriceReached, siteUrl: string): MailMessage {
	const t = alertT(facts.locale);
	const price = formatPrice(reached.price, facts.currency, facts.locale);
	const target = formatPrice(facts.targetPrice, facts.currency, facts.locale);
	return composeMail(facts, siteUrl, {
		subject: t("mail.alertSubject", { name: facts.productName, price }),
		paragraphs: [t("mail.alertIntro", { name: facts.productName, price, retailer: reached.retailer, target })],
		action: {
			label: t("mail.alertAction"),
			url: `${siteUrl}${screenPath("product", facts.locale, { slug: facts.productSlug })}`,
		},
		after: [t("mail.alertEnd")],
	});
}
