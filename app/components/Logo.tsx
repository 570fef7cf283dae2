import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { PageLink } from "./PageLink";

export function Logo({ className = "" }: { className?: string }) {
	const locale = useLocale();
	const t = useT();
	return (
		<PageLink to={screenPath("home", locale)} className={`flex min-h-11 items-center gap-2 font-extrabold text-xl ${className}`}>
			<img src="/logo.svg" alt="" width="32" height="32" />
			<span>Godisguiden</span>
			<span className="sr-only">{t("nav.logoAlt")}</span>
		</PageLink>
	);
}
