// The texts that keep a history (ADR 050): each kind of page or item, the table its published
// texts live in, the column that names a row, and the text columns. Table and column names only
// ever come from here, never from a request.
import { isLocale, type Locale } from "~/i18n/locales";

export const entityKinds = ["home", "category", "brand", "product", "article"] as const;
export type EntityKind = (typeof entityKinds)[number];

interface EntityTable {
	table: string;
	/** The column that names a row: the home page's is its language, the others' a uuid. */
	key: "locale" | "id";
	fields: readonly string[];
}

const pageFields = ["intro_md", "body_md", "optimized_intro_md", "seo_content_md"] as const;

export const entityTables: Record<EntityKind, EntityTable> = {
	home: { table: "homepage_content", key: "locale", fields: ["seo_text_md"] },
	category: { table: "categories", key: "id", fields: pageFields },
	brand: { table: "brands", key: "id", fields: pageFields },
	product: { table: "products", key: "id", fields: ["description"] },
	article: { table: "articles", key: "id", fields: ["title", "h1", "excerpt", "body_md", "meta_title", "meta_description"] },
};

/** One text field of one page or item. */
export interface TextKey {
	kind: EntityKind;
	entityId: string;
	field: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the id can name a row of the kind (checked before it reaches SQL, so no cast fails). */
export function isEntityId(kind: EntityKind, entityId: string): boolean {
	return entityTables[kind].key === "locale" ? isLocale(entityId) : uuidPattern.test(entityId);
}

export function isEntityKind(value: unknown): value is EntityKind {
	return entityKinds.some((kind) => kind === value);
}

/** A text key from an address's parts, or null when they name no text field. */
export function textKeyOf(kind: unknown, entityId: unknown, field: unknown): TextKey | null {
	if (!isEntityKind(kind) || typeof entityId !== "string" || typeof field !== "string") return null;
	if (!isEntityId(kind, entityId) || !entityTables[kind].fields.includes(field)) return null;
	return { kind, entityId, field };
}

/** The SQL that matches a row of the kind by its key, with the key as parameter `$n`. */
export function keyMatch(kind: EntityKind, n: number): string {
	return entityTables[kind].key === "locale" ? `locale = $${n}::text` : `id = $${n}::uuid`;
}

export type { Locale };
