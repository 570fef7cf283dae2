// The search card's synonym editor posts here (ADR 040): both languages' boxes, and in `locale` the
// language whose button was pressed, whose groups are replaced whole. The other box is only carried,
// never saved (ADR 090). A refused list, or one that could not be saved, comes back to this page with
// both boxes as typed and what went wrong under the language's box. A saved one goes back to the card
// with a flash, unless the other box holds text not saved yet: then this page shows it again beside
// the confirmation, since a redirect would lose it (the session cookie cannot carry 20,000 characters).
import { data, redirect } from "react-router";
import { loadSearchCard, type SearchCardData, saveSynonyms } from "~/.server/admin/search-card";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { log } from "~/.server/log";
import { SearchCard, type SynonymsReply } from "~/components/admin/SearchCard";
import { adminT } from "~/i18n/admin-t";
import { countForm } from "~/i18n/count-form";
import { isLocale, type Locale } from "~/i18n/locales";
import { cardPath } from "~/lib/admin-sections";
import { synonymGroups, synonymsFormSchema, synonymText } from "~/lib/synonyms-form";
import type { Route } from "./+types/search-synonyms";

/** The most of a box shown again (the form refuses more). */
const shownLength = 20_000;

/** A box as posted, with the line ends the editor shows; null when the post has no such box. */
function boxText(form: FormData, name: string): string | null {
	const value = form.get(name);
	return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : null;
}

/** Both boxes of the answer: `locale`'s and the other language's. */
function boxes(locale: Locale, own: string, other: string): Record<Locale, string> {
	const [sv, nb] = locale === "sv" ? [own, other] : [other, own];
	return { sv: sv.slice(0, shownLength), nb: nb.slice(0, shownLength) };
}

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	const { headers } = await requireAdmin(request);
	return data({ search: await loadSearchCard(db) }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
	const db = getDb();
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const pressed = form.get("locale");
	const locale: Locale = isLocale(pressed) ? pressed : "sv";
	const other: Locale = locale === "sv" ? "nb" : "sv";
	// A post from before the two boxes were one form names its box `synonyms`.
	const typed = boxText(form, `synonyms-${locale}`) ?? boxText(form, "synonyms") ?? "";
	const otherTyped = boxText(form, `synonyms-${other}`);
	const answer = async (reply: Omit<SynonymsReply, "texts">, status: number, ownText = typed, loaded?: SearchCardData) => {
		const search = loaded ?? (await loadSearchCard(db));
		const texts = boxes(locale, ownText, otherTyped ?? search.synonyms?.[other] ?? "");
		return data({ reply: { ...reply, texts }, search }, { status });
	};

	const parsed = synonymsFormSchema.safeParse({ locale: pressed, synonyms: typed });
	if (!parsed.success) {
		return answer({ locale, errors: [...new Set(parsed.error.issues.map((issue) => issue.message))] }, 400);
	}
	const groups = synonymGroups(parsed.data.synonyms);
	try {
		await saveSynonyms(db, locale, groups);
	} catch (error) {
		log.error("saving synonyms failed", error, { locale });
		return answer({ locale, errors: [adminT("search.saveFailed")] }, 500);
	}
	// Text in the other box that says what is stored is nothing to keep (line ends and spacing aside).
	if (otherTyped !== null) {
		const search = await loadSearchCard(db);
		if (synonymText(synonymGroups(otherTyped)) !== search.synonyms?.[other]) {
			return answer({ locale, errors: [], savedGroups: groups.length }, 200, synonymText(groups), search);
		}
	}
	session.flash("flash", {
		kind: "success",
		title: adminT("search.saved"),
		text: adminT(`search.savedText.${countForm(groups.length)}`, {
			count: groups.length,
			language: adminT(locale === "sv" ? "articles.localeSv" : "articles.localeNb"),
		}),
	});
	return redirect(cardPath("search"), { headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta: Route.MetaFunction = () => [
	{ title: `${adminT("search.title")} – Admin` },
	{ name: "robots", content: "noindex" },
];

export default function SearchSynonymsPage({ loaderData, actionData }: Route.ComponentProps) {
	return <SearchCard data={actionData?.search ?? loaderData.search} reply={actionData?.reply} />;
}
