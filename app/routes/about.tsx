import { requestLocale } from "~/.server/i18n";
import { renderMarkdown } from "~/.server/markdown";
import { Markdown } from "~/components/Markdown";
import { messages } from "~/i18n/messages";
import { useT } from "~/i18n/use-locale";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export function loader({ request }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	return { locale, introHtml: renderMarkdown(messages[locale].about.introMd, locale) };
}

export const meta: Route.MetaFunction = (args) => {
	const p = messages[args.loaderData?.locale ?? "sv"].pages;
	return seoMeta(args, { title: p.aboutTitle, description: p.aboutDescription });
};

const sections = [
	["about.passionTitle", "about.passionText"],
	["about.whatTitle", "about.whatText"],
	["about.whyTitle", "about.whyText"],
] as const;

export default function About({ loaderData }: Route.ComponentProps) {
	const t = useT();
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold">{t("about.heading")}</h1>
			<Markdown className="mt-4 text-lg" html={loaderData.introHtml} />
			{sections.map(([title, text]) => (
				<section key={title} className="mt-8">
					<h2 className="text-xl font-bold">{t(title)}</h2>
					<p className="mt-2 leading-relaxed text-gray-800">{t(text)}</p>
				</section>
			))}
			<aside className="mt-8 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-gray-800" role="note">
				{t("about.aiNotice")}
			</aside>
			<p className="mt-8 text-lg">{t("about.closing")}</p>
		</div>
	);
}
