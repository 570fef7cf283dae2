// "Assign categories": the card's form posts here. Invalid input comes back to
// this page, which shows the card with the messages on the fields (the way it works without
// JavaScript; with it, the same schema answers in the browser first). A valid run redirects to the
// admin page with the counts, or the failure toast.
import { data } from "react-router";
import { AssignCategoriesInputError, assignCategories } from "~/.server/admin/assign-categories";
import { backToCard, runCatalogueTool } from "~/.server/admin/catalogue-tools";
import { catalogueToolPage, toolSubmission } from "~/.server/admin/tool-route";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { getDb } from "~/.server/db/client";
import { AssignCategoriesCard } from "~/components/admin/CatalogueToolsCards";
import { toolToast } from "~/components/admin/tool-toast";
import { adminT } from "~/i18n/admin-t";
import { assignCategoriesSchema } from "~/lib/catalogue-tool-forms";
import type { Route } from "./+types/tools-assign-categories";

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	return catalogueToolPage(db, await requireAdmin(request));
}

export async function action({ request }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const submission = await toolSubmission(request, assignCategoriesSchema);
	if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
	const input = submission.value;
	const outcome = await runCatalogueTool(getDb(), "assign-categories", {
		actor: toolRunActor(request),
		params: { ...input },
		run: (tx) => assignCategories(tx, input),
		refuses: (error) => error instanceof AssignCategoriesInputError,
	});
	if (!outcome.ok && outcome.refused instanceof AssignCategoriesInputError) {
		const errors =
			outcome.refused.reason === "parentRequired"
				? { fieldErrors: { parentSlug: [adminT("tools.assign.parentRequired")] } }
				: { formErrors: [adminT("tools.assign.chooseCategory")] };
		return data({ result: submission.reply(errors) }, { status: 400 });
	}
	const toast = toolToast(outcome, "assign", (result) =>
		adminT(result.categoryCreated ? "tools.assign.doneCreated" : "tools.assign.doneText", result),
	);
	return backToCard(session, "assign-categories", toast);
}

export const meta: Route.MetaFunction = () => [
	{ title: `${adminT("tools.assign.title")} – Admin` },
	{ name: "robots", content: "noindex" },
];

export default function AssignCategoriesPage({ loaderData, actionData }: Route.ComponentProps) {
	return <AssignCategoriesCard data={loaderData.catalogueTools} lastResult={actionData?.result} />;
}
