// The home page's SEO text for one language. The post starts a job (with an AI
// provider it takes half a minute) and comes back here to follow it: progress while it runs (a meta
// refresh without JavaScript, revalidation with it), then the outcome. After a success the home page
// of that language opens 1500 ms later, as a preview of the draft the run wrote (ADR 051); without
// JavaScript a meta refresh does it.
import { useEffect } from "react";
import { data, href, Link, redirect, useNavigate } from "react-router";
import { homeSeoForm, startHomeSeo } from "~/.server/admin/seo";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { log } from "~/.server/log";
import { loadHomeSeoPage } from "~/.server/screens/home-seo-page";
import { RefreshWhileActive } from "~/components/admin/RefreshWhileActive";
import { adminT } from "~/i18n/admin-t";
import { cardPath } from "~/lib/admin-sections";
import type { Route } from "./+types/seo-home";

const reloadAfterMs = 1500;

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const page = await loadHomeSeoPage(new URL(request.url).searchParams);
	if (!page) throw redirect(cardPath("seo-home"), { headers });
	return data(page, { headers });
}

export async function action({ request }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const parsed = homeSeoForm.safeParse({ locale: form.get("locale") });
	try {
		if (parsed.success) {
			const id = await startHomeSeo(getDb(), parsed.data.locale, toolRunActor(request));
			return redirect(`${href("/admin/seo/home")}?job=${id}`);
		}
	} catch (error) {
		log.error("starting the home SEO run failed", error);
	}
	session.flash("flash", { kind: "error", title: adminT("seo.failed"), text: adminT("seo.failedText") });
	return redirect(cardPath("seo-home"), { headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta: Route.MetaFunction = () => [
	{ title: `${adminT("seo.home.title")} – Admin` },
	{ name: "robots", content: "noindex" },
];

export default function HomeSeo({ loaderData }: Route.ComponentProps) {
	const { job, homePath, summary, error } = loaderData;
	const active = job.status === "queued" || job.status === "running";
	const succeeded = job.status === "succeeded";
	const navigate = useNavigate();
	useEffect(() => {
		if (!succeeded) return;
		const timer = setTimeout(() => navigate(homePath), reloadAfterMs);
		return () => clearTimeout(timer);
	}, [succeeded, homePath, navigate]);

	return (
		<section id="seo-home" className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
			<RefreshWhileActive active={active} />
			{succeeded ? (
				<noscript>
					<meta httpEquiv="refresh" content={`${reloadAfterMs / 1000};url=${homePath}`} />
				</noscript>
			) : null}
			<h1 className="text-2xl font-bold">{adminT("seo.home.title")}</h1>
			{active ? <p className="mt-2 font-semibold">{adminT("seo.home.generating")}</p> : null}
			{succeeded ? (
				<div role="status" data-testid="seo-home-result" className="mt-3 rounded-md bg-green-50 p-3 text-green-900">
					<p className="font-semibold">{summary?.title ?? adminT("seo.home.generated")}</p>
					{summary?.lines?.map((line) => (
						<p key={line} className="text-sm">
							{line}
						</p>
					))}
					<p className="mt-2 text-sm">
						{adminT("seo.home.opening")}{" "}
						<Link to={homePath} className="font-semibold underline">
							{adminT("seo.home.openHome")}
						</Link>
					</p>
				</div>
			) : null}
			{job.status === "failed" || job.status === "cancelled" ? (
				<div role="alert" data-testid="seo-home-result" className="mt-3 rounded-md bg-red-50 p-3 text-red-900">
					<p className="font-semibold">{adminT("seo.failed")}</p>
					<p className="text-sm">{error ?? adminT("seo.failedText")}</p>
				</div>
			) : null}
			<label htmlFor="seo-home-progress" className="mt-4 block text-sm font-semibold">
				{adminT("job.progress")}: {job.percent}%
			</label>
			<progress id="seo-home-progress" max={100} value={job.percent} className="mt-1 h-3 w-full" />
			{active ? <p className="mt-2 text-sm text-gray-600">{adminT("job.refreshing")}</p> : null}
			<div className="mt-6 flex gap-3 text-sm">
				<Link
					to={href("/admin/jobs/:id", { id: String(job.id) })}
					className="rounded-md border border-gray-300 px-3 py-1.5 font-semibold"
				>
					{adminT("seo.openJob")}
				</Link>
				<Link
					to={cardPath("seo-home")}
					className="rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700"
				>
					{adminT("job.back")}
				</Link>
			</div>
		</section>
	);
}
