// Every text a person or a tool writes, kept as a revision (ADR 050): insert-only history per
// field, with drafts a tool wrote waiting to be published or discarded.
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, localeCheck, localeColumn } from "./columns";

/**
 * One version of one text field: (entity kind, entity id, field, locale). The entity's own column
 * holds the published text the public pages read; the latest published revision is the same text.
 */
export const textRevisions = pgTable(
	"text_revisions",
	{
		id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
		/** home, category, brand, product or article. */
		entityKind: text("entity_kind").notNull(),
		/** The row's id (a uuid as text); the home page's is its language. */
		entityId: text("entity_id").notNull(),
		/** The column the text lives in, e.g. seo_content_md. */
		field: text("field").notNull(),
		locale: localeColumn(),
		/** The text; null is an empty field. */
		body: text("body"),
		/** draft (waiting), published (was or is live), discarded. */
		status: text("status").notNull(),
		/** The published revision a draft or an edit was written over: publishing checks it is still the live one. */
		baseRevisionId: bigint("base_revision_id", { mode: "number" }),
		/** The revision a restore copied. */
		restoredFromId: bigint("restored_from_id", { mode: "number" }),
		/** admin (by hand), tool (a job or a tool's run), or original (the text as it stood before it had a history). */
		authorKind: text("author_kind").notNull(),
		/** The tool's job kind or name. */
		authorTool: text("author_tool"),
		/** The job that wrote it (no key: finished jobs are pruned, their revisions stay). */
		jobId: bigint("job_id", { mode: "number" }),
		/** Who: the admin session's label and address, as tool runs record it. */
		actor: text("actor"),
		createdAt: createdAt(),
		/** When it went live; orders the published revisions of a field (taken under the entity's row lock). */
		publishedAt: timestamp("published_at", { withTimezone: true }),
		/** When it was published or discarded by someone, and by whom. */
		decidedAt: timestamp("decided_at", { withTimezone: true }),
		decidedBy: text("decided_by"),
	},
	(t) => [
		index("text_revisions_field_idx").on(t.entityKind, t.entityId, t.field, t.locale, t.id),
		index("text_revisions_drafts_idx").on(t.createdAt).where(sql`${t.status} = 'draft'`),
		index("text_revisions_job_idx").on(t.jobId),
		localeCheck("text_revisions", t.locale),
		check("text_revisions_status_check", sql`${t.status} in ('draft', 'published', 'discarded')`),
		check("text_revisions_author_kind_check", sql`${t.authorKind} in ('admin', 'tool', 'original')`),
		check("text_revisions_entity_kind_check", sql`${t.entityKind} in ('home', 'category', 'brand', 'product', 'article')`),
	],
);
