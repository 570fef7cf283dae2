import { listBrands } from "~/.server/catalogue/brands";
import { getDb } from "~/.server/db/client";
import { requestLocale } from "~/.server/i18n";
import { PageLink } from "~/components/PageLink";
import { TaggedText } from "~/components/TaggedText";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { cutAtWord, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/brands";

/** The category pages the intro links to; the intro text marks each with a tag of its slug. */
const introCategorySlugs: Record<Locale, string[]> = {
	sv: ["godis", "lask", "chips", "choklad", "energidryck"],
	nb: ["godteri", "brus", "chips", "sjokolade", "energidrikk"],
};

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	const locale = requestLocale(request);
	return { locale, brands: await listBrands(db, locale) };
}

export const meta: Route.MetaFunction = (args) => {
	const p = messages[args.loaderData?.locale ?? "sv"].pages;
	return seoMeta(args, { title: p.brandsTitle, description: p.brandsDescription });
};

function BrandsIntro() {
	const locale = useLocale();
	const t = useT();
	const links = Object.fromEntries(
		introCategorySlugs[locale].map((slug) => [
			slug,
			<PageLink key={slug} to={screenPath("category", locale, { slug })} className="font-semibold text-brand-700 underline" />,
		]),
	);
	return (
		<p className="mb-8 max-w-3xl text-lg text-gray-700" data-testid="brands-intro">
			<TaggedText text={t("catalogue.brandsIntro")} parts={links} />
		</p>
	);
}

export default function Brands({ loaderData }: Route.ComponentProps) {
	const locale = useLocale();
	const t = useT();
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<h1 className="mb-4 text-3xl font-bold">{t("pages.brandsTitle")}</h1>
			<BrandsIntro />
			<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
				{loaderData.brands.map((b) => (
					<li key={b.id}>
						<PageLink
							to={screenPath("brand", locale, { slug: b.slug })}
							className="block h-full rounded-xl border border-gray-200 p-5 hover:border-brand-500"
						>
							<span className="block text-lg font-bold">{b.name}</span>
							<span className="mt-1 block text-sm text-gray-700">{cutAtWord(b.introText, 140)}</span>
						</PageLink>
					</li>
				))}
			</ul>
		</div>
	);
}
