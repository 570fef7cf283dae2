// The word forms no product holds any more, deleted (ADR 065). Every word some product's document
// has held is kept in `search_word_forms` (ADR 055), written by the products' own writes; a renamed or
// deleted product's old words stayed for good, each one more word for every search's patterns to
// read through. The upkeep deletes them.
import type { Db } from "../db/handle";

/**
 * Deletes the word forms of each language that no product's document holds; returns how many. Product
 * writes wait while it runs: a write committed between reading the products' words and the delete
 * could bring back a word being deleted, and the search would not find its product by it.
 */
export async function pruneSearchWordForms(db: Db): Promise<number> {
	return db.transaction(async (tx) => {
		// SHARE conflicts with every write to products (ROW EXCLUSIVE) and with no read.
		await tx.exec("lock table public.products in share mode");
		const [row] = await tx.query<{ n: number | string }>(
			`with held as (
			   select distinct p.locale, w.word
			   from public.products p cross join lateral unnest(public.search_word_list(p.search_document)) as w(word)
			 ), gone as (
			   delete from public.search_word_forms f
			   where not exists (select 1 from held h where h.locale = f.locale and h.word = f.word)
			   returning 1
			 )
			 select count(*) as n from gone`,
		);
		return Number(row?.n ?? 0);
	});
}
