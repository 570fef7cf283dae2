// "Assign categories" (SPEC §5, §7, §8): the card's form posts here. Invalid input comes back to
// this page, which shows the card with SPEC's messages on the fields (the way it works without
// JavaScript; with it, the same schema answers in the browser first). A valid run redirects to the
// admin page with the counts, or SPEC's failure toast.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { AssignCategoriesInputError, assignCategories } from "~/.server/admin/assign-categories";
import { backToCard, fillIn, loadCatalogueTools, runCatalogueTool } from "~/.server/admin/catalogue-tools";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { getSql } from "~/.server/db/client";
import { AssignCategoriesCard } from "~/components/admin/CatalogueToolsCards";
import { messages } from "~/i18n/messages";
import { assignCategoriesSchema } from "~/lib/catalogue-tool-forms";
import type { Route } from "./+types/tools-assign-categories";

const text = messages.sv.admin.tools.assign;

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	return data({ catalogueTools: await loadCatalogueTools() }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const submission = parseWithZod(form, { schema: assignCategoriesSchema, disableAutoCoercion: true });
	if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
	const input = submission.value;
	const outcome = await runCatalogueTool(getSql(), "assign-categories", {
		actor: toolRunActor(request),
		params: { ...input },
		run: (tx) => assignCategories(tx, input),
		refuses: (error) => error instanceof AssignCategoriesInputError,
	});
	if (!outcome.ok && outcome.refused instanceof AssignCategoriesInputError) {
		const errors =
			outcome.refused.reason === "parentRequired"
				? { fieldErrors: { parentSlug: [text.parentRequired] } }
				: { formErrors: [text.chooseCategory] };
		return data({ result: submission.reply(errors) }, { status: 400 });
	}
	return backToCard(
		session,
		"assign-categories",
		outcome.ok
			? {
					kind: "success",
					title: text.done,
					text: fillIn(outcome.result.categoryCreated ? text.doneCreated : text.doneText, {
						productsUpdated: outcome.result.productsUpdated,
					}),
				}
			: { kind: "error", title: messages.sv.admin.errorTitle, text: text.failed },
	);
}

export const meta: Route.MetaFunction = () => [{ title: `${text.title} – Admin` }, { name: "robots", content: "noindex" }];

export default function AssignCategoriesPage({ loaderData, actionData }: Route.ComponentProps) {
	return <AssignCategoriesCard data={loaderData.catalogueTools} lastResult={actionData?.result} />;
}
