// The admin page: the stack of cards. Every tool is a plain form post, to a route of its own or to
// this route's action, which answers each form by its `intent` (a table of handlers below).
// Just over 300 lines: the loader's one round of card reads and the intent table belong together.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, redirect, useLocation, useNavigation } from "react-router";
import { articleFromForm, DuplicateSlugError, insertArticle, listAdminArticles } from "~/.server/admin/articles";
import { loadCatalogueTools } from "~/.server/admin/catalogue-tools";
import { loadClicksCard } from "~/.server/admin/clicks";
import { fixArticleLinks, formatLogDate, latestGenerationLogs, scheduledArticleJobs } from "~/.server/admin/daily-automation";
import { loadFeedsCard } from "~/.server/admin/feeds";
import { loadInternalLinksCard } from "~/.server/admin/internal-links";
import { loadPriceAlertsCard } from "~/.server/admin/price-alerts";
import { loadSearchCard } from "~/.server/admin/search-card";
import { loadSeoCards } from "~/.server/admin/seo";
import { latestToolRuns } from "~/.server/admin/tool-runs";
import { activeWriterLabel } from "~/.server/ai/writer";
import { requireAdmin } from "~/.server/auth/require-admin";
import { type AdminSession, commitSession } from "~/.server/auth/session";
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
import { type AdminIntent, IntentInput, isAdminIntent } from "~/components/admin/IntentInput";
import { InternalLinksCard } from "~/components/admin/InternalLinksCard";
import { KeywordChips } from "~/components/admin/KeywordChips";
import { LoadedList } from "~/components/admin/LoadedList";
import { LocaleOptions, LocaleSelect } from "~/components/admin/LocaleSelect";
import { PriceAlertsCard } from "~/components/admin/PriceAlertsCard";
import { ProductDescriptionsCard } from "~/components/admin/ProductDescriptionsCard";
import { SearchCard } from "~/components/admin/SearchCard";
import { HomeSeoCard, PagesSeoCard } from "~/components/admin/SeoCards";
import { SubmitButton } from "~/components/admin/SubmitButton";
import { ToolRunsCard } from "~/components/admin/ToolRunsCard";
import { adminT } from "~/i18n/admin-t";
import { isLocale } from "~/i18n/locales";
import { articleFormSchema, keywordList } from "~/lib/article-form";
import type { Flash } from "~/lib/flash";
import type { Route } from "./+types/index";

const tabs = ["generate", "create", "manage"] as const;
type Tab = (typeof tabs)[number];

function tabOf(value: string | null): Tab {
	return tabs.find((tab) => tab === value) ?? "generate";
}

const statuses = ["draft", "published"] as const;

function statusOf(value: string | null): (typeof statuses)[number] | undefined {
	return statuses.find((status) => status === value);
}

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const params = new URL(request.url).searchParams;
	const tab = tabOf(params.get("tab"));
	const locale = params.get("locale");
	const filters = { locale: isLocale(locale) ? locale : undefined, status: statusOf(params.get("status")) };
	let articleList: Awaited<ReturnType<typeof listAdminArticles>> | null = null;
	if (tab === "manage") {
		articleList = await listAdminArticles(filters).catch((error) => {
			log.error("admin article list failed", error);
			return null;
		});
	}
	const [logs, jobs, seo, internalLinks, catalogueTools, feeds, clicks, priceAlerts, search, toolRuns] = await Promise.all([
		latestGenerationLogs().then(
			(rows) => rows.map(({ createdAt, ...row }) => ({ ...row, when: formatLogDate(createdAt) })),
			(error) => {
				log.error("loading the generation log failed", error);
				return null;
			},
		),
		// A scheduled-job load failure is only logged.
		scheduledArticleJobs().catch((error) => {
			log.error("loading the scheduled jobs failed", error);
			return [];
		}),
		loadSeoCards(),
		loadInternalLinksCard(),
		loadCatalogueTools(),
		loadFeedsCard(),
		loadClicksCard(),
		loadPriceAlertsCard().catch((error) => {
			log.error("loading the price alerts failed", error);
			return null;
		}),
		loadSearchCard(),
		latestToolRuns(getSql()).catch((error) => {
			log.error("loading the tool-run history failed", error);
			return null;
		}),
	]);
	return data(
		{
			tab,
			filters,
			articleList,
			provider: activeWriterLabel(),
			daily: { logs, jobs },
			seo,
			internalLinks,
			catalogueTools,
			feeds,
			clicks,
			priceAlerts,
			search,
			toolRuns,
		},
		{ headers },
	);
}

interface IntentArgs {
	form: FormData;
	session: AdminSession;
}

/** Back to the admin page (at `search`) with a toast. */
async function backWith(session: AdminSession, flash: Flash, search = "") {
	session.flash("flash", flash);
	return redirect(`${href("/admin")}${search}`, { headers: { "Set-Cookie": await commitSession(session) } });
}

