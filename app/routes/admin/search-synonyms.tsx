// The search card's synonym editor posts here (ADR 040): a language's groups, replaced whole. A
// refused list comes back to this page, which shows the card with the text as sent and what is
// wrong with it (with or without JavaScript); a saved one goes back to the card on the admin page.
import { data, redirect } from "react-router";
import { loadSearchCard, saveSynonyms } from "~/.server/admin/search-card";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { log } from "~/.server/log";
import { SearchCard } from "~/components/admin/SearchCard";
import { adminT } from "~/i18n/admin-t";
import { countForm } from "~/i18n/count-form";
import { isLocale } from "~/i18n/locales";
import { cardPath } from "~/lib/admin-sections";
import { synonymGroups, synonymsFormSchema } from "~/lib/synonyms-form";
import type { Route } from "./+types/search-synonyms";

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	const { headers } = await requireAdmin(request);
	return data({ search: await loadSearchCard(db) }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
	const db = getDb();
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const parsed = synonymsFormSchema.safeParse({ locale: form.get("locale"), synonyms: form.get("synonyms") });
	if (!parsed.success) {
		const locale = form.get("locale");
		const synonyms = form.get("synonyms");
		return data(
			{
				reply: {
					locale: isLocale(locale) ? locale : ("sv" as const),
					synonyms: typeof synonyms === "string" ? synonyms.slice(0, 20_000) : "",
					errors: [...new Set(parsed.error.issues.map((issue) => issue.message))],
				},
				search: await loadSearchCard(db),
			},
			{ status: 400 },
		);
	}
	const { locale, synonyms } = parsed.data;
	const groups = synonymGroups(synonyms);
	const language = adminT(locale === "sv" ? "articles.localeSv" : "articles.localeNb");
	try {
		await saveSynonyms(db, locale, groups);
		session.flash("flash", {
			kind: "success",
			title: adminT("search.saved"),
			text: adminT(`search.savedText.${countForm(groups.length)}`, { count: groups.length, language }),
		});
	} catch (error) {
		log.error("saving synonyms failed", error, { locale });
		session.flash("flash", { kind: "error", title: adminT("errorTitle"), text: adminT("search.saveFailed") });
	}
	return redirect(cardPath("search"), { headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta: Route.MetaFunction = () => [
	{ title: `${adminT("search.title")} – Admin` },
	{ name: "robots", content: "noindex" },
];

export default function SearchSynonymsPage({ loaderData, actionData }: Route.ComponentProps) {
	return <SearchCard data={actionData?.search ?? loaderData.search} reply={actionData?.reply} />;
}
