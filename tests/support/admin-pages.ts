// Every admin section (ADR 053) and the page the sections added beyond them (a feed's delete
// confirmation, a retailer's shipping page), for the checks that look at every admin page (axe-core,
// the Nu HTML Checker, the cache policy). The feed and the retailer are found the way the operator
// finds them: the first delete link and the first shipping link in the feeds section.
import { adminSectionIds, adminSectionPaths } from "../../app/lib/admin-sections";

/** The paths, given `readPage` that answers a path's HTML with an admin session. */
export async function adminPages(readPage: (path: string) => Promise<string>): Promise<string[]> {
	const sections = adminSectionIds.map((id) => adminSectionPaths[id]);
	const feeds = await readPage(adminSectionPaths.feeds);
	const feedDelete = feeds.match(/href="(\/admin\/feeds\/[0-9a-f-]{36}\/delete)"/)?.[1];
	if (!feedDelete) throw new Error("no feed delete link in the feeds section");
	const retailerShipping = feeds.match(/href="(\/admin\/retailers\/[0-9a-f-]{36})"/)?.[1];
	if (!retailerShipping) throw new Error("no retailer shipping link in the feeds section");
	return [...sections, feedDelete, retailerShipping];
}
