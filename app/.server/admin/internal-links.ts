// The internal-link tool: links the first
// mention of other categories and brands in the texts of published category and brand pages of
// one language. A preview runs the inserter without saving; saving re-runs it with the same
// options in one transaction and writes only the fields that change (intro_md, body_md,
// seo_content_md, optimized_intro_md).
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Locale } from "~/i18n/locales";
import { invalidateCaches } from "../cache";
import type { Db } from "../db/handle";
import { type LinkPageKind, linkPagePath, linkTargetsOf, publishedLinkPages } from "../links/link-targets";
import { insertInternalLinks } from "../markdown";
import { type RevisionAuthor, writeRevisions } from "../revisions/revision-store";

export const linkFields = ["intro_md", "body_md", "seo_content_md", "optimized_intro_md"] as const;
export type LinkField = (typeof linkFields)[number];

export const linkPageKinds = ["categories", "brands", "both"] as const;
export const maxLinksDefault = 3;

/** The tool's options; a field that fails is named by its path, and the route words it. */
export const internalLinksSchema = z.object({
	locale: z.enum(["sv", "nb"]),
	kind: z.enum(linkPageKinds),
	maxLinks: z.coerce.number().int().min(1).max(10),
});
export type InternalLinksOptions = z.infer<typeof internalLinksSchema>;

/** One inserted link with the words around it, for the preview's "before → after". */
export interface LinkContext {
	lead: string;
	text: string;
	path: string;
	trail: string;
}

export interface LinkChange {
	kind: LinkPageKind;
	id: string;
	name: string;
	path: string;
	field: LinkField;
	after: string;
	links: LinkContext[];
}

export interface LinkPlan {
	changes: LinkChange[];
	texts: number;
	pages: number;
	links: number;
	/** Names exactly these changes, so saving can refuse texts edited after the preview. */
	fingerprint: string;
}

const tables: Record<LinkPageKind, string> = { category: "categories", brand: "brands" };

interface PageTexts extends Record<LinkField, string | null> {
	id: string;
	name: string;
	slug: string;
}

async function pageTexts(db: Db, kind: LinkPageKind, locale: Locale, lock: boolean): Promise<PageTexts[]> {
	return db.query<PageTexts>(
		`select id::text as id, name, slug, ${linkFields.join(", ")} from ${tables[kind]}
		 where locale = $1 and status = 'published' order by name, id${lock ? " for update" : ""}`,
		[locale],
	);
}

const contextChars = 70;

/** The words before and after a mention, cut at a line break or ~70 characters. */
function contextOf(markdown: string, offset: number, length: number, path: string): LinkContext {
	const lineStart = markdown.lastIndexOf("\n", offset - 1) + 1;
	const leadStart = Math.max(lineStart, offset - contextChars);
	const lineEnd = markdown.indexOf("\n", offset + length);
	const trailEnd = Math.min(lineEnd === -1 ? markdown.length : lineEnd, offset + length + contextChars);
	return {
		lead: `${leadStart > lineStart ? "…" : ""}${markdown.slice(leadStart, offset)}`,
		text: markdown.slice(offset, offset + length),
		path,
		trail: `${markdown.slice(offset + length, trailEnd)}${trailEnd < (lineEnd === -1 ? markdown.length : lineEnd) ? "…" : ""}`,
	};
}

function fingerprintOf(changes: LinkChange[]): string {
	const hash = createHash("sha256");
	for (const change of changes) hash.update(`${change.kind}\0${change.id}\0${change.field}\0${change.after}\0`);
	return hash.digest("hex");
}

async function plan(db: Db, options: InternalLinksOptions, lock: boolean): Promise<LinkPlan> {
	const targets = linkTargetsOf(await publishedLinkPages(db, options.locale));
	const kinds: LinkPageKind[] =
		options.kind === "both" ? ["category", "brand"] : [options.kind === "categories" ? "category" : "brand"];
	const changes: LinkChange[] = [];
	for (const kind of kinds) {
		for (const page of await pageTexts(db, kind, options.locale, lock)) {
			const path = linkPagePath(kind, options.locale, page.slug);
			for (const field of linkFields) {
				const before = page[field];
				if (!before) continue;
				const result = insertInternalLinks(before, targets, { maxLinks: options.maxLinks, selfPath: path });
				if (result.inserted.length === 0) continue;
				changes.push({
					kind,
					id: page.id,
					name: page.name,
					path,
					field,
					after: result.markdown,
					links: result.inserted.map((link) => contextOf(before, link.offset, link.text.length, link.path)),
				});
			}
		}
	}
	return {
		changes,
		texts: changes.length,
		pages: new Set(changes.map((change) => `${change.kind}:${change.id}`)).size,
		links: changes.reduce((sum, change) => sum + change.links.length, 0),
		fingerprint: fingerprintOf(changes),
	};
}

/** What saving would change, without saving anything. */
export function previewInternalLinks(db: Db, options: InternalLinksOptions): Promise<LinkPlan> {
	return plan(db, options, false);
}

export class PreviewOutdatedError extends Error {
	override name = "PreviewOutdatedError";
	constructor() {
		super("The texts changed after the preview");
	}
}

export interface LinkApplyResult {
	texts: number;
	pages: number;
	links: number;
}

/**
 * Saves the links in one transaction: the same run as the preview on locked rows, writing only the
 * fields that change. With a fingerprint, texts edited since that preview make it refuse; when
 * nothing is left to link (a second save) it succeeds with zero.
 */
export async function applyInternalLinks(
	db: Db,
	options: InternalLinksOptions,
	fingerprint: string | undefined,
	actor: string,
): Promise<LinkApplyResult> {
	const author: RevisionAuthor = { kind: "tool", tool: "internal-links", actor };
	const result = await db.transaction(async (tx) => {
		const planned = await plan(tx, options, true);
		if (planned.changes.length > 0 && fingerprint && fingerprint !== planned.fingerprint) throw new PreviewOutdatedError();
		// Each text goes live as a revision by the tool, the one it replaces kept (ADR 050).
		for (const change of planned.changes) {
			await writeRevisions(tx, change.kind, change.field, [{ entityId: change.id, body: change.after }], author, "published");
		}
		return { texts: planned.texts, pages: planned.pages, links: planned.links };
	});
	if (result.texts > 0) invalidateCaches();
	return result;
}

/** The admin page's card needs only the form's defaults. */
export async function loadInternalLinksCard() {
	return { defaults: { locale: "sv" as Locale, kind: "both" as (typeof linkPageKinds)[number], maxLinks: maxLinksDefault } };
}
