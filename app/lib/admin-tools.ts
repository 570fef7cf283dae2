// The admin tools that are one shape (ADR 053): a card on a section page whose form posts to the
// tool's own address, which also shows the card alone (where a post without JavaScript comes back
// to with its field messages). Each is one entry here (its address and title), one in the server's
// registry (app/.server/admin/tool-registry.ts: its page data and action, with its form schema) and
// one in the cards' (app/components/admin/tool-cards.tsx); the route table mounts
// routes/admin/tool.tsx at every address. Adding such a tool is one entry in each.
import type { AdminKey } from "~/i18n/admin-t";

export const adminTools = {
	categorize: { path: "tools/categorize", title: "tools.categorize.title" },
	"add-brand": { path: "tools/add-brand", title: "tools.addBrand.title" },
	"assign-categories": { path: "tools/assign-categories", title: "tools.assign.title" },
	"sync-categories": { path: "tools/sync-categories", title: "tools.sync.title" },
	"seo-categories": { path: "seo/categories", title: "seo.categories.title" },
	"seo-brands": { path: "seo/brands", title: "seo.brands.title" },
} as const satisfies Record<string, { path: string; title: AdminKey }>;

export type AdminToolId = keyof typeof adminTools;

export const adminToolIds = Object.keys(adminTools) as AdminToolId[];

/** The tool whose address is `pathname` ("/admin/tools/categorize", a trailing slash allowed). */
export function adminToolAt(pathname: string): AdminToolId | null {
	const path = pathname.replace(/\/+$/, "");
	return adminToolIds.find((id) => `/admin/${adminTools[id].path}` === path) ?? null;
}
