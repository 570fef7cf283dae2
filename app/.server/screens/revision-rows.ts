// A revision as a line of the admin's lists (drafts, history, a job's texts): its words and links.
import { href } from "react-router";
import { adminT, adminText } from "~/i18n/admin-t";
import type { RevisionLine } from "~/lib/revision-line";
import { formatStockholmDateTime } from "~/lib/stockholm-date";
import type { EntityInfo, Revision } from "../revisions/revision-reads";

const knownTools = [
	"home-seo",
	"category-seo",
	"brand-seo",
	"optimize-descriptions",
	"daily-article",
	"generate-article",
	"internal-links",
	"fix-brand-links",
] as const;

/** Who wrote a revision, in words. */
export function authorOf(revision: Pick<Revision, "authorKind" | "authorTool" | "jobId">): string {
	if (revision.authorKind === "original") return adminT("texts.authors.original");
	if (revision.authorKind === "admin") return adminT("texts.authors.admin");
	const known = knownTools.find((tool) => tool === revision.authorTool);
	const tool = adminT(known ? `texts.tools.${known}` : "texts.tools.other");
	return revision.jobId === null
		? adminT("texts.authors.tool", { tool })
		: adminT("texts.authors.toolJob", { tool, id: revision.jobId });
}

export function fieldName(field: string): string {
	const fields = [
		"seo_text_md",
		"intro_md",
		"body_md",
		"optimized_intro_md",
		"seo_content_md",
		"description",
		"title",
		"h1",
		"excerpt",
		"meta_title",
		"meta_description",
	] as const;
	const known = fields.find((name) => name === field);
	return known ? adminT(`texts.fields.${known}`) : field;
}

export function historyPath(revision: Pick<Revision, "kind" | "entityId" | "field">): string {
	return href("/admin/texts/:kind/:entity/:field", { kind: revision.kind, entity: revision.entityId, field: revision.field });
}

/** Each revision as a line; `liveIds` marks the ones pages show now. */
export function revisionLines(
	revisions: Revision[],
	infos: Map<string, EntityInfo>,
	liveIds = new Set<number>(),
): RevisionLine[] {
	return revisions.map((revision) => {
		const info = infos.get(`${revision.kind}:${revision.entityId}`);
		const live = liveIds.has(revision.id);
		return {
			id: revision.id,
			status: revision.status,
			statusText: adminT(live ? "texts.status.live" : `texts.status.${revision.status}`),
			live,
			page: info ? adminText(info.name) : adminT("texts.gonePage"),
			locale: revision.locale,
			field: fieldName(revision.field),
			author: authorOf(revision),
			time: formatStockholmDateTime(revision.createdAt),
			restoredFrom: revision.restoredFrom,
			diffPath: href("/admin/revisions/:id", { id: String(revision.id) }),
			previewPath: href("/admin/revisions/:id/preview", { id: String(revision.id) }),
			historyPath: historyPath(revision),
			publicPath: info?.publicPath ?? null,
		};
	});
}
