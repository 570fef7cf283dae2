// A background job's status: progress 0–100, per-item results and errors. While it
// runs, the page refreshes itself without JavaScript (<noscript> meta refresh) and revalidates
// every second with it.
import { data, Form, href, Link, redirect } from "react-router";
import { optimizeDescriptionsKind } from "~/.server/admin/link-jobs";
import { seoJobKinds } from "~/.server/admin/seo";
import { requireAdmin } from "~/.server/auth/require-admin";
import { getSql } from "~/.server/db/client";
import { cancelJob, findJob, type Job } from "~/.server/jobs/queue";
import { takeoversOf } from "~/.server/jobs/takeover-limit";
import { RefreshWhileActive } from "~/components/admin/RefreshWhileActive";
import { adminT, adminText } from "~/i18n/admin-t";
import { screenPath } from "~/i18n/paths";
import { feedJobErrorText } from "~/lib/feed-problem-text";
import { jobSummaryOf } from "~/lib/job-summary";
import type { Route } from "./+types/job";

function jobId(raw: string | undefined): number | null {
	const id = Number(raw);
	return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const id = jobId(params.id);
	const job = id ? await findJob(getSql(), id) : null;
	if (!job) throw data(null, { status: 404 });
	return data(
		{
			job: {
				...job,
				items: job.items.map((item) => ({
					...item,
					label: adminText(item.label),
					message: item.message && adminText(item.message),
				})),
				error: errorOf(job),
			},
			outcome: articleOutcome(job.kind, job.status, job.result),
			daily: dailyOutcome(job.kind, job.status, job.result, job.error),
			summary: jobSummaryOf(job.result),
		},
		{ headers },
	);
}

/**
 * A job's error as its page shows it: a job stopped for dying with its workers says so (any kind);
 * a failed run of a tool with words for its failure says those (the reason stays in the job, the
 * log and the tool-run history); any other error as it is.
 */
function errorOf(job: Job): string | null {
	if (job.error === null || job.status !== "failed") return job.error;
	const takeovers = takeoversOf(job.error);
	if (takeovers !== null) return adminT("job.takeoverLimit", { takeovers });
	if (job.kind === seoJobKinds.home) return `${adminT("seo.failed")}. ${adminT("seo.failedText")}`;
	if (job.kind === optimizeDescriptionsKind) return adminT("links.descriptions.failed");
	if (job.kind === "import-feed" || job.kind === "import-products") return adminText(feedJobErrorText(job.kind, job.error));
	return job.error;
}

/** The daily run's message: word and link counts, the server's message, or the failure. */
function dailyOutcome(kind: string, status: string, result: unknown, error: string | null) {
	if (kind !== "daily-article" || (status !== "succeeded" && status !== "failed")) return null;
	const run = result as { success?: boolean; message?: string; stats?: { wordCount: number; internalLinks: number } } | null;
	if (status === "succeeded" && run?.success && run.stats)
		return { ok: true as const, words: run.stats.wordCount, links: run.stats.internalLinks };
	// A run that ended without an article says why (the server's message); one that threw is an error.
	if (status === "succeeded") return { ok: false as const, message: run?.message ?? null, detail: null };
	return { ok: false as const, message: null, detail: error };
}

/** A generated article's page (shown 2 seconds after success), or the failure text. */
function articleOutcome(kind: string, status: string, result: unknown) {
	if (kind !== "generate-article") return null;
	const article = (result as { article?: { slug?: string; locale?: string } } | null)?.article;
	if (status === "succeeded" && article?.slug && (article.locale === "sv" || article.locale === "nb")) {
		return { ok: true as const, path: screenPath("article", article.locale, { slug: article.slug }) };
	}
	return status === "failed" ? { ok: false as const } : null;
}

export async function action({ request, params }: Route.ActionArgs) {
	await requireAdmin(request);
	const id = jobId(params.id);
	if (!id) return redirect(href("/admin"));
	await cancelJob(getSql(), id);
	return redirect(href("/admin/jobs/:id", { id: String(id) }));
}

export const meta: Route.MetaFunction = ({ params }) => [
	{ title: `${adminT("job.title", { id: params.id })} – Admin` },
	{ name: "robots", content: "noindex" },
];

