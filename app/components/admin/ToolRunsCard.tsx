// The history of tool runs (issue 6): the last 20 runs with time, tool, who ran it, a status badge
// and the counts it reported, so the operator can see the effect of each run.
import type { ToolRun } from "~/.server/admin/tool-runs";
import { adminTools } from "~/i18n/messages/sv/admin-tools";
import { useT } from "~/i18n/use-locale";
import { AdminCard } from "./AdminCard";

// Which tools, params and counts have words in the catalogue (the texts themselves come from `t`).
const known = adminTools.runs;
type KnownTool = keyof typeof known.tools;

function isKnownTool(tool: string): tool is KnownTool {
	return Object.hasOwn(known.tools, tool);
}

const months = ["jan", "feb", "mar", "apr", "maj", "jun", "jul", "aug", "sep", "okt", "nov", "dec"];

/**
 * 'dd MMM yyyy HH:mm' in Stockholm time, like the daily log (SPEC §9). The log formats on the
 * server (`formatLogDate`, in a .server module a component cannot import); here both server and
 * browser format the same instant in the same fixed zone, so hydration sees the same text.
 */
export function formatRunTime(iso: string): string {
	const parts = Object.fromEntries(
		new Intl.DateTimeFormat("en-GB", {
			timeZone: "Europe/Stockholm",
			year: "numeric",
			month: "numeric",
			day: "2-digit",
			hour: "2-digit",
			minute: "2-digit",
			hourCycle: "h23",
		})
			.formatToParts(new Date(iso))
			.map((part) => [part.type, part.value]),
	);
	return `${parts.day} ${months[Number(parts.month) - 1]} ${parts.year} ${parts.hour}:${parts.minute}`;
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
			{runs === null ? (
				<p role="alert" className="text-red-700">
					{t("admin.tools.runs.loadFailed")}
				</p>
			) : runs.length === 0 ? (
				<p className="text-sm text-gray-700">{t("admin.tools.runs.empty")}</p>
			) : (
				<div className="max-h-[300px] overflow-y-auto">
					<table className="w-full text-left text-sm" data-testid="tool-runs">
						<thead>
							<tr>
								<th className="py-1">{t("admin.tools.runs.when")}</th>
								<th>{t("admin.tools.runs.tool")}</th>
								<th>{t("admin.tools.runs.actor")}</th>
								<th>{t("admin.tools.runs.status")}</th>
								<th>{t("admin.tools.runs.result")}</th>
							</tr>
						</thead>
						<tbody>
							{runs.map((run) => (
								<tr key={run.id} className="border-t border-gray-100 align-top">
									<td className="py-1 pr-2 whitespace-nowrap">{formatRunTime(run.createdAt)}</td>
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
										<span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge[run.status]}`}>
											{t(`admin.tools.runs.${run.status}`)}
										</span>
									</td>
									<td>
										{run.status === "failed" ? (
											<span className="text-xs text-gray-700">{run.error}</span>
										) : (
											<ul>
												{facts(run.result, known.counts).map(({ key, value }) => (
													<li key={key}>
														{t(`admin.tools.runs.counts.${key}`)}:{" "}
														{typeof value === "boolean"
															? t(value ? "admin.tools.runs.yes" : "admin.tools.runs.no")
															: String(value)}
													</li>
												))}
											</ul>
										)}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</AdminCard>
	);
}
