// The history of tool runs: the last 20 runs with time, tool, who ran it, a status badge
// and the counts it reported, so the operator can see the effect of each run.
import type { ToolRun } from "~/.server/admin/tool-runs";
import { adminT, adminText, adminTextNames, hasAdminText } from "~/i18n/admin-t";
import { formatStockholmDateTime } from "~/lib/stockholm-date";
import { AdminCard } from "./AdminCard";
import { HistoryTable } from "./HistoryTable";
import { StatusBadge } from "./StatusBadge";

const badge: Record<ToolRun["status"], string> = {
	succeeded: "bg-green-100 text-green-900",
	failed: "bg-red-100 text-red-900",
};

/** A run's tool by its name in the catalogue; a tool added later without one shows by its id. */
function toolName(tool: string): string {
	const key = `tools.runs.tools.${tool}`;
	return hasAdminText(key) ? adminText({ key }) : tool;
}

/**
 * The plain facts of a record (numbers, yes/no, short words) that have a label in a group of the
 * catalogue (tools.runs.params, tools.runs.counts), in the catalogue's order.
 */
function facts(record: Record<string, unknown> | null, group: string): { label: string; value: string | number | boolean }[] {
	if (!record) return [];
	return adminTextNames(group).flatMap((name) => {
		const key = `${group}.${name}`;
		const value = record[name];
		const plain =
			typeof value === "number" ||
			typeof value === "boolean" ||
			(typeof value === "string" && value !== "" && value.length <= 80);
		return plain && hasAdminText(key) ? [{ label: adminText({ key }), value }] : [];
	});
}

export function ToolRunsCard({ runs }: { runs: ToolRun[] | null }) {
	return (
		<AdminCard id="tool-runs" title={adminT("tools.runs.title")} description={adminT("tools.runs.description")}>
			<HistoryTable
				label={adminT("tools.runs.title")}
				items={runs}
				failed={adminT("tools.runs.loadFailed")}
				empty={adminT("tools.runs.empty")}
				testId="tool-runs"
				columns={[
					adminT("tools.runs.when"),
					adminT("tools.runs.tool"),
					adminT("tools.runs.actor"),
					adminT("tools.runs.status"),
					adminT("tools.runs.result"),
				]}
			>
				{(runs) =>
					runs.map((run) => (
						<tr key={run.id} className="border-t border-gray-100 align-top">
							<td className="py-1 pr-2 whitespace-nowrap">{formatStockholmDateTime(run.createdAt)}</td>
							<td className="pr-2">
								{toolName(run.tool)}
								{facts(run.params, "tools.runs.params").map(({ label, value }) => (
									<span key={label} className="block text-xs text-gray-600">
										{label}: {String(value)}
									</span>
								))}
							</td>
							<td className="pr-2 text-gray-700">{run.actor}</td>
							<td className="pr-2">
								<StatusBadge tone={badge[run.status]}>{adminT(`tools.runs.${run.status}`)}</StatusBadge>
							</td>
							<td>
								{run.status === "failed" ? (
									<span className="text-xs text-gray-700">{run.error}</span>
								) : (
									<ul>
										{facts(run.result, "tools.runs.counts").map(({ label, value }) => (
											<li key={label}>
												{label}: {typeof value === "boolean" ? adminT(value ? "tools.runs.yes" : "tools.runs.no") : String(value)}
											</li>
										))}
									</ul>
								)}
							</td>
						</tr>
					))
				}
			</HistoryTable>
		</AdminCard>
	);
}
