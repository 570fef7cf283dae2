import { useT } from "~/i18n/use-locale";
import { Markdown } from "./Markdown";

/** The collapsible long text ('Läs mer' / 'Visa mindre'): a <details>, so it works without JavaScript. */
export function ReadMore({ html }: { html: string | null | undefined }) {
	const t = useT();
	if (!html) return null;
	return (
		<details className="group mt-4 max-w-3xl">
			<summary className="font-semibold text-brand-700">
				<span className="group-open:hidden">{t("common.readMore")}</span>
				<span className="hidden group-open:inline">{t("common.showLess")}</span>
			</summary>
			<Markdown html={html} />
		</details>
	);
}
