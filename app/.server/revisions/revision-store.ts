// Writing texts with their history (ADR 050). Revisions are only ever inserted; a draft's status
// moves once (to published or discarded). The entity's own column holds the published text the
// public pages read, and every write here locks the entity's row first, so two admins or a tool
// and an admin take turns: whoever comes second finds the text changed under their base and
// gets a conflict, never a silent overwrite. A text changed outside this module (the demo seed, a
// hand-made SQL update) is caught up with an "original" revision before anything is written over it.
import type { Locale } from "~/i18n/locales";
import { invalidateCaches } from "../cache";
import type { Db } from "../db/handle";
import { type EntityKind, entityKinds, entityTables, isEntityId } from "./text-fields";

/** Who wrote a revision: the admin by hand, or a tool (with its job when it ran as one). */
export interface RevisionAuthor {
	kind: "admin" | "tool";
	/** The tool's job kind or name ("category-seo", "internal-links"). */
	tool?: string;
	jobId?: number;
	/** The admin session's label and address (tool runs record the same). */
	actor?: string;
}

/** One text to write into a field. */
export interface TextToWrite {
	entityId: string;
	body: string | null;
	/** Write only while the field still holds this text (a tool read it and worked from it). */
	expected?: string | null;
	/**
	 * The live revision the writer worked from, when it is not the live one now (an edit form
	 * opened before someone else's save): the draft then cannot be published over the newer text.
	 */
	base?: number | null;
}

export interface WrittenRevision {
	entityId: string;
	revisionId: number;
}

interface Current {
	entityId: string;
	locale: Locale;
	body: string | null;
}

interface Head {
	entityId: string;
	id: number;
	body: string | null;
}

/** Locks the rows and reads the field; ids naming no row are left out. */
async function lockedTexts(tx: Db, kind: EntityKind, field: string, ids: string[]): Promise<Map<string, Current>> {
	const rows = await lockRows<Current>(tx, kind, ids, `locale, ${field} as body`);
	return new Map(rows.map((row) => [row.entityId, row]));
}

/** Locks a kind's rows in the order of their key, reading `columns` besides the key. */
async function lockRows<Row>(tx: Db, kind: EntityKind, ids: string[], columns: string): Promise<Row[]> {
	const { table, key } = entityTables[kind];
	const valid = ids.filter((id) => isEntityId(kind, id));
	if (valid.length === 0) return [];
	return tx.query<Row>(
		`select ${key}::text as "entityId", ${columns} from ${table}
		 where ${key} = any($1::${key === "id" ? "uuid" : "text"}[]) order by ${key} for update`,
		[valid],
	);
}

/** Each field's live revision: the published one published last. */
async function headsOf(tx: Db, kind: EntityKind, field: string, ids: string[]): Promise<Map<string, Head>> {
	const rows = await tx.query<Head>(
		`select distinct on (entity_id) entity_id as "entityId", id::int as id, body from text_revisions
		 where entity_kind = $1 and field = $2 and entity_id = any($3::text[]) and status = 'published'
		 order by entity_id, published_at desc, id desc`,
		[kind, field, ids],
	);
	return new Map(rows.map((row) => [row.entityId, row]));
}

interface NewRevision {
	entity_id: string;
	locale: Locale;
	body: string | null;
	base: number | null;
}

async function insertRevisions(
	tx: Db,
	kind: EntityKind,
	field: string,
	status: "draft" | "published",
	author: { kind: "admin" | "tool" | "original"; tool?: string; jobId?: number; actor?: string },
	revisions: NewRevision[],
	restoredFrom: number | null = null,
): Promise<Map<string, number>> {
	if (revisions.length === 0) return new Map();
	// clock_timestamp(), not now(): taken under the row lock, so the later writer's is later.
	const rows = await tx.query<{ entityId: string; id: number }>(
		`insert into text_revisions (entity_kind, entity_id, field, locale, body, status, base_revision_id, restored_from_id,
		   author_kind, author_tool, job_id, actor, published_at)
		 select $1, x.entity_id, $2, x.locale, x.body, $3::text, x.base, $4::bigint, $5, $6, $7::bigint, $8,
		   case when $3::text = 'published' then clock_timestamp() end
		 from jsonb_to_recordset($9::jsonb) as x(entity_id text, locale text, body text, base bigint)
		 returning entity_id as "entityId", id::int as id`,
		[
			kind,
			field,
			status,
			restoredFrom,
			author.kind,
			author.tool ?? null,
			author.jobId ?? null,
			author.actor ?? null,
			JSON.stringify(revisions),
		],
	);
	return new Map(rows.map((row) => [row.entityId, row.id]));
}

