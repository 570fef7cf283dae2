// Every admin section (ADR 053) and the page the sections added beyond them (a feed's delete
// confirmation), for the checks that look at every admin page (axe-core, the Nu HTML Checker, the
// cache policy). The feed is found the way the operator finds it: the first delete link in the
// feeds section.
import { adminSectionIds, adminSectionPaths } from "../../app/lib/admin-sections";

/** The paths, given `readPage` that answers a path's HTML with an admin session. */
export async function adminPages(readPage: (path: string) => Promise<string>): Promise<string[]> {
	const sections = adminSectionIds.map((id) => adminSectionPaths[id]);
	const feedDelete = (await readPage(adminSectionPaths.feeds)).match(/href="(\/admin\/feeds\/[0-9a-f-]{36}\/delete)"/)?.[1];
	if (!feedDelete) throw new Error("no feed delete link in the feeds section");
	return [...sections, feedDelete];
}
