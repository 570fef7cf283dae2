// A background job's status: progress 0–100, per-item results and errors, and what its kind says
// about it (a line while it runs, a notice about its outcome, its error in words: the kind's
// definition, through app/.server/jobs/job-page.ts). While it runs, the page refreshes itself
// without JavaScript (<noscript> meta refresh) and revalidates every second with it.
import { data, Form, href, Link, redirect } from "react-router";
import { requireAdmin } from "~/.server/auth/require-admin";
import { getDb } from "~/.server/db/client";
import { cancelJob } from "~/.server/jobs/queue";
import { jobIdParam, loadJobStatusPage } from "~/.server/screens/job-status-page";
import { RefreshWhileActive } from "~/components/admin/RefreshWhileActive";
import { RevisionList } from "~/components/admin/RevisionList";
import { ScrollBox } from "~/components/admin/ScrollBox";
import { adminT } from "~/i18n/admin-t";
import { jobKindName } from "~/lib/job-kind-name";
import type { Route } from "./+types/job";

export async function loader({ request, params }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const page = await loadJobStatusPage(params.id);
	if (!page) throw data(null, { status: 404 });
	return data(page, { headers });
}

export async function action({ request, params }: Route.ActionArgs) {
	await requireAdmin(request);
	const id = jobIdParam(params.id);
	if (!id) return redirect(href("/admin"));
	await cancelJob(getDb(), id);
	return redirect(href("/admin/jobs/:id", { id: String(id) }));
}

export const meta: Route.MetaFunction = ({ params }) => [
	{ title: `${adminT("job.title", { id: params.id })} – Admin` },
	{ name: "robots", content: "noindex" },
];

export default function JobStatus({ loaderData }: Route.ComponentProps) {
	const { job, whileActive, notice, summary, timing, texts } = loaderData;
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
			{notice?.link?.followAfterSeconds != null ? (
				<meta httpEquiv="refresh" content={`${notice.link.followAfterSeconds};url=${notice.link.path}`} />
			) : null}
			<h1 className="text-2xl font-bold">{adminT("job.title", { id: job.id })}</h1>
			{whileActive ? <p className="mt-2 font-semibold">{whileActive}</p> : null}
			{notice ? (
				<p
					role={notice.ok ? "status" : "alert"}
					className={
						notice.ok
							? "mt-3 rounded-md bg-green-50 p-3 font-semibold text-green-900"
							: "mt-3 rounded-md bg-red-50 p-3 font-semibold text-red-900"
					}
				>
					{notice.text}
					{notice.link ? (
						<>
							{" "}
							<Link to={notice.link.path} className="underline">
								{notice.link.text}
							</Link>
						</>
					) : null}
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
				{jobKindName(job.kind)} · {adminT(`job.status.${job.status}`)}
			</p>
			<label htmlFor="job-progress" className="mt-4 block text-sm font-semibold">
				{adminT("job.progress")}: {percent}%
			</label>
			<progress id="job-progress" max={100} value={percent} className="mt-1 h-3 w-full" />
			<p className="mt-2 text-sm">
				{adminT("job.counts", { done: job.progressDone, failed: job.progressFailed, total: job.progressTotal })}
			</p>
			<p className="mt-2 text-sm" data-testid="job-timing">
				{[timing.started, timing.finished, timing.duration].filter(Boolean).join(" · ")}
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
					<ScrollBox label={adminT("job.items")} className="mt-2 max-h-[300px] overflow-y-auto">
						<ul className="space-y-1 text-sm">
							{job.items.map((item, i) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: items are append-only
								<li key={i} className={item.ok ? "text-green-800" : "text-red-800"}>
									{item.ok ? "✓" : "✗"} {item.label}
									{item.message ? ` – ${item.message}` : ""}
								</li>
							))}
						</ul>
					</ScrollBox>
				</>
			) : null}
			{texts.total > 0 ? (
				<>
					<h2 className="mt-6 font-bold">{adminT("texts.job.written")}</h2>
					<RevisionList lines={texts.lines} testId="job-texts" />
					<Link
						to={`${href("/admin/texts")}?job=${job.id}`}
						className="inline-flex min-h-11 items-center text-brand-700 underline"
					>
						{adminT("texts.job.allWritten")}
					</Link>
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
