// A dropdown of the two languages. A <details> menu, so it works without JavaScript; each option
// is a link to the current page's counterpart (ADR 002), or, for an item that has none, to the
// other language's list page. The active language is not a link. Flags are SVG (LanguageFlag.tsx);
// the language's name is always in the accessible name, visible from sm up.
import { useRef } from "react";
import { locales } from "~/i18n/locales";
import { useLocale, useT } from "~/i18n/use-locale";
import { useAfterNavigation } from "~/lib/after-navigation";
import type { SwitchTargets } from "~/lib/alternates";
import { LanguageFlag } from "./LanguageFlag";
import { PageLink } from "./PageLink";

export function LanguageSwitcher({ targets }: { targets: SwitchTargets }) {
	const locale = useLocale();
	const t = useT();
	const details = useRef<HTMLDetailsElement>(null);
	useAfterNavigation(() => details.current?.removeAttribute("open"));

	return (
		<details ref={details} className="relative" data-testid="language-switcher">
			{/* Named by its content, so the name holds the visible language name (WCAG 2.5.3, Label in Name). */}
			<summary className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium hover:bg-brand-50">
				<LanguageFlag locale={locale} />
				<span className="sr-only sm:not-sr-only">{t(`languageSwitch.${locale}`)}</span>{" "}
				<span className="sr-only">{t("languageSwitch.label")}</span>
			</summary>
			<ul className="absolute right-0 z-50 mt-1 w-40 rounded-md border border-gray-200 bg-white py-1 shadow-lg">
				{locales.map((option) => (
					<li key={option}>
						{option === locale ? (
							<span
								aria-current="true"
								className="flex min-h-11 items-center gap-2 px-3 py-2 text-sm font-semibold text-brand-700"
							>
								<LanguageFlag locale={option} />
								{t(`languageSwitch.${option}`)}
							</span>
						) : (
							<PageLink
								to={targets[option]}
								lang={option}
								hrefLang={option}
								className="flex min-h-11 items-center gap-2 px-3 py-2 text-sm hover:bg-brand-50"
							>
								<LanguageFlag locale={option} />
								{t(`languageSwitch.${option}`)}
							</PageLink>
						)}
					</li>
				))}
			</ul>
		</details>
	);
}