/** Sets the published column of each row. */
async function writeColumn(tx: Db, kind: EntityKind, field: string, texts: { entity_id: string; body: string | null }[]) {
	if (texts.length === 0) return;
	const { table, key } = entityTables[kind];
	const match = key === "id" ? "t.id = x.entity_id::uuid" : "t.locale = x.entity_id";
	await tx.query(
		`update ${table} t set ${field} = x.body, updated_at = now()
		 from jsonb_to_recordset($1::jsonb) as x(entity_id text, body text) where ${match}`,
		[JSON.stringify(texts)],
	);
}

/**
 * The live revision of each locked row, caught up with its column: a row whose text has no
 * history yet, or was changed outside this module, gets an "original" revision holding it.
 */
async function caughtUpHeads(tx: Db, kind: EntityKind, field: string, current: Map<string, Current>) {
	const heads = await headsOf(tx, kind, field, [...current.keys()]);
	const behind = [...current.values()].filter((row) => heads.get(row.entityId)?.body !== row.body || !heads.has(row.entityId));
	const originals = await insertRevisions(
		tx,
		kind,
		field,
		"published",
		{ kind: "original" },
		behind.map((row) => ({ entity_id: row.entityId, locale: row.locale, body: row.body, base: null })),
	);
	const result = new Map<string, number>();
	for (const row of current.values()) {
		const id = originals.get(row.entityId) ?? heads.get(row.entityId)?.id;
		if (id !== undefined) result.set(row.entityId, id);
	}
	return result;
}

/**
 * Writes texts into one field of rows of one kind, each as a revision. `draft`: the text waits to
 * be published and the page keeps its text; a text the field already holds, or one already waiting,
 * is skipped. `published`: the text goes live at once (the admin's own edit, a tool that publishes
 * on its own). Either way the text it replaces stays restorable. `created`: the caller has just
 * inserted the row with these texts, which become its first revisions. Returns the revisions written.
 *
 * One transaction, the caller's when there is one: the rows are locked, compared with what the
 * caller expects and written under that lock. On the pool's handle each statement committed on its
 * own, so the lock was gone before the write, and an edit saved in between was replaced unseen.
 */
export function writeRevisions(db: Db, ...write: RevisionsToWrite): Promise<WrittenRevision[]> {
	return db.transaction((tx) => writeRevisionsLocked(tx, ...write));
}

type RevisionsToWrite = [
	kind: EntityKind,
	field: string,
	texts: TextToWrite[],
	author: RevisionAuthor,
	mode: "draft" | "published" | "created",
];

