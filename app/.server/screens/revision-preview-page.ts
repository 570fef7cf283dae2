// A revision's preview (ADR 042, 051): the page's texts as visitors would see them with this
// revision in place of its field, rendered by the public pages' own Markdown renderer, chosen the
// way the public pages choose (the optimised intro before the intro, the SEO text before the body).
import { adminT, adminText } from "~/i18n/admin-t";
import { getDb } from "../db/client";
import { renderMarkdown } from "../markdown";
import { entityInfo, findRevision, liveRevisionId, revisionIdParam } from "../revisions/revision-reads";
import { revisionLines } from "./revision-rows";

export async function loadRevisionPreview(rawId: string | undefined) {
	const db = getDb();
	const id = revisionIdParam(rawId);
	const revision = id ? await findRevision(db, id) : null;
	if (!revision) return null;
	const [infos, live] = await Promise.all([entityInfo(db, [revision]), liveRevisionId(db, revision)]);
	const info = infos.get(`${revision.kind}:${revision.entityId}`);
	const texts: Record<string, string | null> = { ...(info?.texts ?? {}), [revision.field]: revision.body };
	const [line] = revisionLines([revision], infos, new Set(live === null ? [] : [live]));
	const name = info ? adminText(info.name) : "";
	const locale = revision.locale;
	const blocks = (() => {
		switch (revision.kind) {
			case "home":
				return { heading: null, introHtml: null, longHtml: renderMarkdown(texts.seo_text_md, locale) };
			case "category":
			case "brand":
				return {
					heading: name,
					introHtml: renderMarkdown(texts.optimized_intro_md || texts.intro_md, locale),
					longHtml: renderMarkdown(texts.seo_content_md || texts.body_md, locale),
				};
			case "product":
				return { heading: name, introHtml: null, longHtml: renderMarkdown(texts.description, locale) };
			case "article":
				return { heading: texts.h1 ?? name, introHtml: null, longHtml: renderMarkdown(texts.body_md, locale) };
		}
	})();
	return {
		title: adminT("texts.preview.title", { page: name }),
		banner: adminT("texts.preview.banner", { id: revision.id, status: line?.statusText ?? "" }),
		line: line as NonNullable<typeof line>,
		locale,
		...blocks,
	};
}
