// The feed edit page's query module (ADR 042): the stored feed, and what its form offers to choose
// from (the retailers and the bundled feed files).

import { findFeed } from "../admin/edit-feed";
import { bundledFeedFiles, listRetailers } from "../admin/feeds";
import { getDb } from "../db/client";

/** The page's data, or null when `id` names no feed (malformed ids included). */
export async function loadFeedEditPage(id: string) {
	const db = getDb();
	const feed = await findFeed(db, id);
	if (!feed) return null;
	const [retailers, bundledFiles] = await Promise.all([listRetailers(db), bundledFeedFiles()]);
	return { feed, retailers, bundledFiles };
}
