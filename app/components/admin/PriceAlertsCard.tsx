// The price alerts card: how many alerts wait for confirmation, are active and were sent in the
// last 30 days, and the last sending run (its status, time and counts, its job page for the rest).
import { href, Link } from "react-router";
import type { PriceAlertsCardData, PriceAlertsRun } from "~/.server/admin/price-alerts";
import { adminT } from "~/i18n/admin-t";
import { formatStockholmDateTime } from "~/lib/stockholm-date";
import { AdminCard } from "./AdminCard";
import { LoadFailed } from "./LoadFailed";
import { StatusBadge } from "./StatusBadge";

const badge: Record<PriceAlertsRun["status"], string> = {
	queued: "bg-gray-200 text-gray-800",
	running: "bg-blue-100 text-blue-900",
	succeeded: "bg-green-100 text-green-900",
	failed: "bg-red-100 text-red-900",
	cancelled: "bg-gray-200 text-gray-800",
};

/** When the run finished, else when it started, else when it was queued. */
function runTime(run: PriceAlertsRun): string {
	if (run.finishedAt) return adminT("priceAlerts.finishedAt", { when: formatStockholmDateTime(run.finishedAt) });
	if (run.startedAt) return adminT("priceAlerts.startedAt", { when: formatStockholmDateTime(run.startedAt) });
	return adminT("priceAlerts.queuedAt", { when: formatStockholmDateTime(run.createdAt) });
}

function LastRun({ run }: { run: PriceAlertsRun | null }) {
	if (!run) return <p className="text-sm text-gray-700">{adminT("priceAlerts.neverRun")}</p>;
	return (
		<div className="space-y-1 text-sm" data-testid="price-alerts-last-run">
			<p className="flex flex-wrap items-center gap-2">
				<StatusBadge tone={badge[run.status]}>{adminT(`job.status.${run.status}`)}</StatusBadge>
				<span>{runTime(run)}</span>
			</p>
			{run.counts ? <p>{adminT("priceAlerts.runCounts", { ...run.counts })}</p> : null}
			<Link to={href("/admin/jobs/:id", { id: String(run.id) })} className="text-brand-700 underline">
				{adminT("priceAlerts.openJob")}
			</Link>
		</div>
	);
}

export function PriceAlertsCard({ data }: { data: PriceAlertsCardData | null }) {
	return (
		<AdminCard id="price-alerts" title={adminT("priceAlerts.title")} description={adminT("priceAlerts.description")}>
			{data ? (
				<>
					<dl className="grid grid-cols-3 gap-3 text-sm" data-testid="price-alerts-counts">
						{(["pending", "active", "sent"] as const).map((name) => (
							<div key={name} className="rounded-md bg-gray-50 p-3">
								<dt className="text-gray-700">{adminT(`priceAlerts.${name}`)}</dt>
								<dd className="text-2xl font-bold tabular-nums" data-testid={`price-alerts-${name}`}>
									{data[name]}
								</dd>
							</div>
						))}
					</dl>
					<h3 className="mt-4 mb-2 font-semibold">{adminT("priceAlerts.lastRun")}</h3>
					<LastRun run={data.lastRun} />
				</>
			) : (
				<LoadFailed text={adminT("priceAlerts.loadFailed")} />
			)}
		</AdminCard>
	);
}
