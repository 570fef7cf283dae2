// The home page's last section: a call to browse the categories.
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { PageLink } from "./PageLink";

export function ClosingCallToAction() {
	const t = useT();
	const locale = useLocale();
	return (
		<section aria-labelledby="closing-cta" className="rounded-2xl bg-brand-600 px-6 py-12 text-center text-white">
			<h2 id="closing-cta" className="text-2xl font-bold sm:text-3xl">
				{t("discovery.home.ctaTitle")}
			</h2>
			<p className="mx-auto mt-3 max-w-xl text-brand-50">{t("discovery.home.ctaText")}</p>
			<PageLink
				to={screenPath("categories", locale)}
				className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
			>
				{t("discovery.home.ctaButton")}
			</PageLink>
		</section>
	);
}
