import type { ToolOutcome } from "~/.server/admin/catalogue-tools";
import { adminT } from "~/i18n/admin-t";
import type { Flash } from "~/lib/flash";

/** A catalogue tool's words in the admin catalogue (tools.<words>.…). */
export type ToolWords = "categorize" | "sync" | "addBrand" | "assign";

/** The toast after a tool's run: "done" with what `doneText` says of the result, or the tool's failure. */
export function toolToast<R>(outcome: ToolOutcome<R>, words: ToolWords, doneText: (result: R) => string): Flash {
	return outcome.ok
		? { kind: "success", title: adminT(`tools.${words}.done`), text: doneText(outcome.result) }
		: { kind: "error", title: adminT("errorTitle"), text: adminT(`tools.${words}.failed`) };
}
