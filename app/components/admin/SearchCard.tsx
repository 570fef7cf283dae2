// The search card (ADR 040): the last 30 days' searches — how many, the commonest, those that found
// nothing — and an editor per language for the synonym groups the search uses. Both languages' boxes
// are one plain form posting to /admin/search/synonyms, with or without JavaScript, with a save
// button per language: the button saves its language only, and the other box's text rides along, so
// whatever the answer, the other box comes back as typed (ADR 090). Two forms lost it: a form sends
// only its own box, and the answer could only show the other as stored.
import { Form, href, useLocation, useNavigation } from "react-router";
import type { QueryCount, SearchCardData } from "~/.server/admin/search-card";
import { adminT } from "~/i18n/admin-t";
import { countForm } from "~/i18n/count-form";
import { type Locale, locales } from "~/i18n/locales";
import { AdminCard } from "./AdminCard";
import { LoadFailed } from "./LoadFailed";
import { ScrollBox } from "./ScrollBox";
import { SubmitButton } from "./SubmitButton";

const synonymsPath = "/admin/search/synonyms";

/**
 * The editor after a post that did not go back to the card: both boxes as the answer shows them,
 * and what became of the language whose button was pressed.
 */
export interface SynonymsReply {
	locale: Locale;
	/** Each box: as typed, or as stored once its language is saved. */
	texts: Record<Locale, string>;
	/** Why the language's list was refused; empty when it was saved. */
	errors: string[];
	/** The groups saved, when it was (the other box held text not saved yet). */
	savedGroups?: number;
}

const languageName = (locale: Locale) => adminT(locale === "sv" ? "articles.localeSv" : "articles.localeNb");

function QueryTable({ rows, testId }: { rows: QueryCount[]; testId: string }) {
	return (
		<table className="w-full text-left text-sm wrap-anywhere" data-testid={testId}>
			<thead className="border-b border-gray-200 text-xs uppercase text-gray-600">
				<tr>
					<th className="py-2 pr-3">{adminT("search.query")}</th>
					<th className="py-2 pr-3">{adminT("search.language")}</th>
					<th className="py-2 pr-3 text-right">{adminT("search.searches")}</th>
					<th className="py-2 text-right">{adminT("search.zeroResults")}</th>
				</tr>
			</thead>
			<tbody className="divide-y divide-gray-100">
				{rows.map((row) => (
					<tr key={`${row.locale} ${row.query}`}>
						<td className="py-1.5 pr-3">{row.query}</td>
						<td className="py-1.5 pr-3">{languageName(row.locale)}</td>
						<td className="py-1.5 pr-3 text-right tabular-nums">{row.searches}</td>
						<td className="py-1.5 text-right tabular-nums">{row.zeroResults}</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}

function SearchStats({ stats }: { stats: SearchCardData["stats"] }) {
	if (!stats) return <LoadFailed text={adminT("search.loadFailed")} />;
	if (stats.searches === 0) return <p className="text-sm text-gray-700">{adminT("search.noSearches")}</p>;
	return (
		<div className="space-y-4">
			<p className="text-sm font-semibold" data-testid="search-totals">
				{adminT("search.totals", { searches: stats.searches, zero: stats.zeroResults })}
			</p>
			<div className="grid gap-6 lg:grid-cols-2">
				<div>
					<h3 className="mb-2 font-semibold">{adminT("search.topHeading")}</h3>
					<ScrollBox label={adminT("search.topHeading")} className="max-h-[360px] overflow-auto">
						<QueryTable rows={stats.top} testId="search-top" />
					</ScrollBox>
				</div>
				<div>
					<h3 className="mb-2 font-semibold">{adminT("search.zeroHeading")}</h3>
					{stats.zero.length === 0 ? (
						<p className="text-sm text-gray-700">{adminT("search.noZero")}</p>
					) : (
						<ScrollBox label={adminT("search.zeroHeading")} className="max-h-[360px] overflow-auto">
							<QueryTable rows={stats.zero} testId="search-zero" />
						</ScrollBox>
					)}
				</div>
			</div>
		</div>
	);
}

function SynonymsBox({ locale, text, reply }: { locale: Locale; text: string; reply?: SynonymsReply }) {
	const navigation = useNavigation();
	const saving =
		navigation.state === "submitting" && navigation.formAction === synonymsPath && navigation.formData?.get("locale") === locale;
	const errors = reply?.locale === locale && reply.errors.length > 0 ? reply.errors : null;
	const id = `synonyms-${locale}`;
	return (
		<div className="space-y-2">
			<label htmlFor={id} className="block text-sm font-semibold">
				{adminT("search.synonymsLabel", { language: languageName(locale) })}
			</label>
			<textarea
				id={id}
				name={id}
				rows={8}
				defaultValue={reply?.texts[locale] ?? text}
				aria-invalid={errors ? true : undefined}
				aria-describedby={errors ? `${id}-errors` : "synonyms-hint"}
				className="w-full rounded-md border border-gray-300 px-3 py-2 font-mono text-sm"
			/>
			{errors ? (
				<ul id={`${id}-errors`} role="alert" className="list-disc pl-5 text-sm text-red-800">
					{errors.map((error) => (
						<li key={error}>{error}</li>
					))}
				</ul>
			) : null}
			<SubmitButton busy={saving} busyLabel={adminT("search.saving")} name="locale" value={locale}>
				{adminT(`search.saveLanguage.${locale}`)}
			</SubmitButton>
		</div>
	);
}

/** A language saved while the other box held text that was not: both said where the operator looks. */
function SavedWithOtherUnsaved({ reply }: { reply: SynonymsReply }) {
	if (reply.savedGroups === undefined) return null;
	const other = locales.find((locale) => locale !== reply.locale) ?? reply.locale;
	return (
		<div
			role="status"
			className="mb-3 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900"
			data-testid="synonyms-saved"
		>
			<p className="font-semibold">{adminT("search.saved")}</p>
			<p>
				{adminT(`search.savedText.${countForm(reply.savedGroups)}`, {
					count: reply.savedGroups,
					language: languageName(reply.locale),
				})}{" "}
				{adminT("search.otherUnsaved", { language: adminT(`schedule.languages.${other}`) })}
			</p>
		</div>
	);
}

export function SearchCard({ data, reply }: { data: SearchCardData; reply?: SynonymsReply }) {
	const { key } = useLocation();
	return (
		<AdminCard id="search" title={adminT("search.title")} description={adminT("search.description")}>
			<SearchStats stats={data.stats} />
			<h3 className="mt-6 font-semibold">{adminT("search.synonymsHeading")}</h3>
			<p id="synonyms-hint" className="mb-3 text-sm text-gray-700">
				{adminT("search.synonymsHint")}
			</p>
			{data.synonyms ? (
				<>
					{reply ? <SavedWithOtherUnsaved reply={reply} /> : null}
					{/* A fresh form after every navigation: back on the card after a save, the boxes show what is stored. */}
					<Form key={key} method="post" action={href(synonymsPath)} className="grid gap-6 lg:grid-cols-2">
						{locales.map((locale) => (
							<SynonymsBox key={locale} locale={locale} text={data.synonyms?.[locale] ?? ""} reply={reply} />
						))}
					</Form>
				</>
			) : (
				<LoadFailed text={adminT("search.synonymsLoadFailed")} />
			)}
		</AdminCard>
	);
}