async function writeRevisionsLocked(tx: Db, ...[kind, field, texts, author, mode]: RevisionsToWrite): Promise<WrittenRevision[]> {
	if (!entityTables[kind].fields.includes(field)) throw new Error(`No text field ${kind}.${field}`);
	if (kind === "home") {
		for (const text of texts) {
			await tx.query("insert into homepage_content (locale) values ($1) on conflict (locale) do nothing", [text.entityId]);
		}
	}
	const current = await lockedTexts(
		tx,
		kind,
		field,
		texts.map((text) => text.entityId),
	);
	const wanted = texts.filter((text) => {
		const row = current.get(text.entityId);
		return row !== undefined && (text.expected === undefined || row.body === text.expected);
	});
	if (wanted.length === 0) return [];
	const ids = wanted.map((text) => text.entityId);
	const waiting = new Set<string>();
	if (mode === "draft") {
		const drafts = await tx.query<{ entityId: string; body: string | null }>(
			`select entity_id as "entityId", body from text_revisions
			 where entity_kind = $1 and field = $2 and entity_id = any($3::text[]) and status = 'draft'`,
			[kind, field, ids],
		);
		for (const draft of drafts) waiting.add(`${draft.entityId}\0${draft.body ?? ""}`);
	}
	const changing = wanted.filter((text) => {
		const row = current.get(text.entityId);
		return row?.body !== (text.body ?? null) && !waiting.has(`${text.entityId}\0${text.body ?? ""}`);
	});
	const heads = await headsOf(tx, kind, field, ids);
	// A row the caller has just created holds the text already: its first revision is the caller's.
	const firsts = wanted.filter((text) => mode === "created" && !heads.has(text.entityId) && !changing.includes(text));
	const firstIds = await insertRevisions(
		tx,
		kind,
		field,
		"published",
		author,
		firsts.map((text) => ({
			entity_id: text.entityId,
			locale: current.get(text.entityId)?.locale ?? "sv",
			body: text.body,
			base: null,
		})),
	);
	const changingRows = new Map(changing.map((text) => [text.entityId, current.get(text.entityId) as Current]));
	const bases = await caughtUpHeads(tx, kind, field, changingRows);
	const written = await insertRevisions(
		tx,
		kind,
		field,
		mode === "draft" ? "draft" : "published",
		author,
		changing.map((text) => ({
			entity_id: text.entityId,
			locale: current.get(text.entityId)?.locale ?? "sv",
			body: text.body ?? null,
			base: text.base !== undefined ? text.base : (bases.get(text.entityId) ?? null),
		})),
	);
	if (mode !== "draft") {
		await writeColumn(
			tx,
			kind,
			field,
			changing.map((text) => ({ entity_id: text.entityId, body: text.body ?? null })),
		);
	}
	return [...firstIds, ...written].map(([entityId, revisionId]) => ({ entityId, revisionId }));
}

/** A stored revision, as the publishing code needs it. */
interface StoredRevision {
	id: number;
	kind: EntityKind;
	entityId: string;
	field: string;
	body: string | null;
	status: "draft" | "published" | "discarded";
	base: number | null;
}

const storedColumns = `id::int as id, entity_kind as kind, entity_id as "entityId", field, body, status,
	base_revision_id::int as base`;

/** What became of the drafts asked to be published. */
export interface PublishOutcome {
	published: number;
	/** The live text changed since the draft was written (another edit, draft or restore went live first). */
	conflicts: number;
	/** No longer drafts (published or discarded meanwhile), or their page is gone. */
	skipped: number;
}

/** Drafts published per transaction: a long list locks its rows a slice at a time. */
export const publishSlice = 500;

/**
 * Publishes drafts: each goes live when the live text is still the one it was written over; any
 * other is a conflict and stays a draft. Two drafts of one field in one call: the first wins.
 */
export async function publishDrafts(db: Db, ids: number[], decidedBy: string): Promise<PublishOutcome> {
	const outcome: PublishOutcome = { published: 0, conflicts: 0, skipped: 0 };
	const unique = [...new Set(ids)].sort((a, b) => a - b);
	for (let start = 0; start < unique.length; start += publishSlice) {
		const slice = unique.slice(start, start + publishSlice);
		const part = await db.transaction((tx) => publishDraftsIn(tx, slice, decidedBy));
		outcome.published += part.published;
		outcome.conflicts += part.conflicts;
		outcome.skipped += part.skipped;
	}
	// This instance reads its own write at once; the others follow the change (ADR 020).
	if (outcome.published > 0) invalidateCaches();
	return outcome;
}

/**
 * Publishes one slice of drafts in the caller's transaction (publishDrafts' step; a job's item when
 * a job publishes them). The caller clears the caches once the transaction has committed.
 */
