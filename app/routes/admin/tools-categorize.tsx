// "Categorise products" (SPEC §2 further tools, §7, §8): a plain form post from the admin page's card.
// The run and its history line share one transaction; the toast reports the counts or SPEC's failure.
import { data } from "react-router";
import { backToCard, fillIn, loadCatalogueTools, runCatalogueTool } from "~/.server/admin/catalogue-tools";
import { categorizeProducts } from "~/.server/admin/categorize-products";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { getSql } from "~/.server/db/client";
import { CategorizeCard } from "~/components/admin/CatalogueToolsCards";
import { messages } from "~/i18n/messages";
import type { Route } from "./+types/tools-categorize";

const text = messages.sv.admin.tools.categorize;

/** The tool on a page of its own (where a form post without JavaScript can come back to). */
export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	return data({ catalogueTools: await loadCatalogueTools() }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const outcome = await runCatalogueTool(getSql(), "categorize", {
		actor: toolRunActor(request),
		params: {},
		run: (tx) => categorizeProducts(tx),
	});
	return backToCard(
		session,
		"categorize",
		outcome.ok
			? { kind: "success", title: text.done, text: fillIn(text.doneText, { ...outcome.result }) }
			: { kind: "error", title: messages.sv.admin.errorTitle, text: text.failed },
	);
}

export const meta: Route.MetaFunction = () => [{ title: `${text.title} – Admin` }, { name: "robots", content: "noindex" }];

export default function CategorizePage({ loaderData }: Route.ComponentProps) {
	return <CategorizeCard data={loaderData.catalogueTools} />;
}
