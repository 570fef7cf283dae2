// "Add brand": the card's form posts here. Invalid input comes back to this page,
// which shows the card with the message on the field (the way it works without JavaScript; with
// it, the same schema answers in the browser first). A valid run redirects to the admin page with
// the counts, or the failure toast.
import { data } from "react-router";
import { addBrand } from "~/.server/admin/add-brand";
import { backToCard, runCatalogueTool } from "~/.server/admin/catalogue-tools";
import { catalogueToolPage, toolSubmission } from "~/.server/admin/tool-route";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { getDb } from "~/.server/db/client";
import { AddBrandCard } from "~/components/admin/CatalogueToolsCards";
import { toolToast } from "~/components/admin/tool-toast";
import { adminT } from "~/i18n/admin-t";
import { addBrandSchema } from "~/lib/catalogue-tool-forms";
import type { Route } from "./+types/tools-add-brand";

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	return catalogueToolPage(db, await requireAdmin(request));
}

export async function action({ request }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const submission = await toolSubmission(request, addBrandSchema);
	if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
	const { brandName } = submission.value;
	const outcome = await runCatalogueTool(getDb(), "add-brand", {
		actor: toolRunActor(request),
		params: { brandName },
		run: (tx) => addBrand(tx, brandName),
	});
	return backToCard(
		session,
		"add-brand",
		toolToast(outcome, "addBrand", (result) => adminT("tools.addBrand.doneText", result)),
	);
}

export const meta: Route.MetaFunction = () => [
	{ title: `${adminT("tools.addBrand.title")} – Admin` },
	{ name: "robots", content: "noindex" },
];

export default function AddBrandPage({ loaderData, actionData }: Route.ComponentProps) {
	return <AddBrandCard data={loaderData.catalogueTools} lastResult={actionData?.result} />;
}
