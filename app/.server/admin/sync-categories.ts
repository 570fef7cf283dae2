// "Sync categories" (reports updated, notFound): products are
// matched across the two languages by SKU, and Swedish is the source. For each Swedish
// product, the Norwegian product with the same SKU gets as categories the Norwegian counterparts
// (same translation key) of the Swedish product's categories.
// - A Norwegian category with no Swedish counterpart (e.g. "Godteri på nett") says nothing the
//   Swedish side could contradict, so the Norwegian product keeps it.
// - A Swedish category with no Norwegian counterpart has nothing to give and is skipped.
// - Only the set of categories counts: a product whose categories differ only in order is left alone.
// updated = Norwegian products whose categories changed; notFound = Swedish products with no
// Norwegian product of the same SKU (those without a SKU included: they cannot be matched).
import type { Db } from "../db/handle";

export interface SyncCategoriesResult {
	updated: number;
	notFound: number;
}

export async function syncCategories(db: Db): Promise<SyncCategoriesResult> {
	return db.transaction(async (tx) => {
		const updated = await tx.query<{ id: string }>(
			`with counterpart as (
			   select s.name as sv_name, n.name as nb_name
			   from categories s
			   join categories n on n.locale = 'nb' and n.translation_key = s.translation_key
			   where s.locale = 'sv' and s.translation_key is not null
			 ),
			 target as (
			   select nb.id,
			     array(
			       select m.nb_name from unnest(sv.category) with ordinality as u(name, i)
			       join counterpart m on m.sv_name = u.name
			       group by m.nb_name order by min(u.i)
			     ) || array(
			       select c from unnest(nb.category) with ordinality as v(c, j)
			       where not exists (select 1 from counterpart m where m.nb_name = v.c)
			       order by v.j
			     ) as category
			   from products sv
			   join products nb on nb.locale = 'nb' and nb.sku = sv.sku
			   where sv.locale = 'sv'
			 )
			 update products p set category = t.category, updated_at = now()
			 from target t
			 where p.id = t.id and not (p.category @> t.category and t.category @> p.category)
			 returning p.id`,
		);
		const [missing] = await tx.query<{ n: number }>(
			`select count(*)::int as n from products sv
			 where sv.locale = 'sv'
			   and not exists (select 1 from products nb where nb.locale = 'nb' and nb.sku = sv.sku)`,
		);
		return { updated: updated.length, notFound: missing?.n ?? 0 };
	});
}
