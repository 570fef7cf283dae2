// What the admin tools' actions share (the registry: ./tool-registry.ts): a tool's form is checked
// by the same zod schema the browser uses, and a tool without input is run with its tool-run
// record. A finished run goes back to its card (backToCard) with the toast its entry words.
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { Db } from "../db/handle";
import { type CatalogueTool, runCatalogueTool, type ToolOutcome } from "./catalogue-tools";
import { toolRunActor } from "./tool-runs";

/** A tool's posted form, checked by its schema (the schemas read the raw strings themselves). */
export async function toolSubmission<Schema extends z.ZodType>(request: Request, schema: Schema) {
	return toolFormSubmission(await toolForm(request), schema);
}

/** A tool's posted form as it came (an unreadable body is an empty form). */
export function toolForm(request: Request): Promise<FormData> {
	return request.formData().catch(() => new FormData());
}

/** A form already read, checked by its schema: for a tool that reads more of its post than the schema's fields. */
export function toolFormSubmission<Schema extends z.ZodType>(form: FormData, schema: Schema) {
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
