// The admin page: the stack of cards. Its reads are in app/.server/screens/admin-page.ts. Every
// tool is a plain form post, to a route of its own or to this route's action, which answers each
// form by its `intent` (a table below): each hands its work to the card's module and answers what
// comes back.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, redirect } from "react-router";
import { requestArticleGeneration } from "~/.server/admin/article-generation";
import { createArticle } from "~/.server/admin/articles";
import { fixArticleLinks } from "~/.server/admin/daily-automation";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { type AdminSession, commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { startDailyArticle } from "~/.server/jobs/daily-article";
import { log } from "~/.server/log";
import { loadAdminPage } from "~/.server/screens/admin-page";
import { AdminCard } from "~/components/admin/AdminCard";
import { ArticlesCard } from "~/components/admin/ArticlesCard";
import { AddBrandCard, AssignCategoriesCard, CategorizeCard, SyncCategoriesCard } from "~/components/admin/CatalogueToolsCards";
import { ClicksCard } from "~/components/admin/ClicksCard";
import { DailyAutomationCard } from "~/components/admin/DailyAutomationCard";
import { FeedsCard } from "~/components/admin/FeedsCard";
import { type AdminIntent, isAdminIntent } from "~/components/admin/IntentInput";
import { InternalLinksCard } from "~/components/admin/InternalLinksCard";
import { PriceAlertsCard } from "~/components/admin/PriceAlertsCard";
import { ProductDescriptionsCard } from "~/components/admin/ProductDescriptionsCard";
import { SearchCard } from "~/components/admin/SearchCard";
import { HomeSeoCard, PagesSeoCard } from "~/components/admin/SeoCards";
import { ToolRunsCard } from "~/components/admin/ToolRunsCard";
import { adminT } from "~/i18n/admin-t";
import { articleFormSchema, keywordList } from "~/lib/article-form";
import type { Flash } from "~/lib/flash";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	return data(await loadAdminPage(new URL(request.url).searchParams), { headers });
}

interface IntentArgs {
	form: FormData;
	session: AdminSession;
	request: Request;
}

/** Back to the admin page (at `search`) with a toast. */
async function backWith(session: AdminSession, flash: Flash, search = "") {
	session.flash("flash", flash);
	return redirect(`${href("/admin")}${search}`, { headers: { "Set-Cookie": await commitSession(session) } });
}

function toJobPage(id: number) {
	return redirect(href("/admin/jobs/:id", { id: String(id) }));
}

const keywordProblems = { "no-keywords": "articles.noKeywords", "too-many-keywords": "articles.tooManyKeywords" } as const;

/** What the action does for each intent its forms post. */
const intents = {
	"generate-article": async ({ form }) => {
		const started = await requestArticleGeneration(getDb(), form.get("locale"), keywordList(form.get("keywords")));
		if (started.ok) return toJobPage(started.jobId);
		return data({ intent: "generate-article" as const, error: adminT(keywordProblems[started.problem]) }, { status: 400 });
	},

	"daily-run": async ({ form }) => toJobPage(await startDailyArticle(getDb(), form.get("locale") === "nb" ? "nb" : "sv")),

	"fix-brand-links": async ({ session, request }) => {
		const db = getDb();
		try {
			const count = await fixArticleLinks(db, toolRunActor(request));
			return backWith(session, { kind: "success", title: adminT("daily.fixed", { count }) });
		} catch (error) {
			log.error("fixing article links failed", error);
			return backWith(session, { kind: "error", title: adminT("errorTitle"), text: adminT("daily.fixFailed") });
		}
	},

	"create-article": async ({ form, session, request }) => {
		const db = getDb();
		const intent = "create-article" as const;
		const submission = parseWithZod(form, { schema: articleFormSchema, disableAutoCoercion: true });
		if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
		const created = await createArticle(db, submission.value, toolRunActor(request));
		if (created === "duplicate-slug") {
			return data(
				{ intent, result: submission.reply({ fieldErrors: { slug: [adminT("articles.duplicateSlug")] } }) },
				{ status: 400 },
			);
		}
		if (created === "failed") {
			return data({ intent, result: submission.reply({ formErrors: [adminT("articles.createFailed")] }) }, { status: 500 });
		}
		const published = submission.value.status === "published";
		const text = adminT(published ? "articles.createdPublished" : "articles.createdDraft");
		return backWith(session, { kind: "success", title: adminT("articles.created"), text }, "?tab=create");
	},
} satisfies Record<AdminIntent, (args: IntentArgs) => Promise<unknown>>;

export async function action({ request }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const intent = form.get("intent");
	if (!isAdminIntent(intent)) return data({ intent: null, error: null }, { status: 400 });
	return intents[intent]({ form, session, request });
}

export const meta: Route.MetaFunction = () => [
	{ title: `${adminT("title")} – Godisguiden` },
	{ name: "robots", content: "noindex, nofollow" },
];

export default function AdminHome({ loaderData, actionData }: Route.ComponentProps) {
	const generateError =
		actionData && "error" in actionData && actionData.intent === "generate-article" ? actionData.error : undefined;
	return (
		<>
			<h1 className="text-3xl font-bold">{adminT("title")}</h1>
			<p className="text-sm text-gray-700" data-testid="writer">
				{adminT("provider", { name: loaderData.provider })}
			</p>
			<HomeSeoCard data={loaderData.seo} />
			<PagesSeoCard kind="category" data={loaderData.seo} />
			<PagesSeoCard kind="brand" data={loaderData.seo} />
			<ProductDescriptionsCard />
			<DailyAutomationCard logs={loaderData.daily.logs} jobs={loaderData.daily.jobs} />
			<ArticlesCard
				tab={loaderData.tab}
				filters={loaderData.filters}
				articles={loaderData.articleList}
				generateError={generateError}
				createResult={actionData && "result" in actionData ? actionData.result : null}
			/>
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
