import { requestLocale } from "~/.server/i18n";
import { messages } from "~/i18n/messages";
import { useT } from "~/i18n/use-locale";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export function loader({ request }: Route.LoaderArgs) {
	return { locale: requestLocale(request) };
}

export const meta: Route.MetaFunction = (args) => {
	const p = messages[args.loaderData?.locale ?? "sv"].pages;
	return seoMeta(args, { title: p.aboutTitle, description: p.aboutDescription });
};

export default function About() {
	const t = useT();
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold">{t("pages.aboutTitle")}</h1>
			<p className="mt-4 text-lg text-gray-700">{t("pages.aboutDescription")}</p>
		</div>
	);
}
