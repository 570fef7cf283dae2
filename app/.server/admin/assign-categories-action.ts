// The assign-categories card's posts (ADR 081), plain forms without JavaScript: the card's own post
// previews (how many products would get a category, the first of them) and changes nothing; the
// preview's "Tilldela" posts the same fields back with the count and fingerprint it showed, and
// only that post assigns — exactly the previewed products, or nothing and a fresh preview when
// the match has changed since. A listed assignment's "Ångra" posts here too (intent "undo", ADR 083).
import { data } from "react-router";
import { toolToast } from "~/components/admin/tool-toast";
import { adminT } from "~/i18n/admin-t";
import { type AssignCategoriesForm, assignCategoriesFields, assignCategoriesSchema } from "~/lib/catalogue-tool-forms";
import { requireAdmin } from "../auth/require-admin";
import { getDb } from "../db/client";
import { log } from "../log";
import {
	AssignCategoriesInputError,
	type AssignmentPreview,
	assignCategories,
	type PreviewedAssignment,
	previewAssignment,
} from "./assign-categories";
import { backToCard, runCatalogueTool } from "./catalogue-tools";
import { toolForm, toolFormSubmission } from "./tool-route";
import { toolRunActor } from "./tool-runs";
import { undoAssignmentAction } from "./undo-assignment-action";

/** A preview as its card shows it: with the fields its confirming post sends back. */
export type ShownAssignmentPreview = AssignmentPreview & { fields: [string, string][] };

/** What a preview's confirming post carries back, or null when it is not whole. */
function previewedOf(form: FormData): PreviewedAssignment | null {
	const count = Number(form.get("previewCount"));
	const fingerprint = form.get("fingerprint");
	if (!Number.isSafeInteger(count) || count < 0 || typeof fingerprint !== "string" || !/^[0-9a-f]{64}$/.test(fingerprint)) {
		return null;
	}
	return { count, fingerprint };
}

/** A refusal on the form: the field or form message its reason words. */
function refusalErrors(error: AssignCategoriesInputError, previewed: PreviewedAssignment | null) {
	if (error.reason === "parentRequired") return { fieldErrors: { parentSlug: [adminT("tools.assign.parentRequired")] } };
	if (error.reason === "chooseCategory") return { formErrors: [adminT("tools.assign.chooseCategory")] };
	return { formErrors: [adminT("tools.assign.matchChanged", { before: previewed?.count ?? 0, now: error.count ?? 0 })] };
}

/** The preview, or the refusal it met (null for a failure, already logged). */
async function preview(input: AssignCategoriesForm): Promise<ShownAssignmentPreview | AssignCategoriesInputError | null> {
	try {
		return { ...(await previewAssignment(getDb(), input)), fields: assignCategoriesFields(input) };
	} catch (error) {
		if (error instanceof AssignCategoriesInputError) return error;
		log.error("previewing a category assignment failed", error);
		return null;
	}
}

export async function assignCategoriesAction(request: Request) {
	const { session, headers } = await requireAdmin(request);
	const form = await toolForm(request);
	if (form.get("intent") === "undo") return undoAssignmentAction(request, session, form);
	const submission = toolFormSubmission(form, assignCategoriesSchema);
	if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers });
	const input = submission.value;
	const failed = () =>
		backToCard(
			session,
			"assign-categories",
			toolToast({ ok: false }, "assign", () => ""),
		);

	if (form.get("intent") !== "confirm") {
		const shown = await preview(input);
		if (shown === null) return failed();
		if (shown instanceof AssignCategoriesInputError) {
			return data({ result: submission.reply(refusalErrors(shown, null)) }, { status: 400, headers });
		}
		return data({ result: submission.reply(), preview: shown }, { headers });
	}

	const previewed = previewedOf(form);
	if (!previewed) {
		return data({ result: submission.reply({ formErrors: [adminT("tools.assign.previewFirst")] }) }, { status: 400, headers });
	}
	const actor = toolRunActor(request);
	const outcome = await runCatalogueTool(getDb(), "assign-categories", {
		actor,
		params: { ...input },
		run: (tx) => assignCategories(tx, input, previewed, actor),
		refuses: (error) => error instanceof AssignCategoriesInputError,
	});
	if (!outcome.ok && outcome.refused instanceof AssignCategoriesInputError) {
		const result = submission.reply(refusalErrors(outcome.refused, previewed));
		if (outcome.refused.reason !== "matchChanged") return data({ result }, { status: 400, headers });
		// Nothing was assigned: what matches now, to look at and confirm instead.
		const again = await preview(input);
		if (again === null) return failed();
		return data({ result, preview: again instanceof AssignCategoriesInputError ? undefined : again }, { status: 409, headers });
	}
	const toast = toolToast(outcome, "assign", (result) => {
		const done = adminT(result.categoryCreated ? "tools.assign.doneCreated" : "tools.assign.doneText", result);
		// The card lists it with its "Ångra" (ADR 083); an assignment that changed no product has none.
		return result.assignmentId === null ? done : `${done} ${adminT("tools.assign.undoHint")}`;
	});
	return backToCard(session, "assign-categories", toast);
}
