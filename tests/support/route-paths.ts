// Every path pattern of the app's route table (app/routes.ts), both languages and the admin area, so
// a test that must reach every route follows the table as it grows.
import routes from "~/routes";

type Entry = { path?: string; index?: boolean; children?: Entry[] };

function paths(entries: Entry[], parent = ""): string[] {
	return entries.flatMap((entry) => {
		const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
		const own = entry.index || !entry.children ? [full] : [];
		return [...own, ...paths(entry.children ?? [], full)];
	});
}

/** "/", "/kategorier/:slug", "/no/produkter/:slug", "/admin", "/admin/jobs/:id" … (not the 404 catch-all). */
export function routePatterns(): string[] {
	return [...new Set(paths(routes as Entry[]))].filter((path) => path !== "/*" && path !== "*");
}
