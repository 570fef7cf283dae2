// A text field's history page (ADR 042, 050): every revision, newest first, which one is live,
// and the two versions the compare form picks (`?from=&to=`), diffed.
import { adminT, adminText } from "~/i18n/admin-t";
import { diffCounts, wordDiff } from "~/lib/word-diff";
import { getDb } from "../db/client";
import { entityInfo, fieldHistory, liveRevisionId, revisionIdParam } from "../revisions/revision-reads";
import { textKeyOf } from "../revisions/text-fields";
import { fieldName, revisionLines } from "./revision-rows";

export async function loadTextHistoryPage(params: { kind?: string; entity?: string; field?: string }, search: URLSearchParams) {
	const key = textKeyOf(params.kind, params.entity, params.field);
	if (!key) return null;
	const db = getDb();
	const [revisions, live, infos] = await Promise.all([fieldHistory(db, key), liveRevisionId(db, key), entityInfo(db, [key])]);
	const info = infos.get(`${key.kind}:${key.entityId}`);
	if (!info?.exists && revisions.length === 0) return null;
	const from = revisions.find((revision) => revision.id === revisionIdParam(search.get("from")));
	const to = revisions.find((revision) => revision.id === revisionIdParam(search.get("to")));
	const parts = from && to ? wordDiff(from.body ?? "", to.body ?? "") : null;
	return {
		title: adminT("texts.history.title", { field: fieldName(key.field), page: info ? adminText(info.name) : "" }),
		publicPath: info?.publicPath ?? null,
		lines: revisionLines(revisions, infos, new Set(live === null ? [] : [live])),
		compare: parts ? { from: from?.id ?? 0, to: to?.id ?? 0, parts, counts: diffCounts(parts) } : null,
	};
}
