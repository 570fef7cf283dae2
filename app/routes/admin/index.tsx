// The admin page: SPEC §2's stack of cards. Every tool is a plain form post handled by this
// route's action (one `intent` per tool) or starts a background job.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { articleFromForm, DuplicateSlugError, insertArticle, listAdminArticles } from "~/.server/admin/articles";
import { loadCatalogueTools } from "~/.server/admin/catalogue-tools";
import { loadClicksCard } from "~/.server/admin/clicks";
import { fixArticleLinks, formatLogDate, latestGenerationLogs, scheduledArticleJobs } from "~/.server/admin/daily-automation";
import { loadFeedsCard } from "~/.server/admin/feeds";
import { loadInternalLinksCard } from "~/.server/admin/internal-links";
import { loadSeoCards } from "~/.server/admin/seo";
import { latestToolRuns } from "~/.server/admin/tool-runs";
import { activeWriterLabel } from "~/.server/ai/writer";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { getSql } from "~/.server/db/client";
import { generateArticlePayload } from "~/.server/jobs/generate-article";
import { enqueueJob } from "~/.server/jobs/queue";
import { dailyArticleFlightKey } from "~/.server/jobs/single-flight";
import { log } from "~/.server/log";
import { AdminCard } from "~/components/admin/AdminCard";
import { ArticleCreateForm } from "~/components/admin/ArticleCreateForm";
import { AddBrandCard, AssignCategoriesCard, CategorizeCard, SyncCategoriesCard } from "~/components/admin/CatalogueToolsCards";
import { ClicksCard } from "~/components/admin/ClicksCard";
import { DailyAutomationCard } from "~/components/admin/DailyAutomationCard";
import { FeedsCard } from "~/components/admin/FeedsCard";
import { InternalLinksCard } from "~/components/admin/InternalLinksCard";
import { KeywordChips } from "~/components/admin/KeywordChips";
import { LoadedList } from "~/components/admin/LoadedList";
import { LocaleOptions, LocaleSelect } from "~/components/admin/LocaleSelect";
import { ProductDescriptionsCard } from "~/components/admin/ProductDescriptionsCard";
import { HomeSeoCard, PagesSeoCard } from "~/components/admin/SeoCards";
import { SubmitButton } from "~/components/admin/SubmitButton";
import { ToolRunsCard } from "~/components/admin/ToolRunsCard";
import { adminMessages } from "~/i18n/messages/admin";
import { useT } from "~/i18n/use-locale";
import { articleFormSchema, keywordList } from "~/lib/article-form";
import type { Route } from "./+types/index";

const text = adminMessages.articles;
const tabs = ["generate", "create", "manage"] as const;
type Tab = (typeof tabs)[number];

function tabOf(value: string | null): Tab {
	return tabs.find((tab) => tab === value) ?? "generate";
}

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const params = new URL(request.url).searchParams;
	const tab = tabOf(params.get("tab"));
	const locale =
		params.get("locale") === "sv" || params.get("locale") === "nb" ? (params.get("locale") as "sv" | "nb") : undefined;
	const status =
		params.get("status") === "draft" || params.get("status") === "published"
			? (params.get("status") as "draft" | "published")
			: undefined;
	let articleList: Awaited<ReturnType<typeof listAdminArticles>> | null = null;
	if (tab === "manage") {
		articleList = await listAdminArticles({ locale, status }).catch((error) => {
			log.error("Admin article list failed", error);
			return null;
		});
	}
	const [logs, jobs, seo, internalLinks, catalogueTools, feeds, clicks, toolRuns] = await Promise.all([
		latestGenerationLogs().then(
			(rows) => rows.map(({ createdAt, ...row }) => ({ ...row, when: formatLogDate(createdAt) })),
			(error) => {
				log.error("Loading the generation log failed", error);
				return null;
			},
		),
		// SPEC §8: a scheduled-job load failure is only logged.
		scheduledArticleJobs().catch((error) => {
			log.error("Loading the scheduled jobs failed", error);
			return [];
		}),
		loadSeoCards(),
		loadInternalLinksCard(),
		loadCatalogueTools(),
		loadFeedsCard(),
		loadClicksCard(),
		latestToolRuns(getSql()).catch((error) => {
			log.error("Loading the tool-run history failed", error);
			return null;
		}),
	]);
	return data(
		{
			tab,
			filters: { locale, status },
			articleList,
			provider: activeWriterLabel(),
			daily: { logs, jobs },
			seo,
			internalLinks,
			catalogueTools,
			feeds,
			clicks,
			toolRuns,
		},
		{ headers },
	);
}

