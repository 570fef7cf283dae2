// The search card (ADR 040): the last 30 days' searches — how many, the commonest, those that found
// nothing — and an editor per language for the synonym groups the search uses. Plain forms: each
// language's groups post to /admin/search/synonyms, with or without JavaScript.
import { Form, href, useNavigation } from "react-router";
import type { QueryCount, SearchCardData } from "~/.server/admin/search-card";
import { adminT } from "~/i18n/admin-t";
import { type Locale, locales } from "~/i18n/locales";
import { AdminCard } from "./AdminCard";
import { LoadFailed } from "./LoadFailed";
import { ScrollBox } from "./ScrollBox";
import { SubmitButton } from "./SubmitButton";

const synonymsPath = "/admin/search/synonyms";

/** A refused synonym list comes back with its text and messages. */
export interface SynonymsReply {
	locale: Locale;
	synonyms: string;
	errors: string[];
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

function SynonymsForm({ locale, text, reply }: { locale: Locale; text: string; reply?: SynonymsReply }) {
	const navigation = useNavigation();
	const saving =
		navigation.state === "submitting" && navigation.formAction === synonymsPath && navigation.formData?.get("locale") === locale;
	const refused = reply?.locale === locale ? reply : undefined;
	const id = `synonyms-${locale}`;
	return (
		<Form method="post" action={href(synonymsPath)} className="space-y-2">
			<input type="hidden" name="locale" value={locale} />
			<label htmlFor={id} className="block text-sm font-semibold">
				{adminT("search.synonymsLabel", { language: languageName(locale) })}
			</label>
			<textarea
				id={id}
				name="synonyms"
				rows={8}
				defaultValue={refused?.synonyms ?? text}
				aria-invalid={refused ? true : undefined}
				aria-describedby={refused ? `${id}-errors` : "synonyms-hint"}
				className="w-full rounded-md border border-gray-300 px-3 py-2 font-mono text-sm"
			/>
			{refused ? (
				<ul id={`${id}-errors`} role="alert" className="list-disc pl-5 text-sm text-red-800">
					{refused.errors.map((error) => (
						<li key={error}>{error}</li>
					))}
				</ul>
			) : null}
			<SubmitButton busy={saving} busyLabel={adminT("search.saving")}>
				{adminT("search.save")}
			</SubmitButton>
		</Form>
	);
}

export function SearchCard({ data, reply }: { data: SearchCardData; reply?: SynonymsReply }) {
	return (
		<AdminCard id="search" title={adminT("search.title")} description={adminT("search.description")}>
			<SearchStats stats={data.stats} />
			<h3 className="mt-6 font-semibold">{adminT("search.synonymsHeading")}</h3>
			<p id="synonyms-hint" className="mb-3 text-sm text-gray-700">
				{adminT("search.synonymsHint")}
			</p>
			{data.synonyms ? (
				<div className="grid gap-6 lg:grid-cols-2">
					{locales.map((locale) => (
						<SynonymsForm key={locale} locale={locale} text={data.synonyms?.[locale] ?? ""} reply={reply} />
					))}
				</div>
			) : (
				<LoadFailed text={adminT("search.synonymsLoadFailed")} />
			)}
		</AdminCard>
	);
}
