// The overview's attention list: one small card per concern (feeds, jobs, drafts, clicks, price
// alerts, searches without results), each saying what needs a look in words and linking to where
// it is dealt with. A concern that could not be read says so on its own card.
import type { ReactNode } from "react";
import { href, Link } from "react-router";
import type { Attention, FeedAttention, JobLine } from "~/.server/admin/attention";
import { adminT } from "~/i18n/admin-t";
import { attentionDays, failedJobsDays, feedStaleAfterHours } from "~/lib/admin-attention";
import { cardPath } from "~/lib/admin-sections";
import { jobKindName } from "~/lib/job-kind-name";
import { formatStockholmDateTime } from "~/lib/stockholm-date";
import { LoadFailed } from "./LoadFailed";

function Concern({ id, title, to, children }: { id: string; title: string; to: string; children: ReactNode }) {
	return (
		<section
			aria-labelledby={`${id}-title`}
			data-testid={id}
			className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
		>
			<h2 id={`${id}-title`} className="text-lg font-bold">
				{title}
			</h2>
			<div className="mt-2 flex-1 space-y-1 text-sm text-gray-800">{children}</div>
			<Link to={to} className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
				{adminT("overview.open")}
				<span className="sr-only"> {title}</span>
			</Link>
		</section>
	);
}

function Lines({ items }: { items: string[] }) {
	return (
		<ul className="list-disc space-y-1 pl-5">
			{items.map((item) => (
				<li key={item}>{item}</li>
			))}
		</ul>
	);
}

function feedLine(item: FeedAttention): string {
	const who = { retailer: item.retailer, locale: adminT(`feeds.locales.${item.locale}`) };
	switch (item.problem) {
		case "failed":
			return adminT("overview.feeds.failed", { ...who, when: item.when });
		case "partial":
			return adminT("overview.feeds.partial", { ...who, when: item.when });
		case "stale":
			return adminT("overview.feeds.stale", { ...who, when: item.when });
		case "never-run":
			return adminT("overview.feeds.neverRun", who);
		case "currency":
			return adminT("overview.feeds.currency", { ...who, offers: item.offers, currency: item.currency, expected: item.expected });
	}
}

function jobLine(job: JobLine): string {
	const kind = jobKindName(job.kind);
	if (job.status === "failed") return adminT("overview.jobs.failed", { kind, when: formatStockholmDateTime(job.at), id: job.id });
	if (job.partsFailed > 0)
		return adminT("overview.jobs.partial", { kind, when: formatStockholmDateTime(job.at), n: job.partsFailed, id: job.id });
	return adminT("overview.jobs.running", { kind, status: adminT(`job.status.${job.status}`), id: job.id });
}

function JobLinks({ jobs }: { jobs: JobLine[] }) {
	return (
		<ul className="list-disc space-y-1 pl-5">
			{jobs.map((job) => (
				<li key={job.id}>
					<Link to={href("/admin/jobs/:id", { id: String(job.id) })} className="text-brand-700 underline">
						{jobLine(job)}
					</Link>
				</li>
			))}
		</ul>
	);
}

function change(current: number, previous: number): string {
	if (current === previous) return adminT("overview.clicks.same");
	if (previous === 0) return adminT("overview.clicks.new");
	const percent = Math.round((Math.abs(current - previous) / previous) * 100);
	return adminT(current > previous ? "overview.clicks.up" : "overview.clicks.down", { percent });
}

export function AttentionList({ attention }: { attention: Attention }) {
	const { feeds, jobs, pendingDrafts, clicks, alerts, zeroResults } = attention;
	const lastAlertRun = alerts?.lastRun;
	return (
		<div className="grid gap-4 sm:grid-cols-2" data-testid="attention">
			<Concern id="attention-feeds" title={adminT("overview.feeds.title")} to={cardPath("feeds")}>
				{feeds === null ? (
					<LoadFailed text={adminT("overview.feeds.loadFailed")} />
				) : feeds.length === 0 ? (
					<p>{adminT("overview.feeds.none", { hours: feedStaleAfterHours })}</p>
				) : (
					<Lines items={feeds.map(feedLine)} />
				)}
			</Concern>
			<Concern id="attention-jobs" title={adminT("overview.jobs.title")} to={cardPath("tool-runs")}>
				{jobs === null ? (
					<LoadFailed text={adminT("overview.jobs.loadFailed")} />
				) : jobs.active.length + jobs.failed.length === 0 ? (
					<p>{adminT("overview.jobs.none", { days: failedJobsDays })}</p>
				) : (
					<JobLinks jobs={[...jobs.active, ...jobs.failed]} />
				)}
			</Concern>
			<Concern id="attention-drafts" title={adminT("overview.drafts.title")} to={href("/admin/texts")}>
				{pendingDrafts === null ? (
					<LoadFailed text={adminT("overview.drafts.loadFailed")} />
				) : pendingDrafts === 0 ? (
					<p>{adminT("overview.drafts.none")}</p>
				) : (
					<p>{adminT("overview.drafts.count", { count: pendingDrafts })}</p>
				)}
			</Concern>
			<Concern id="attention-clicks" title={adminT("overview.clicks.title")} to={cardPath("clicks-per-day")}>
				{clicks === null ? (
					<LoadFailed text={adminT("overview.clicks.loadFailed")} />
				) : (
					<>
						<p>{adminT("overview.clicks.week", clicks)}</p>
						<p className="font-semibold">{change(clicks.current, clicks.previous)}</p>
					</>
				)}
			</Concern>
			<Concern id="attention-alerts" title={adminT("overview.alerts.title")} to={cardPath("price-alerts")}>
				{alerts === null ? (
					<LoadFailed text={adminT("overview.alerts.loadFailed")} />
				) : (
					<>
						<p>{adminT("overview.alerts.counts", { active: alerts.active, pending: alerts.pending })}</p>
						{lastAlertRun?.status === "failed" ? (
							<p className="font-semibold text-red-800">
								{adminT("overview.alerts.lastRunFailed", {
									when: formatStockholmDateTime(lastAlertRun.finishedAt ?? lastAlertRun.createdAt),
								})}
							</p>
						) : null}
					</>
				)}
			</Concern>
			<Concern id="attention-searches" title={adminT("overview.searches.title")} to={cardPath("search")}>
				{zeroResults === null ? (
					<LoadFailed text={adminT("overview.searches.loadFailed")} />
				) : zeroResults.total === 0 ? (
					<p>{adminT("overview.searches.none", { days: attentionDays })}</p>
				) : (
					<>
						<p>{adminT("overview.searches.count", { count: zeroResults.total, days: attentionDays })}</p>
						<Lines
							items={zeroResults.top.map((q) =>
								adminT("overview.searches.query", { query: q.query, locale: q.locale, count: q.count }),
							)}
						/>
					</>
				)}
			</Concern>
		</div>
	);
}
