// What the routes of the admin tools share (/admin/tools/… and /admin/seo/…): each tool also has
// a page of its own showing just its card, where a post without JavaScript comes back to with its
// field messages; a tool's form is checked by the same zod schema the browser uses; and a finished
// run goes back to its card on the admin page with SPEC §8's toast.
// The routes call `requireAdmin` themselves, first thing, and hand its answer in.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { adminMessages } from "~/i18n/messages/admin";
import { fillIn } from "~/lib/fill-in";
import type { AdminContext } from "../auth/require-admin";
import { getSql } from "../db/client";
import type { SqlClient } from "../db/sql-client";
import { backToCard, type CatalogueTool, loadCatalogueTools, runCatalogueTool, type ToolOutcome } from "./catalogue-tools";
import { loadSeoCards } from "./seo";
import { toolRunActor } from "./tool-runs";

/** A catalogue tool's own page: the data its card shows on the admin page. */
export async function catalogueToolPage({ headers }: AdminContext) {
	return data({ catalogueTools: await loadCatalogueTools() }, { headers });
}

/** An SEO card's own page: the data the SEO cards show on the admin page. */
export async function seoCardPage({ headers }: AdminContext) {
	return data({ seo: await loadSeoCards() }, { headers });
}

/** A tool's posted form, checked by its schema (the schemas read the raw strings themselves). */
export async function toolSubmission<Schema extends z.ZodType>(request: Request, schema: Schema) {
	const form = await request.formData().catch(() => new FormData());
	return parseWithZod(form, { schema, disableAutoCoercion: true });
}

/** A tool's words for its toasts (admin.tools.<tool>.…). */
interface ToolToastText {
	done: string;
	doneText: string;
	failed: string;
}

/** Back to the tool's card: "done" with the run's counts filled in, or the tool's failure. */
export function reportToolRun<R extends object>(
	{ session }: AdminContext,
	tool: CatalogueTool,
	outcome: ToolOutcome<R>,
	text: ToolToastText,
	// By default the text names the run's counts ({{updated}} …); a tool's result is plain counts and names.
	doneText: (result: R) => string = (result) => fillIn(text.doneText, { ...result } as Record<string, string | number>),
) {
	return backToCard(
		session,
		tool,
		outcome.ok
			? { kind: "success", title: text.done, text: doneText(outcome.result) }
			: { kind: "error", title: adminMessages.errorTitle, text: text.failed },
	);
}

/** A tool that takes no input (its card is just a button): run it and go back to its card. */
export async function runToolWithoutInput<R extends object>(
	request: Request,
	admin: AdminContext,
	tool: CatalogueTool,
	run: (tx: SqlClient) => Promise<R>,
	text: ToolToastText,
) {
	const outcome = await runCatalogueTool(getSql(), tool, { actor: toolRunActor(request), params: {}, run });
	return reportToolRun(admin, tool, outcome, text);
}
