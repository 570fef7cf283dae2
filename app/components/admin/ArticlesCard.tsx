// The admin page's articles card, one tab at a time (each a link, so it works without JavaScript):
// generate an article from keywords (a job), create one by hand, or manage the list (filter by
// language and status, edit, delete). Its forms post to the content section's action by intent
// (app/.server/admin/content-intents.ts).
import type { SubmissionResult } from "@conform-to/react";
import { Form, href, Link, useLocation, useNavigation } from "react-router";
import { adminT } from "~/i18n/admin-t";
import { type AdminArticleFilters, type ArticleTab, articleTabs } from "~/lib/admin-articles-view";
import { adminSectionPaths } from "~/lib/admin-sections";
import { AdminCard } from "./AdminCard";
import { ArticleCreateForm } from "./ArticleCreateForm";
import { type AdminIntent, IntentInput } from "./IntentInput";
import { KeywordChips, type KeywordError } from "./KeywordChips";
import { LoadedList } from "./LoadedList";
import { LocaleOptions, LocaleSelect } from "./LocaleSelect";
import { SubmitButton } from "./SubmitButton";

/** What was wrong with the generate tab's post, each under the field it is about. */
export interface GenerateErrors {
	keywords?: KeywordError;
	locale?: string[];
}

export interface ListedArticle {
	id: string;
	locale: string;
	h1: string;
	status: string;
}

export function ArticlesCard({
	tab,
	filters,
	articles,
	generateErrors,
	generateKeywords,
	createResult,
}: {
	tab: ArticleTab;
	filters: AdminArticleFilters;
	/** The manage tab's list; null when it could not be loaded (or another tab is open). */
	articles: readonly ListedArticle[] | null;
	generateErrors: GenerateErrors | undefined;
	/** The keywords of a generate post that was refused, shown again to be corrected. */
	generateKeywords?: string[];
	createResult: SubmissionResult<string[]> | null;
}) {
	const location = useLocation();
	const navigation = useNavigation();
	const generating =
		navigation.state !== "idle" && navigation.formData?.get("intent") === ("generate-article" satisfies AdminIntent);
	return (
		<AdminCard id="articles" title={adminT("articles.title")}>
			<nav aria-label={adminT("articles.title")} className="mb-5 flex gap-2 border-b border-gray-200">
				{articleTabs.map((name) => (
					<Link
						key={name}
						to={`${adminSectionPaths.content}?tab=${name}`}
						aria-current={tab === name ? "page" : undefined}
						className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${tab === name ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600"}`}
					>
						{adminT(`articles.tabs.${name}`)}
					</Link>
				))}
			</nav>
			{tab === "generate" ? (
				<Form method="post" className="space-y-4">
					<IntentInput intent="generate-article" />
					<KeywordChips name="keywords" error={generateErrors?.keywords} defaultKeywords={generateKeywords} />
					<LocaleSelect id="generate-locale" label={adminT("articles.locale")} errors={generateErrors?.locale} />
					<SubmitButton busy={generating} busyLabel={adminT("articles.generating")}>
						{adminT("articles.generate")}
					</SubmitButton>
				</Form>
			) : null}
			{/* A fresh form after every navigation (the form starts empty again after a create). */}
			{tab === "create" ? <ArticleCreateForm key={location.key} lastResult={createResult} /> : null}
			{tab === "manage" ? (
				<div className="space-y-4">
					<Form method="get" className="flex flex-wrap items-end gap-3">
						<input type="hidden" name="tab" value="manage" />
						<label className="text-sm font-semibold">
							{adminT("articles.locale")}
							<select
								name="locale"
								defaultValue={filters.locale ?? ""}
								className="ml-2 rounded-md border border-gray-300 px-2 py-1"
							>
								<option value="">{adminT("articles.filterAll")}</option>
								<LocaleOptions />
							</select>
						</label>
						<label className="text-sm font-semibold">
							{adminT("articles.status")}
							<select
								name="status"
								defaultValue={filters.status ?? ""}
								className="ml-2 rounded-md border border-gray-300 px-2 py-1"
							>
								<option value="">{adminT("articles.filterAll")}</option>
								<option value="published">{adminT("articles.statusPublished")}</option>
								<option value="draft">{adminT("articles.statusDraft")}</option>
							</select>
						</label>
						<button type="submit" className="rounded-md border border-gray-300 px-3 py-1 text-sm font-semibold">
							{adminT("articles.filter")}
						</button>
					</Form>
					<LoadedList items={articles} failed={adminT("articles.listFailed")} empty={adminT("articles.listEmpty")}>
						{(list) => (
							<ul className="max-h-[300px] divide-y divide-gray-100 overflow-y-auto" data-testid="article-list">
								{list.map((article) => (
									<li key={article.id} className="flex items-center gap-3 py-2 text-sm">
										<span className="w-8 uppercase text-gray-700">{article.locale}</span>
										<span className="flex-1 font-medium">{article.h1}</span>
										<span className="text-gray-600">
											{adminT(article.status === "draft" ? "articles.statusDraft" : "articles.statusPublished")}
										</span>
										<Link
											to={href("/admin/articles/:id/edit", { id: article.id })}
											className="font-semibold text-brand-700 underline"
										>
											{adminT("articleEdit.edit")}
										</Link>
										<Link
											to={href("/admin/articles/:id/delete", { id: article.id })}
											className="font-semibold text-red-800 underline"
										>
											{adminT("articles.delete")}
										</Link>
									</li>
								))}
							</ul>
						)}
					</LoadedList>
				</div>
			) : null}
		</AdminCard>
	);
}
