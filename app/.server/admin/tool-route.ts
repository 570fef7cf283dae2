// What the routes of the admin tools share (/admin/tools/… and /admin/seo/…): each tool also has
// a page of its own showing just its card, where a post without JavaScript comes back to with its
// field messages; a tool's form is checked by the same zod schema the browser uses; and a finished
// run goes back to its card on the admin page (backToCard) with the toast its route words.
// The routes call `requireAdmin` themselves, first thing, and hand its answer in.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { AdminContext } from "../auth/require-admin";
import type { Db } from "../db/handle";
import { type CatalogueTool, loadCatalogueTools, runCatalogueTool, type ToolOutcome } from "./catalogue-tools";
import { loadSeoCards } from "./seo";
import { toolRunActor } from "./tool-runs";

/** A catalogue tool's own page: the data its card shows on the admin page. */
export async function catalogueToolPage(db: Db, { headers }: AdminContext) {
	return data({ catalogueTools: await loadCatalogueTools(db) }, { headers });
}

/** An SEO card's own page: the data the SEO cards show on the admin page. */
export async function seoCardPage(db: Db, { headers }: AdminContext) {
	return data({ seo: await loadSeoCards(db) }, { headers });
}

/** A tool's posted form, checked by its schema (the schemas read the raw strings themselves). */
export async function toolSubmission<Schema extends z.ZodType>(request: Request, schema: Schema) {
	const form = await request.formData().catch(() => new FormData());
	return parseWithZod(form, { schema, disableAutoCoercion: true });
}

/** A tool that takes no input (its card is just a button): run it; its route words the outcome. */
export function runToolWithoutInput<R extends object>(
	db: Db,
	request: Request,
	tool: CatalogueTool,
	run: (tx: Db) => Promise<R>,
): Promise<ToolOutcome<R>> {
	return runCatalogueTool(db, tool, { actor: toolRunActor(request), params: {}, run });
}
