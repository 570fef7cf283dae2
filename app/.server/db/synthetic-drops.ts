// Price drops for the synthetic benchmark catalogue (ADR 027): one retailer offers every synthetic
// product, and every tenth product's history says it cost 30 % more 40 days ago and dropped to
// today's price 1–25 days ago. The history is written with its past dates, so the database works
// the drops out as it does for any backdated history.
import type { Db } from "./handle";

export async function seedSyntheticDrops(db: Db): Promise<number> {
	return db.transaction(async (tx) => {
		const [retailer] = await tx.query<{ id: string }>(
			`insert into retailers (name, slug, website_url) values ('Syntetisk butik', 'syntetisk-butik', 'https://syntetisk.example')
			 on conflict (slug) do update set name = excluded.name returning id`,
		);
		await tx.query(
			`with added as (
			   insert into offers (product_id, retailer_id, external_id, price, currency, availability, url)
			   select p.id, $1, p.slug, p.price, p.currency, 'in_stock', 'https://syntetisk.example/' || p.slug
			   from products p where p.slug like 'syn-%' and p.price is not null
			   on conflict do nothing
			   returning id, product_id
			 )
			 update products p set cheapest_offer_id = a.id, in_stock = true from added a where p.id = a.product_id`,
			[retailer?.id],
		);
		const [written] = await tx.query<{ n: number }>(
			`with dropped as (
			   select o.id as offer_id, p.id as product_id, p.price, p.currency,
			     (split_part(p.slug, '-', 2))::int as i
			   from products p join offers o on o.product_id = p.id and o.retailer_id = $1
			   where p.slug like 'syn-%' and p.price is not null and (split_part(p.slug, '-', 2))::int % 10 = 3
			     and not exists (select 1 from price_history h where h.product_id = p.id)
			 ), rows as (
			   insert into price_history (offer_id, product_id, price, currency, recorded_at)
			   select offer_id, product_id, round(price * 1.3, 2), currency, now() - interval '40 days' from dropped
			   union all
			   select offer_id, product_id, price, currency, now() - (1 + i % 25) * interval '1 day' from dropped
			   returning 1
			 )
			 select (count(*) / 2)::int as n from rows`,
			[retailer?.id],
		);
		return written?.n ?? 0;
	});
}
