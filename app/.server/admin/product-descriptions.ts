// The admin page's product-description card: every product description (both languages)
// links to its own brand page and category pages. The first mention of each is linked in place;
// pages the description never mentions get one short sentence at the end. What it writes are drafts
// (ADR 051): a product keeps its description until the admin publishes the draft. Idempotent: a page
// the description already links to is left alone, and a draft already waiting is not written again,
// so a second run writes nothing.
// Products are read a batch at a time in id order (the catalogue may hold 100k of them), and
// each batch is written in one transaction.
import type { Locale } from "~/i18n/locales";
import type { Db } from "../db/handle";
import { toCount } from "../db/handle";
import { publishedLinkPages } from "../links/link-targets";
import { insertInternalLinks, type LinkTarget, linkedPaths, pathKey } from "../markdown";
import { type RevisionAuthor, writeRevisions } from "../revisions/revision-store";

export const descriptionBatchSize = 500;

/**
 * The words of the sentence added to a description that never mentions its brand or categories.
 * It is page content in the product's own language, so it lives with the tool, not among the
 * admin area's texts.
 */
const pointerWords: Record<
	Locale,
	{ seeMore: string; from: string; in: string; category: string; categories: string; and: string }
> = {
	sv: { seeMore: "Se mer", from: "från", in: "i", category: "kategorin", categories: "kategorierna", and: "och" },
	nb: { seeMore: "Se mer", from: "fra", in: "i", category: "kategorien", categories: "kategoriene", and: "og" },
};

export interface DescriptionOptimization {
	/** Descriptions left as drafts. */
	updatedCount: number;
	totalProducts: number;
}

interface ProductRow {
	id: string;
	locale: Locale;
	brand: string | null;
	category: string[] | null;
	description: string | null;
}

/** Published brand and category pages of a language by lower-cased name. */
interface PagesByName {
	brands: Map<string, LinkTarget>;
	categories: Map<string, LinkTarget>;
}

async function pagesByName(db: Db, locale: Locale): Promise<PagesByName> {
	const pages = await publishedLinkPages(db, locale);
	const byName = (kind: "brand" | "category") =>
		new Map(
			pages
				.filter((page) => page.kind === kind)
				.map((page) => [page.name.toLocaleLowerCase(), { phrase: page.name, path: page.path }]),
		);
	return { brands: byName("brand"), categories: byName("category") };
}

/** "[Name](/path)", with the characters that would end the link text escaped. */
function markdownLink(target: LinkTarget): string {
	return `[${target.phrase.replace(/[[\]\\]/g, "\\$&")}](${target.path})`;
}

function list(items: string[], and: string): string {
	return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/** "Se mer från [Marabou](…) och i kategorin [Choklad](…)." in the product's language. */
export function pointerSentence(locale: Locale, brand: LinkTarget | null, categories: LinkTarget[]): string {
	const words = pointerWords[locale];
	const parts = [words.seeMore];
	if (brand) parts.push(words.from, markdownLink(brand));
	if (brand && categories.length > 0) parts.push(words.and);
	if (categories.length > 0) {
		parts.push(words.in, categories.length === 1 ? words.category : words.categories);
		parts.push(list(categories.map(markdownLink), words.and));
	}
	return `${parts.join(" ")}.`;
}

/** The description with links to the product's brand and category pages, or null when it has them all. */
export function linkedDescription(product: Omit<ProductRow, "id">, pages: PagesByName): string | null {
	const brand = product.brand ? (pages.brands.get(product.brand.toLocaleLowerCase()) ?? null) : null;
	const categories = [
		...new Map(
			(product.category ?? [])
				.map((name) => pages.categories.get(name.toLocaleLowerCase()))
				.filter((target): target is LinkTarget => target !== undefined)
				.map((target) => [target.path, target]),
		).values(),
	];
	const targets = brand ? [brand, ...categories] : categories;
	if (targets.length === 0) return null;
	const original = product.description ?? "";
	const { markdown } = insertInternalLinks(original, targets, { maxLinks: targets.length });
	const linked = linkedPaths(markdown);
	const missing = (target: LinkTarget) => !linked.has(pathKey(target.path));
	const missingBrand = brand && missing(brand) ? brand : null;
	const missingCategories = categories.filter(missing);
	if (!missingBrand && missingCategories.length === 0) return markdown === original ? null : markdown;
	const sentence = pointerSentence(product.locale, missingBrand, missingCategories);
	return markdown.trim() === "" ? sentence : `${markdown.trimEnd()}\n\n${sentence}`;
}

export interface OptimizeProgress {
	done: number;
	total: number;
}

/** Where a run stands after a batch: the last product id it read, with the counts so far. */
export interface OptimizationCheckpoint {
	lastId: string;
	done: number;
	updatedCount: number;
}

/** One batch's update, to commit: `write` returns how many descriptions it changed. */
export interface BatchToCommit {
	lastId: string;
	rows: number;
	write: (tx: Db) => Promise<number>;
}

export interface OptimizeOptions {
	onBatch?: (progress: OptimizeProgress) => Promise<void>;
	batchSize?: number;
	/** Carries on after an interrupted run (a job taken over by another worker, ADR 019). */
	resumeFrom?: OptimizationCheckpoint;
	/**
	 * Commits a batch; by default in its own transaction. A job commits it in the transaction that
	 * records the batch as finished, so a successor goes on after it (ADR 019).
	 */
	commitBatch?: (batch: BatchToCommit) => Promise<number>;
	/** Who the drafts are by (a job passes itself and the admin who asked). */
	author?: RevisionAuthor;
}

export async function optimizeProductDescriptions(
	db: Db,
	{
		onBatch,
		batchSize = descriptionBatchSize,
		resumeFrom,
		commitBatch = (batch) => db.transaction(batch.write),
		author = { kind: "tool", tool: "optimize-descriptions" },
	}: OptimizeOptions = {},
): Promise<DescriptionOptimization> {
	const pages: Record<Locale, PagesByName> = { sv: await pagesByName(db, "sv"), nb: await pagesByName(db, "nb") };
	const [count] = await db.query<{ n: unknown }>("select count(*) as n from products");
	const totalProducts = toCount(count?.n);
	let updatedCount = resumeFrom?.updatedCount ?? 0;
	let done = resumeFrom?.done ?? 0;
	let after: string | null = resumeFrom?.lastId ?? null;
	for (;;) {
		const batch: ProductRow[] = await db.query<ProductRow>(
			`select id::text as id, locale, brand, category, description from products
			 where ($1::uuid is null or id > $1::uuid) order by id limit $2`,
			[after, batchSize],
		);
		const lastId = batch.at(-1)?.id;
		if (!lastId) break;
		after = lastId;
		const changed = batch.flatMap((product) => {
			const description = linkedDescription(product, pages[product.locale]);
			return description === null ? [] : [{ id: product.id, old: product.description, description }];
		});
		// Only rows still holding the text we read get a draft: an edit made meanwhile wins.
		const write = async (tx: Db) => {
			if (changed.length === 0) return 0;
			const texts = changed.map((change) => ({ entityId: change.id, body: change.description, expected: change.old }));
			return (await writeRevisions(tx, "product", "description", texts, author, "draft")).length;
		};
		updatedCount += await commitBatch({ lastId, rows: batch.length, write });
		done += batch.length;
		await onBatch?.({ done, total: Math.max(totalProducts, done) });
		if (batch.length < batchSize) break;
	}
	return { updatedCount, totalProducts };
}
