// A revision's page (ADR 042, 050): the revision, the one it is compared with (asked for by
// `?against=`, else the text it would replace or replaced), their word diff, and what the admin
// may do with it.
import { adminT } from "~/i18n/admin-t";
import { diffCounts, wordDiff } from "~/lib/word-diff";
import { getDb } from "../db/client";
import { entityInfo, findRevision, liveRevisionId, type Revision, revisionIdParam } from "../revisions/revision-reads";
import { revisionLines } from "./revision-rows";

function sameField(a: Revision, b: Revision): boolean {
	return a.kind === b.kind && a.entityId === b.entityId && a.field === b.field;
}

export async function loadRevisionPage(rawId: string | undefined, params: URLSearchParams) {
	const db = getDb();
	const id = revisionIdParam(rawId);
	const revision = id ? await findRevision(db, id) : null;
	if (!revision) return null;
	const live = await liveRevisionId(db, revision);
	const asked = revisionIdParam(params.get("against"));
	let against = asked ? await findRevision(db, asked) : null;
	if (against && !sameField(against, revision)) against = null;
	if (!against) {
		// A draft against the text it would replace; a published revision against the one it replaced.
		const fallback = revision.status === "published" ? revision.base : live;
		against = fallback && fallback !== revision.id ? await findRevision(db, fallback) : null;
	}
	const parts = wordDiff(against?.body ?? "", revision.body ?? "");
	const infos = await entityInfo(db, [revision]);
	const liveIds = new Set(live === null ? [] : [live]);
	const [line] = revisionLines([revision], infos, liveIds);
	const [againstLine] = against ? revisionLines([against], infos, liveIds) : [];
	return {
		revision: line as NonNullable<typeof line>,
		body: revision.body ?? "",
		against: againstLine ?? null,
		parts,
		counts: diffCounts(parts),
		canDecide: revision.status === "draft",
		/** A draft whose base is no longer live: publishing it is refused, restoring it is not. */
		stale: revision.status === "draft" && revision.base !== live,
		canRestore: revision.id !== live,
		title: adminT("texts.revision.title", {
			id: revision.id,
			field: line?.field ?? revision.field,
			page: line?.page ?? "",
		}),
	};
}