/** What the action does for each intent its forms post. */
const intents = {
	"generate-article": async ({ form }) => {
		const keywords = keywordList(form.get("keywords"));
		const payload = generateArticlePayload.safeParse({ locale: form.get("locale"), keywords });
		if (!payload.success) {
			const error = adminT(keywords.length > 5 ? "articles.tooManyKeywords" : "articles.noKeywords");
			return data({ intent: "generate-article" as const, error }, { status: 400 });
		}
		const { id } = await enqueueJob(getSql(), { kind: "generate-article", payload: payload.data });
		return redirect(href("/admin/jobs/:id", { id: String(id) }));
	},

	"daily-run": async ({ form }) => {
		const locale = form.get("locale") === "nb" ? "nb" : "sv";
		const { id } = await enqueueJob(getSql(), {
			kind: "daily-article",
			payload: { locale },
			singleFlightKey: dailyArticleFlightKey(locale),
		});
		return redirect(href("/admin/jobs/:id", { id: String(id) }));
	},

	"fix-brand-links": async ({ session }) => {
		try {
			const count = await fixArticleLinks();
			return backWith(session, { kind: "success", title: adminT("daily.fixed", { count }) });
		} catch (error) {
			log.error("fixing article links failed", error);
			return backWith(session, { kind: "error", title: adminT("errorTitle"), text: adminT("daily.fixFailed") });
		}
	},

	"create-article": async ({ form, session }) => {
		const intent = "create-article" as const;
		const submission = parseWithZod(form, { schema: articleFormSchema, disableAutoCoercion: true });
		if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
		try {
			await insertArticle(articleFromForm(submission.value));
		} catch (error) {
			if (error instanceof DuplicateSlugError) {
				const fieldErrors = { slug: [adminT("articles.duplicateSlug")] };
				return data({ intent, result: submission.reply({ fieldErrors }) }, { status: 400 });
			}
			log.error("creating an article failed", error);
			return data({ intent, result: submission.reply({ formErrors: [adminT("articles.createFailed")] }) }, { status: 500 });
		}
		const published = submission.value.status === "published";
		return backWith(
			session,
			{
				kind: "success",
				title: adminT("articles.created"),
				text: adminT(published ? "articles.createdPublished" : "articles.createdDraft"),
			},
			"?tab=create",
		);
	},
} satisfies Record<AdminIntent, (args: IntentArgs) => Promise<unknown>>;

export async function action({ request }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const intent = form.get("intent");
	if (!isAdminIntent(intent)) return data({ intent: null, error: null }, { status: 400 });
	return intents[intent]({ form, session });
}

export const meta: Route.MetaFunction = () => [
	{ title: `${adminT("title")} – Godisguiden` },
	{ name: "robots", content: "noindex, nofollow" },
];

export default function AdminHome({ loaderData, actionData }: Route.ComponentProps) {
	const { tab, filters, articleList, provider, daily } = loaderData;
	const location = useLocation();
	const navigation = useNavigation();
	const generating =
		navigation.state !== "idle" && navigation.formData?.get("intent") === ("generate-article" satisfies AdminIntent);
	const generateError =
		actionData && "error" in actionData && actionData.intent === "generate-article" ? actionData.error : undefined;
	const createResult = actionData && "result" in actionData ? actionData.result : null;
	return (
		<>
			<h1 className="text-3xl font-bold">{adminT("title")}</h1>
			<p className="text-sm text-gray-700" data-testid="writer">
				{adminT("provider", { name: provider })}
			</p>
			<HomeSeoCard data={loaderData.seo} />
			<PagesSeoCard kind="category" data={loaderData.seo} />
			<PagesSeoCard kind="brand" data={loaderData.seo} />
			<ProductDescriptionsCard />
			<DailyAutomationCard logs={daily.logs} jobs={daily.jobs} />
			<AdminCard title={adminT("articles.title")}>
				<nav aria-label={adminT("articles.title")} className="mb-5 flex gap-2 border-b border-gray-200">
					{tabs.map((name) => (
						<Link
							key={name}
							to={`${href("/admin")}?tab=${name}`}
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
						<KeywordChips name="keywords" error={generateError ?? undefined} />
						<LocaleSelect id="generate-locale" label={adminT("articles.locale")} />
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
						<LoadedList items={articleList} failed={adminT("articles.listFailed")} empty={adminT("articles.listEmpty")}>
							{(articles) => (
								<ul className="max-h-[300px] divide-y divide-gray-100 overflow-y-auto" data-testid="article-list">
									{articles.map((article) => (
										<li key={article.id} className="flex items-center gap-3 py-2 text-sm">
											<span className="w-8 uppercase text-gray-500">{article.locale}</span>
											<span className="flex-1 font-medium">{article.h1}</span>
											<span className="text-gray-600">
												{adminT(article.status === "draft" ? "articles.statusDraft" : "articles.statusPublished")}
											</span>
											<Link
												to={href("/admin/articles/:id/delete", { id: article.id })}
												className="font-semibold text-red-700 underline"
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
			<InternalLinksCard data={loaderData.internalLinks} />
			<CategorizeCard data={loaderData.catalogueTools} />
			<AddBrandCard data={loaderData.catalogueTools} />
			<AssignCategoriesCard data={loaderData.catalogueTools} />
			<SyncCategoriesCard data={loaderData.catalogueTools} />
			<FeedsCard data={loaderData.feeds} />
			<ClicksCard data={loaderData.clicks} />
			<PriceAlertsCard data={loaderData.priceAlerts} />
			<SearchCard data={loaderData.search} />
			<ToolRunsCard runs={loaderData.toolRuns} />
			<AdminCard title={adminT("tips.title")}>
				<ul className="list-disc space-y-1 pl-5 text-gray-800">
					<li>{adminT("tips.addBrandsFirst")}</li>
					<li>{adminT("tips.runRegularly")}</li>
					<li>{adminT("tips.checkResults")}</li>
				</ul>
			</AdminCard>
		</>
	);
}
