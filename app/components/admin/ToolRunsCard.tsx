// Placeholder: the history of tool runs.
import type { ToolRun } from "~/.server/admin/tool-runs";

export function ToolRunsCard(_props: { runs: ToolRun[] | null }) {
	return null;
}
