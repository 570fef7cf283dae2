// The drafts page's query module (ADR 042, 051): the drafts waiting, all or one job's, as lines.
import { getDb } from "../db/client";
import { entityInfo, listDrafts, revisionIdParam } from "../revisions/revision-reads";
import { revisionLines } from "./revision-rows";

/** Drafts the page lists at once; "publish all" takes every one counted, listed or not. */
export const draftsShown = 200;

export async function loadDraftsPage(params: URLSearchParams) {
	const db = getDb();
	const jobId = revisionIdParam(params.get("job"));
	// `upTo`: the highest draft id the count saw, which the page's "all" buttons post (ADR 081).
	const { drafts, total, upTo } = await listDrafts(db, jobId, draftsShown);
	const infos = await entityInfo(db, drafts);
	return { jobId, total, upTo, drafts: revisionLines(drafts, infos) };
}
