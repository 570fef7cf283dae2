// "Sync categories": a plain form post from the admin page's card.
// The run and its history line share one transaction; the toast reports the counts or the failure.

import { backToCard } from "~/.server/admin/catalogue-tools";
import { syncCategories } from "~/.server/admin/sync-categories";
import { catalogueToolPage, runToolWithoutInput } from "~/.server/admin/tool-route";
import { requireAdmin } from "~/.server/auth/require-admin";
import { getDb } from "~/.server/db/client";
import { SyncCategoriesCard } from "~/components/admin/CatalogueToolsCards";
import { toolToast } from "~/components/admin/tool-toast";
import { adminT } from "~/i18n/admin-t";
import type { Route } from "./+types/tools-sync-categories";

/** The tool on a page of its own (where a form post without JavaScript can come back to). */
export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	return catalogueToolPage(db, await requireAdmin(request));
}

export async function action({ request }: Route.ActionArgs) {
	const db = getDb();
	const { session } = await requireAdmin(request);
	const outcome = await runToolWithoutInput(db, request, "sync-categories", syncCategories);
	return backToCard(
		session,
		"sync-categories",
		toolToast(outcome, "sync", (result) => adminT("tools.sync.doneText", result)),
	);
}

export const meta: Route.MetaFunction = () => [
	{ title: `${adminT("tools.sync.title")} – Admin` },
	{ name: "robots", content: "noindex" },
];

export default function SyncCategoriesPage({ loaderData }: Route.ComponentProps) {
	return <SyncCategoriesCard data={loaderData.catalogueTools} />;
}
