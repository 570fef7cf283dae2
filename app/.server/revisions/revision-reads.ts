// Reading the texts' history (ADR 050) for the admin's pages: one revision, a field's history,
// the drafts waiting (all, or one job's), and the names and public addresses of the pages they
// belong to.
import type { AdminText } from "~/i18n/admin-t";
import type { Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import type { Db } from "../db/handle";
import { type EntityKind, entityTables, isEntityId, type TextKey } from "./text-fields";

export type RevisionStatus = "draft" | "published" | "discarded";

export interface Revision {
	id: number;
	kind: EntityKind;
	entityId: string;
	field: string;
	locale: Locale;
	body: string | null;
	status: RevisionStatus;
	base: number | null;
	restoredFrom: number | null;
	authorKind: "admin" | "tool" | "original";
	authorTool: string | null;
	jobId: number | null;
	actor: string | null;
	createdAt: string;
	publishedAt: string | null;
}

const columns = `id::int as id, entity_kind as kind, entity_id as "entityId", field, locale, body, status,
	base_revision_id::int as base, restored_from_id::int as "restoredFrom", author_kind as "authorKind",
	author_tool as "authorTool", job_id::int as "jobId", actor, to_json(created_at) #>> '{}' as "createdAt",
	to_json(published_at) #>> '{}' as "publishedAt"`;

/** The id in an address, or null when it cannot be a revision's. */
export function revisionIdParam(raw: string | null | undefined): number | null {
	const id = Number(raw);
	return raw && Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

export async function findRevision(db: Db, id: number): Promise<Revision | null> {
	const [row] = await db.query<Revision>(`select ${columns} from text_revisions where id = $1`, [id]);
	return row ?? null;
}

/** The field's live revision: the published one published last; null while it has no history. */
export async function liveRevisionId(db: Db, key: TextKey): Promise<number | null> {
	const [row] = await db.query<{ id: number }>(
		`select id::int as id from text_revisions where entity_kind = $1 and entity_id = $2 and field = $3 and status = 'published'
		 order by published_at desc, id desc limit 1`,
		[key.kind, key.entityId, key.field],
	);
	return row?.id ?? null;
}

/** The field's newest draft still waiting, or null. */
export async function waitingDraft(db: Db, key: TextKey): Promise<Revision | null> {
	const [row] = await db.query<Revision>(
		`select ${columns} from text_revisions where entity_kind = $1 and entity_id = $2 and field = $3 and status = 'draft'
		 order by id desc limit 1`,
		[key.kind, key.entityId, key.field],
	);
	return row ?? null;
}

/** A field's revisions, newest first (at most `limit`). */
export function fieldHistory(db: Db, key: TextKey, limit = 200): Promise<Revision[]> {
	return db.query<Revision>(
		`select ${columns} from text_revisions where entity_kind = $1 and entity_id = $2 and field = $3 order by id desc limit $4`,
		[key.kind, key.entityId, key.field, limit],
	);
}

/** How many drafts wait: every one (the overview's count), or one job's. */
export async function countDrafts(db: Db, jobId: number | null = null): Promise<number> {
	const [count] = await db.query<{ n: number }>(
		"select count(*)::int as n from text_revisions where status = 'draft' and ($1::bigint is null or job_id = $1::bigint)",
		[jobId],
	);
	return count?.n ?? 0;
}

/**
 * How many drafts wait (every one, or one job's) and the highest id among them (0 for none), read
 * in one statement so the two describe the same drafts: "publish all" and "discard all" take the
 * drafts up to that id, never one written after the count (ADR 081).
 */
export async function countedDrafts(db: Db, jobId: number | null): Promise<{ total: number; upTo: number }> {
	const [row] = await db.query<{ total: number; upTo: number }>(
		`select count(*)::int as total, coalesce(max(id), 0)::int as "upTo" from text_revisions
		 where status = 'draft' and ($1::bigint is null or job_id = $1::bigint)`,
		[jobId],
	);
	return row ?? { total: 0, upTo: 0 };
}

/** Drafts waiting, oldest first: every one, or one job's; with their count and highest id (countedDrafts). */
export async function listDrafts(
	db: Db,
	jobId: number | null,
	limit = 200,
): Promise<{ drafts: Revision[]; total: number; upTo: number }> {
	const [drafts, counted] = await Promise.all([
		db.query<Revision>(
			`select ${columns} from text_revisions where status = 'draft' and ($1::bigint is null or job_id = $1::bigint)
			 order by id limit $2`,
			[jobId, limit],
		),
		countedDrafts(db, jobId),
	]);
	return { drafts, ...counted };
}

/** The revisions a job wrote, first written first (at most `limit`), with how many there are. */
export async function jobRevisions(db: Db, jobId: number, limit = 50): Promise<{ revisions: Revision[]; total: number }> {
	const [revisions, count] = await Promise.all([
		db.query<Revision>(`select ${columns} from text_revisions where job_id = $1 order by id limit $2`, [jobId, limit]),
		db.query<{ n: number }>("select count(*)::int as n from text_revisions where job_id = $1", [jobId]),
	]);
	return { revisions, total: count[0]?.n ?? 0 };
}

/** A page or item a text belongs to: its name for the admin, and its public address while it has one. */
export interface EntityInfo {
	name: string | AdminText;
	/** Null when visitors cannot open it (a draft page, an unpublished article, a deleted row). */
	publicPath: string | null;
	/** The row's own texts (what a preview puts the revision into). */
	texts: Record<string, string | null>;
	exists: boolean;
}

const screens = { category: "category", brand: "brand", product: "product", article: "article" } as const;

/** Each entity's name, public address and texts, by `kind:id`. */
export async function entityInfo(db: Db, refs: { kind: EntityKind; entityId: string }[]): Promise<Map<string, EntityInfo>> {
	const result = new Map<string, EntityInfo>();
	for (const kind of Object.keys(entityTables) as EntityKind[]) {
		const ids = [
			...new Set(refs.filter((ref) => ref.kind === kind && isEntityId(kind, ref.entityId)).map((ref) => ref.entityId)),
		];
		if (ids.length === 0) continue;
		const { table, fields } = entityTables[kind];
		if (kind === "home") {
			const rows = await db.query<Record<string, string | null> & { locale: Locale }>(
				`select locale, ${fields.join(", ")} from homepage_content where locale = any($1::text[])`,
				[ids],
			);
			for (const locale of ids as Locale[]) {
				const row = rows.find((r) => r.locale === locale);
				result.set(`home:${locale}`, {
					name: { key: "texts.homeName", values: { locale } },
					publicPath: screenPath("home", locale),
					texts: row ?? {},
					exists: true,
				});
			}
			continue;
		}
		const nameColumn = kind === "article" ? "h1" : "name";
		const published = kind === "product" ? "true" : "status = 'published'";
		const rows = await db.query<
			Record<string, string | null> & { id: string; label: string; slug: string; locale: Locale; live: boolean }
		>(
			`select id::text as id, ${nameColumn} as label, slug, locale, ${published} as live, ${fields.join(", ")}
			 from ${table} where id = any($1::uuid[])`,
			[ids],
		);
		for (const id of ids) {
			const row = rows.find((r) => r.id === id);
			result.set(`${kind}:${id}`, {
				name: row?.label ?? { key: "texts.gonePage" },
				publicPath: row?.live ? screenPath(screens[kind], row.locale, { slug: row.slug }) : null,
				texts: row ?? {},
				exists: row !== undefined,
			});
		}
	}
	return result;
}
