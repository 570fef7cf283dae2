// Every admin section (ADR 053) and the pages reached from them that have no tool of their own to
// test them, for the checks that look at every admin page (axe-core, the Nu HTML Checker, the cache
// policy). A feed's pages are found the way the operator finds them: the first feed's links in the
// feeds section.
import { adminSectionIds, adminSectionPaths } from "../../app/lib/admin-sections";

/** The paths, given `readPage` that answers a path's HTML with an admin session. */
export async function adminPages(readPage: (path: string) => Promise<string>): Promise<string[]> {
	const sections = adminSectionIds.map((id) => adminSectionPaths[id]);
	const feeds = await readPage(adminSectionPaths.feeds);
	const feedPages = ["edit", "delete"].map((kind) => {
		const pattern = kind === "edit" ? /href="(\/admin\/feeds\/[0-9a-f-]{36})"/ : /href="(\/admin\/feeds\/[0-9a-f-]{36}\/delete)"/;
		const path = feeds.match(pattern)?.[1];
		if (!path) throw new Error(`no feed ${kind} link in the feeds section`);
		return path;
	});
	return [...sections, ...feedPages];
}
