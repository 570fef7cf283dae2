// The "Ångra" post of a listed category assignment (ADR 083): a plain form on the assign tool's card,
// posted to the tool's route with intent "undo" and the assignment's id. It answers back on the card
// with a toast: how many products changed, that a created category stays, or why nothing changed.
import { adminT } from "~/i18n/admin-t";
import type { Flash } from "~/lib/flash";
import type { AdminSession } from "../auth/session";
import { invalidateCaches } from "../cache";
import { getDb } from "../db/client";
import { log } from "../log";
import { backToCard } from "./catalogue-tools";
import { toolRunActor } from "./tool-runs";
import { type UndoOutcome, undoAssignment } from "./undo-assignment";

/** The posted id, or null when it cannot be one (an id is a positive bigint; 15 digits stay exact in JS). */
export function assignmentIdOf(form: FormData): number | null {
	const raw = form.get("assignment");
	if (typeof raw !== "string" || !/^[1-9]\d{0,14}$/.test(raw)) return null;
	return Number(raw);
}

function toast(outcome: UndoOutcome | null): Flash {
	if (outcome === null) return { kind: "error", title: adminT("errorTitle"), text: adminT("tools.assign.undo.failed") };
	if (outcome.status === "unknown") {
		return { kind: "error", title: adminT("errorTitle"), text: adminT("tools.assign.undo.unknown") };
	}
	if (outcome.status === "alreadyUndone") {
		return {
			kind: "info",
			title: adminT("tools.assign.undo.alreadyTitle"),
			text: adminT("tools.assign.undo.already", { term: outcome.searchTerm }),
		};
	}
	const text = adminT(outcome.productsRestored === 1 ? "tools.assign.undo.doneOne" : "tools.assign.undo.doneText", {
		n: outcome.productsRestored,
		term: outcome.searchTerm,
	});
	return {
		kind: "success",
		title: adminT("tools.assign.undo.done"),
		text: outcome.categoryCreated ? `${text} ${adminT("tools.assign.undo.categoryKept")}` : text,
	};
}

/** Called by the assign tool's action after requireAdmin (session and origin), with its form. */
export async function undoAssignmentAction(request: Request, session: AdminSession, form: FormData): Promise<Response> {
	const id = assignmentIdOf(form);
	let outcome: UndoOutcome | null = { status: "unknown" };
	if (id !== null) {
		try {
			outcome = await undoAssignment(getDb(), id, toolRunActor(request));
			if (outcome.status === "undone") invalidateCaches();
		} catch (error) {
			log.error("undoing a category assignment failed", error, { assignment: id });
			outcome = null;
		}
	}
	return backToCard(session, "assign-categories", toast(outcome));
}