export async function publishDraftsIn(tx: Db, ids: number[], decidedBy: string): Promise<PublishOutcome> {
	const drafts = await tx.query<StoredRevision>(
		`select ${storedColumns} from text_revisions where id = any($1::bigint[]) and status = 'draft' order by id for update`,
		[ids],
	);
	const outcome: PublishOutcome = { published: 0, conflicts: 0, skipped: ids.length - drafts.length };
	await lockEntitiesOf(tx, drafts);
	const groups = new Map<string, StoredRevision[]>();
	for (const draft of drafts) {
		const group = `${draft.kind}\0${draft.field}`;
		groups.set(group, [...(groups.get(group) ?? []), draft]);
	}
	for (const group of groups.values()) {
		const { kind, field } = group[0] as StoredRevision;
		const current = await lockedTexts(tx, kind, field, [...new Set(group.map((draft) => draft.entityId))]);
		const heads = await headsOf(tx, kind, field, [...current.keys()]);
		const going: StoredRevision[] = [];
		const taken = new Set<string>();
		for (const draft of group) {
			const row = current.get(draft.entityId);
			const head = heads.get(draft.entityId);
			if (!row) outcome.skipped++;
			else if (!head || head.body !== row.body || head.id !== draft.base || taken.has(draft.entityId)) outcome.conflicts++;
			else {
				going.push(draft);
				taken.add(draft.entityId);
			}
		}
		await writeColumn(
			tx,
			kind,
			field,
			going.map((draft) => ({ entity_id: draft.entityId, body: draft.body })),
		);
		if (going.length > 0) {
			await tx.query(
				`update text_revisions set status = 'published', published_at = clock_timestamp(), decided_at = now(), decided_by = $2
				 where id = any($1::bigint[])`,
				[going.map((draft) => draft.id), decidedBy],
			);
		}
		outcome.published += going.length;
	}
	return outcome;
}

/**
 * Locks every row the drafts write, kind by kind in one order and each kind's rows by key, before
 * any field is compared. Locked field by field, two runs publishing different fields of the same
 * rows took them in opposite orders (one a category's intro then another's body, the other the
 * second's intro then the first's body) and deadlocked; PostgreSQL then aborted one of them.
 */
async function lockEntitiesOf(tx: Db, drafts: StoredRevision[]): Promise<void> {
	for (const kind of entityKinds) {
		const ids = [...new Set(drafts.filter((draft) => draft.kind === kind).map((draft) => draft.entityId))];
		await lockRows(tx, kind, ids, "1");
	}
}

/** Discards drafts; returns how many were still drafts. They stay in the history. */
export async function discardDrafts(db: Db, ids: number[], decidedBy: string): Promise<number> {
	if (ids.length === 0) return 0;
	const rows = await db.query(
		`update text_revisions set status = 'discarded', decided_at = now(), decided_by = $2
		 where id = any($1::bigint[]) and status = 'draft' returning id`,
		[ids, decidedBy],
	);
	return rows.length;
}

export type RestoreOutcome = { restored: number } | { refused: "not-found" | "gone" | "unchanged" };

/**
 * Makes an old revision's text live again as a new revision (the history only grows): any
 * revision of the field, published, discarded or still a draft.
 */
export async function restoreRevision(db: Db, id: number, actor: string): Promise<RestoreOutcome> {
	const outcome = await db.transaction(async (tx): Promise<RestoreOutcome> => {
		const [revision] = await tx.query<StoredRevision>(`select ${storedColumns} from text_revisions where id = $1`, [id]);
		if (!revision) return { refused: "not-found" };
		const { kind, field, entityId } = revision;
		const current = await lockedTexts(tx, kind, field, [entityId]);
		const row = current.get(entityId);
		if (!row) return { refused: "gone" };
		if (row.body === revision.body) return { refused: "unchanged" };
		const bases = await caughtUpHeads(tx, kind, field, current);
		const written = await insertRevisions(
			tx,
			kind,
			field,
			"published",
			{ kind: "admin", actor },
			[{ entity_id: entityId, locale: row.locale, body: revision.body, base: bases.get(entityId) ?? null }],
			revision.id,
		);
		await writeColumn(tx, kind, field, [{ entity_id: entityId, body: revision.body }]);
		return { restored: written.get(entityId) as number };
	});
	if ("restored" in outcome) invalidateCaches();
	return outcome;
}

/** The id of each field's live revision of one row (0 when it has none): what an edit form was opened on. */
export async function liveRevisionIds(db: Db, kind: EntityKind, entityId: string): Promise<Record<string, number>> {
	const rows = await db.query<{ field: string; id: number }>(
		`select distinct on (field) field, id::int as id from text_revisions
		 where entity_kind = $1 and entity_id = $2 and status = 'published'
		 order by field, published_at desc, id desc`,
		[kind, entityId],
	);
	return Object.fromEntries(entityTables[kind].fields.map((field) => [field, rows.find((row) => row.field === field)?.id ?? 0]));
}
