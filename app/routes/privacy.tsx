// The privacy page (/integritet, /no/personvern): what the site keeps about a visitor — a price
// alert, the request limits' hashes, click-out counts, the language and shopping list cookies —
// why, for how long and how to have it deleted. The figures are the ones this instance works with, so the page stays true
// when an operator changes them (ADR 034, 035). The contact address is the footer's.

import type { ReactNode } from "react";
import { confirmationHours } from "~/.server/alerts/alert-token";
import { requestKeptSeconds } from "~/.server/alerts/request-limits";
import { sentKeptDays } from "~/.server/alerts/send-price-alerts";
import { getEnv } from "~/.server/env";
import { geoPreferenceMaxAgeSeconds } from "~/.server/geo-preference";
import { requestLocale } from "~/.server/i18n";
import { listCookieMaxAgeSeconds } from "~/.server/shopping-list/list-cookie";
import { messages } from "~/i18n/messages";
import { useT } from "~/i18n/use-locale";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export function loader({ request }: Route.LoaderArgs) {
	return {
		locale: requestLocale(request),
		figures: {
			pendingHours: confirmationHours,
			sentDays: sentKeptDays,
			limitMinutes: Math.round(requestKeptSeconds / 60),
			clickDays: getEnv().RETENTION_CLICKS_DAYS,
			cookieDays: Math.round(geoPreferenceMaxAgeSeconds / 86_400),
			listDays: Math.round(listCookieMaxAgeSeconds / 86_400),
		},
	};
}

export const meta: Route.MetaFunction = (args) => {
	const p = messages[args.loaderData?.locale ?? "sv"].privacy;
	return seoMeta(args, { title: p.title, description: p.description });
};

function Section({ title, children }: { title: string; children: ReactNode }) {
	return (
		<section className="mt-8">
			<h2 className="text-xl font-bold">{title}</h2>
			<div className="mt-2 space-y-3 leading-relaxed text-gray-800">{children}</div>
		</section>
	);
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
	const t = useT();
	const { figures } = loaderData;
	const contact = t("footer.contactEmail");
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold">{t("privacy.title")}</h1>
			<p className="mt-4 text-lg">{t("privacy.intro")}</p>
			<Section title={t("privacy.alertTitle")}>
				<p>{t("privacy.alertWhat")}</p>
				<p>{t("privacy.alertWhy")}</p>
				<p>{t("privacy.alertHowLong")}</p>
				<ul className="list-disc space-y-1 pl-6">
					<li>{t("privacy.alertPending", { hours: figures.pendingHours })}</li>
					<li>{t("privacy.alertActive")}</li>
					<li>{t("privacy.alertSent", { days: figures.sentDays })}</li>
				</ul>
			</Section>
			<Section title={t("privacy.limitsTitle")}>
				<p>{t("privacy.limitsText", { minutes: figures.limitMinutes })}</p>
			</Section>
			<Section title={t("privacy.clickTitle")}>
				<p>{t("privacy.clickWhat")}</p>
				<p>{t("privacy.clickWhy", { days: figures.clickDays })}</p>
				<p>{t("privacy.clickShop")}</p>
			</Section>
			<Section title={t("privacy.cookieTitle")}>
				<p>{t("privacy.cookieText", { days: figures.cookieDays })}</p>
				<p>{t("privacy.listCookieText", { days: figures.listDays })}</p>
			</Section>
			<Section title={t("privacy.deleteTitle")}>
				<p>{t("privacy.deleteAlert")}</p>
				<p>
					{t("privacy.deleteOther")}{" "}
					<a href={`mailto:${contact}`} className="text-brand-700 underline">
						{contact}
					</a>
				</p>
			</Section>
		</div>
	);
}
