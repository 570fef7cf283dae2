// A tool's draft of a category's SEO text, as the category SEO run writes one (ADR 051): each call
// writes a new body, so every draft is a new revision waiting for review.
import type { Db } from "~/.server/db/handle";
import { writeRevisions } from "~/.server/revisions/revision-store";

let written = 0;

/** Writes a draft of `category`'s SEO text; returns its revision id. */
export async function writeCategoryDraft(db: Db, category: string): Promise<number> {
	written++;
	const [revision] = await writeRevisions(
		db,
		"category",
		"seo_content_md",
		[{ entityId: category, body: `## Utkast ${written}\n\nSkrivet av testet.` }],
		{ kind: "tool", tool: "category-seo", actor: "test" },
		"draft",
	);
	return revision?.revisionId as number;
}