export async function action({ request }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const intent = form.get("intent");

	if (intent === "generate-article") {
		const keywords = keywordList(form.get("keywords"));
		const payload = generateArticlePayload.safeParse({ locale: form.get("locale"), keywords });
		if (!payload.success) {
			return data({ intent, error: keywords.length > 5 ? text.tooManyKeywords : text.noKeywords }, { status: 400 });
		}
		const { id } = await enqueueJob(getSql(), { kind: "generate-article", payload: payload.data });
		return redirect(`/admin/jobs/${id}`);
	}

	if (intent === "daily-run") {
		const locale = form.get("locale") === "nb" ? "nb" : "sv";
		const { id } = await enqueueJob(getSql(), {
			kind: "daily-article",
			payload: { locale },
			singleFlightKey: dailyArticleFlightKey(locale),
		});
		return redirect(`/admin/jobs/${id}`);
	}

	if (intent === "fix-brand-links") {
		const daily = adminMessages.daily;
		try {
			const count = await fixArticleLinks();
			session.flash("flash", { kind: "success", title: daily.fixed.replace("{{count}}", String(count)) });
		} catch (error) {
			log.error("Fixing article links failed", error);
			session.flash("flash", { kind: "error", title: adminMessages.errorTitle, text: daily.fixFailed });
		}
		return redirect("/admin", { headers: { "Set-Cookie": await commitSession(session) } });
	}

	if (intent === "create-article") {
		const submission = parseWithZod(form, { schema: articleFormSchema, disableAutoCoercion: true });
		if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
		try {
			await insertArticle(articleFromForm(submission.value));
		} catch (error) {
			if (error instanceof DuplicateSlugError) {
				return data({ intent, result: submission.reply({ fieldErrors: { slug: [text.duplicateSlug] } }) }, { status: 400 });
			}
			log.error("Creating an article failed", error);
			return data({ intent, result: submission.reply({ formErrors: [text.createFailed] }) }, { status: 500 });
		}
		session.flash("flash", {
			kind: "success",
			title: text.created,
			text: submission.value.status === "published" ? text.createdPublished : text.createdDraft,
		});
		return redirect("/admin?tab=create", { headers: { "Set-Cookie": await commitSession(session) } });
	}

	return data({ intent: null, error: null }, { status: 400 });
}

export const meta: Route.MetaFunction = () => [
	{ title: "Admin – Godisguiden" },
	{ name: "robots", content: "noindex, nofollow" },
];