export default function JobStatus({ loaderData }: Route.ComponentProps) {
	const { job, outcome, daily, summary } = loaderData;
	const active = job.status === "queued" || job.status === "running";
	const percent =
		job.progressTotal > 0
			? Math.round(((job.progressDone + job.progressFailed) / job.progressTotal) * 100)
			: job.status === "succeeded"
				? 100
				: 0;
	return (
		<section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
			<RefreshWhileActive active={active} />
			{outcome?.ok ? <meta httpEquiv="refresh" content={`2;url=${outcome.path}`} /> : null}
			<h1 className="text-2xl font-bold">{adminT("job.title", { id: job.id })}</h1>
			{active && job.kind === "generate-article" ? <p className="mt-2 font-semibold">{adminT("articles.generating")}</p> : null}
			{outcome?.ok ? (
				<p role="status" className="mt-3 rounded-md bg-green-50 p-3 font-semibold text-green-900">
					{adminT("articles.generated")}{" "}
					<Link to={outcome.path} className="underline">
						{adminT("articles.openArticle")}
					</Link>
				</p>
			) : null}
			{daily?.ok ? (
				<p role="status" className="mt-3 rounded-md bg-green-50 p-3 font-semibold text-green-900">
					{adminT("daily.generated", { words: daily.words, links: daily.links })}
				</p>
			) : null}
			{daily && !daily.ok ? (
				<p role="alert" className="mt-3 rounded-md bg-red-50 p-3 font-semibold text-red-900">
					{daily.detail !== null ? adminT("daily.generateError") : daily.message || adminT("daily.generateFailed")}
				</p>
			) : null}
			{outcome && !outcome.ok ? (
				<p role="alert" className="mt-3 rounded-md bg-red-50 p-3 font-semibold text-red-900">
					{adminT("articles.generateFailed")}
				</p>
			) : null}
			{summary ? (
				<div
					role={summary.tone === "success" ? "status" : "alert"}
					data-testid="job-summary"
					className={`mt-3 rounded-md p-3 ${summary.tone === "success" ? "bg-green-50 text-green-900" : summary.tone === "warning" ? "bg-amber-50 text-amber-900" : "bg-red-50 text-red-900"}`}
				>
					<p className="font-semibold">{summary.title}</p>
					{summary.lines?.map((line) => (
						<p key={line} className="text-sm">
							{line}
						</p>
					))}
				</div>
			) : null}
			<p className="mt-1 text-sm text-gray-700" data-testid="job-status">
				{job.kind} · {adminT(`job.status.${job.status}`)}
			</p>
			<label htmlFor="job-progress" className="mt-4 block text-sm font-semibold">
				{adminT("job.progress")}: {percent}%
			</label>
			<progress id="job-progress" max={100} value={percent} className="mt-1 h-3 w-full" />
			<p className="mt-2 text-sm">
				{adminT("job.counts", { done: job.progressDone, failed: job.progressFailed, total: job.progressTotal })}
			</p>
			{active ? <p className="mt-2 text-sm text-gray-600">{adminT("job.refreshing")}</p> : null}
			{job.error ? (
				<p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-900">
					{adminT("job.error")}: {job.error}
				</p>
			) : null}
			{job.items.length > 0 ? (
				<>
					<h2 className="mt-6 font-bold">{adminT("job.items")}</h2>
					<ul className="mt-2 max-h-[300px] space-y-1 overflow-y-auto text-sm">
						{job.items.map((item, i) => (
							// biome-ignore lint/suspicious/noArrayIndexKey: items are append-only
							<li key={i} className={item.ok ? "text-green-800" : "text-red-800"}>
								{item.ok ? "✓" : "✗"} {item.label}
								{item.message ? ` – ${item.message}` : ""}
							</li>
						))}
					</ul>
				</>
			) : null}
			<div className="mt-6 flex gap-3">
				{active ? (
					<Form method="post">
						<button
							type="submit"
							className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
						>
							{adminT("job.cancel")}
						</button>
					</Form>
				) : null}
				<Link
					to={href("/admin")}
					className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
				>
					{adminT("job.back")}
				</Link>
			</div>
		</section>
	);
}
