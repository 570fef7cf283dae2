// The server half of the admin tools' registry (app/lib/admin-tools.ts, ADR 053): for each tool, the
// data its card needs on its own page and what its form's post does — checked by the tool's zod
// schema, run with its tool-run record, answered with its toast back on its card (or, for an SEO
// run, its job page; the category assignment previews before it assigns: ADR 081). Every action
// calls requireAdmin first (session and origin).
import { data } from "react-router";
import { toolToast } from "~/components/admin/tool-toast";
import { adminT } from "~/i18n/admin-t";
import type { AdminToolId } from "~/lib/admin-tools";
import { addBrandSchema } from "~/lib/catalogue-tool-forms";
import { requireAdmin } from "../auth/require-admin";
import { getDb } from "../db/client";
import type { Db } from "../db/handle";
import { addBrand } from "./add-brand";
import { assignCategoriesAction } from "./assign-categories-action";
import { backToCard, loadCatalogueTools, runCatalogueTool } from "./catalogue-tools";
import { categorizeProducts } from "./categorize-products";
import { pagesSeoAction } from "./pages-seo-action";
import { type RecentAssignment, recentAssignments } from "./recent-assignments";
import { loadSeoCards } from "./seo";
import { syncCategories } from "./sync-categories";
import { runToolWithoutInput, toolSubmission } from "./tool-route";
import { toolRunActor } from "./tool-runs";

interface ToolServer {
	/** What the tool's card shows on the tool's own page. */
	page(db: Db): Promise<ToolPageData>;
	/** The card's post. */
	act(request: Request): Promise<unknown>;
}

export type ToolPageData =
	| { catalogueTools: Awaited<ReturnType<typeof loadCatalogueTools>>; assignments?: RecentAssignment[] | null }
	| { seo: Awaited<ReturnType<typeof loadSeoCards>> };

const catalogueToolsPage = async (db: Db): Promise<ToolPageData> => ({ catalogueTools: await loadCatalogueTools(db) });
/**
 * The catalogue tools' data with the latest assignments the assign card lists with their undo
 * (ADR 083): the assign tool's page and the catalogue section both show that card.
 */
export async function catalogueToolsWithAssignments(db: Db) {
	const [catalogueTools, assignments] = await Promise.all([loadCatalogueTools(db), recentAssignments(db)]);
	return { catalogueTools, assignments };
}
const seoCardsPage = async (db: Db): Promise<ToolPageData> => ({ seo: await loadSeoCards(db) });

export const toolServers: Record<AdminToolId, ToolServer> = {
	categorize: {
		page: catalogueToolsPage,
		async act(request) {
			const { session } = await requireAdmin(request);
			const outcome = await runToolWithoutInput(getDb(), request, "categorize", categorizeProducts);
			return backToCard(
				session,
				"categorize",
				toolToast(outcome, "categorize", (result) => adminT("tools.categorize.doneText", result)),
			);
		},
	},

	"sync-categories": {
		page: catalogueToolsPage,
		async act(request) {
			const { session } = await requireAdmin(request);
			const outcome = await runToolWithoutInput(getDb(), request, "sync-categories", syncCategories);
			return backToCard(
				session,
				"sync-categories",
				toolToast(outcome, "sync", (result) => adminT("tools.sync.doneText", result)),
			);
		},
	},

	"add-brand": {
		page: catalogueToolsPage,
		async act(request) {
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
		},
	},

	"assign-categories": { page: catalogueToolsWithAssignments, act: assignCategoriesAction },

	"seo-categories": { page: seoCardsPage, act: (request) => pagesSeoAction(request, "category") },

	"seo-brands": { page: seoCardsPage, act: (request) => pagesSeoAction(request, "brand") },
};