export default function AdminHome({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT();
	const { tab, filters, articleList, provider, daily } = loaderData;
	const location = useLocation();
	const navigation = useNavigation();
	const generating = navigation.state !== "idle" && navigation.formData?.get("intent") === "generate-article";
	const generateError =
		actionData && "error" in actionData && actionData.intent === "generate-article" ? actionData.error : undefined;
	const createResult = actionData && "result" in actionData ? actionData.result : null;
	return (
		<>
			<h1 className="text-3xl font-bold">{t("admin.title")}</h1>
			<p className="text-sm text-gray-700" data-testid="writer">
				{t("admin.provider", { name: provider })}
			</p>
			<HomeSeoCard data={loaderData.seo} />
			<PagesSeoCard kind="category" data={loaderData.seo} />
			<PagesSeoCard kind="brand" data={loaderData.seo} />
			<ProductDescriptionsCard />
			<DailyAutomationCard logs={daily.logs} jobs={daily.jobs} />
			<AdminCard title={t("admin.articles.title")}>
				<nav aria-label={t("admin.articles.title")} className="mb-5 flex gap-2 border-b border-gray-200">
					{tabs.map((name) => (
						<Link
							key={name}
							to={`/admin?tab=${name}`}
							aria-current={tab === name ? "page" : undefined}
							className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${tab === name ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600"}`}
						>
							{t(`admin.articles.tabs.${name}`)}
						</Link>
					))}
				</nav>
				{tab === "generate" ? (
					<Form method="post" className="space-y-4">
						<input type="hidden" name="intent" value="generate-article" />
						<KeywordChips name="keywords" error={generateError ?? undefined} />
						<LocaleSelect id="generate-locale" label={t("admin.articles.locale")} />
						<SubmitButton busy={generating} busyLabel={t("admin.articles.generating")}>
							{t("admin.articles.generate")}
						</SubmitButton>
					</Form>
				) : null}
				{/* A fresh form after every navigation ("the page reloads" after a create, SPEC §8). */}
				{tab === "create" ? <ArticleCreateForm key={location.key} lastResult={createResult} /> : null}
				{tab === "manage" ? (
					<div className="space-y-4">
						<Form method="get" className="flex flex-wrap items-end gap-3">
							<input type="hidden" name="tab" value="manage" />
							<label className="text-sm font-semibold">
								{t("admin.articles.locale")}
								<select
									name="locale"
									defaultValue={filters.locale ?? ""}
									className="ml-2 rounded-md border border-gray-300 px-2 py-1"
								>
									<option value="">{t("admin.articles.filterAll")}</option>
									<LocaleOptions />
								</select>
							</label>
							<label className="text-sm font-semibold">
								{t("admin.articles.status")}
								<select
									name="status"
									defaultValue={filters.status ?? ""}
									className="ml-2 rounded-md border border-gray-300 px-2 py-1"
								>
									<option value="">{t("admin.articles.filterAll")}</option>
									<option value="published">{t("admin.articles.statusPublished")}</option>
									<option value="draft">{t("admin.articles.statusDraft")}</option>
								</select>
							</label>
							<button type="submit" className="rounded-md border border-gray-300 px-3 py-1 text-sm font-semibold">
								{t("admin.articles.filter")}
							</button>
						</Form>
						<LoadedList items={articleList} failed={t("admin.articles.listFailed")} empty={t("admin.articles.listEmpty")}>
							{(articles) => (
								<ul className="max-h-[300px] divide-y divide-gray-100 overflow-y-auto" data-testid="article-list">
									{articles.map((article) => (
										<li key={article.id} className="flex items-center gap-3 py-2 text-sm">
											<span className="w-8 uppercase text-gray-500">{article.locale}</span>
											<span className="flex-1 font-medium">{article.h1}</span>
											<span className="text-gray-600">
												{t(article.status === "draft" ? "admin.articles.statusDraft" : "admin.articles.statusPublished")}
											</span>
											<Link to={`/admin/articles/${article.id}/delete`} className="font-semibold text-red-700 underline">
												{t("admin.articles.delete")}
											</Link>
										</li>
									))}
								</ul>
							)}
						</LoadedList>
					</div>
				) : null}
			</AdminCard>
			<InternalLinksCard data={loaderData.internalLinks} />
			<CategorizeCard data={loaderData.catalogueTools} />
			<AddBrandCard data={loaderData.catalogueTools} />
			<AssignCategoriesCard data={loaderData.catalogueTools} />
			<SyncCategoriesCard data={loaderData.catalogueTools} />
			<FeedsCard data={loaderData.feeds} />
			<ClicksCard data={loaderData.clicks} />
			<ToolRunsCard runs={loaderData.toolRuns} />
			<AdminCard title={t("admin.tips.title")}>
				<ul className="list-disc space-y-1 pl-5 text-gray-800">
					<li>{t("admin.tips.addBrandsFirst")}</li>
					<li>{t("admin.tips.runRegularly")}</li>
					<li>{t("admin.tips.checkResults")}</li>
				</ul>
			</AdminCard>
		</>
	);
}
