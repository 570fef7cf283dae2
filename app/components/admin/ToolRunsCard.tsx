// The history of tool runs (issue 6): the last 20 runs with time, tool, who ran it, a status badge
// and the counts it reported, so the operator can see the effect of each run.
import type { ToolRun } from "~/.server/admin/tool-runs";
import { adminTools } from "~/i18n/messages/sv/admin-tools";
import { useT } from "~/i18n/use-locale";
import { formatStockholmDateTime } from "~/lib/stockholm-date";
import { AdminCard } from "./AdminCard";
import { HistoryTable } from "./HistoryTable";
import { StatusBadge } from "./StatusBadge";

// Which tools, params and counts have words in the catalogue (the texts themselves come from `t`).
const known = adminTools.runs;
type KnownTool = keyof typeof known.tools;

function isKnownTool(tool: string): tool is KnownTool {
	return Object.hasOwn(known.tools, tool);
}

const badge: Record<ToolRun["status"], string> = {
	succeeded: "bg-green-100 text-green-900",
	failed: "bg-red-100 text-red-900",
};

/** The plain facts of a record (numbers, yes/no, short words) that have a label, in the catalogue's order. */
function facts<K extends string>(
	record: Record<string, unknown> | null,
	labels: Record<K, string>,
): { key: K; value: string | number | boolean }[] {
	if (!record) return [];
	return (Object.keys(labels) as K[]).flatMap((key): { key: K; value: string | number | boolean }[] => {
		const value = record[key];
		if (typeof value === "number" || typeof value === "boolean") return [{ key, value }];
		if (typeof value === "string" && value !== "" && value.length <= 80) return [{ key, value }];
		return [];
	});
}

export function ToolRunsCard({ runs }: { runs: ToolRun[] | null }) {
	const t = useT();
	// A tool added later without words in the catalogue still shows, by its id.
	const toolName = (tool: string) => (isKnownTool(tool) ? t(`admin.tools.runs.tools.${tool}`) : tool);
	return (
		<AdminCard id="tool-runs" title={t("admin.tools.runs.title")} description={t("admin.tools.runs.description")}>
			<HistoryTable
				items={runs}
				failed={t("admin.tools.runs.loadFailed")}
				empty={t("admin.tools.runs.empty")}
				testId="tool-runs"
				columns={[
					t("admin.tools.runs.when"),
					t("admin.tools.runs.tool"),
					t("admin.tools.runs.actor"),
					t("admin.tools.runs.status"),
					t("admin.tools.runs.result"),
				]}
			>
				{(runs) =>
					runs.map((run) => (
						<tr key={run.id} className="border-t border-gray-100 align-top">
							<td className="py-1 pr-2 whitespace-nowrap">{formatStockholmDateTime(run.createdAt)}</td>
							<td className="pr-2">
								{toolName(run.tool)}
								{facts(run.params, known.params).map(({ key, value }) => (
									<span key={key} className="block text-xs text-gray-600">
										{t(`admin.tools.runs.params.${key}`)}: {String(value)}
									</span>
								))}
							</td>
							<td className="pr-2 text-gray-700">{run.actor}</td>
							<td className="pr-2">
								<StatusBadge tone={badge[run.status]}>{t(`admin.tools.runs.${run.status}`)}</StatusBadge>
							</td>
							<td>
								{run.status === "failed" ? (
									<span className="text-xs text-gray-700">{run.error}</span>
								) : (
									<ul>
										{facts(run.result, known.counts).map(({ key, value }) => (
											<li key={key}>
												{t(`admin.tools.runs.counts.${key}`)}:{" "}
												{typeof value === "boolean" ? t(value ? "admin.tools.runs.yes" : "admin.tools.runs.no") : String(value)}
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
