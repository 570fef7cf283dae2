// A large synthetic catalogue for benchmarks (`npm run db:seed -- --products N`): N products per
// language, generated inside the database with generate_series so 100,000 rows take seconds.
// Names mix real brands and product words so search and trigram indexes see realistic text, and a
// product is in the category its product word belongs to (a "Mjölkchoklad" in Choklad), as a shop
// files it — a search for a category's name finds what a real catalogue's would.
import type { Locale } from "~/i18n/locales";
import { refreshVocabulary } from "../search/maintenance";
import type { Db } from "./handle";

/** Product words; categoryOfWord names the category of each (a published demo category). */
const words: Record<Locale, string[]> = {
	sv: [
		"Mjölkchoklad",
		"Gelégodis",
		"Lakritsbitar",
		"Sura Remmar",
		"Chips Sourcream",
		"Läsk Cola",
		"Energidryck",
		"Kolor",
		"Skumgodis",
		"Nötmix",
	],
	nb: [
		"Melkesjokolade",
		"Seigdyr",
		"Lakrisbiter",
		"Sure Remmer",
		"Potetgull",
		"Brus Cola",
		"Energidrikk",
		"Karameller",
		"Skumgodteri",
		"Nøttemiks",
	],
};

const categoryOfWord: Record<Locale, string[]> = {
	sv: ["Choklad", "Godis", "Lakrits", "Surt godis", "Chips", "Läsk", "Energidryck", "Godis", "Godis", "Chips"],
	nb: ["Sjokolade", "Godteri", "Lakris", "Surt godteri", "Chips", "Brus", "Energidrikk", "Godteri", "Godteri", "Chips"],
};

export async function seedSyntheticProducts(db: Db, perLocale: number): Promise<number> {
	let inserted = 0;
	for (const locale of ["sv", "nb"] as const) {
		const rows = await db.query<{ n: number }>(
			`with brand_names as (select array_agg(name order by name) as names from brands where locale = $1),
			 inserted as (
			   insert into products (locale, name, slug, brand, description, price, currency, image_url, product_url,
			     available, category, sku, gtin)
			   select $1,
			     coalesce(b.names[1 + i % greatest(cardinality(b.names), 1)], 'Godis') || ' ' || ($2::text[])[1 + i % 10] || ' ' || i,
			     'syn-' || i || '-' || $1,
			     b.names[1 + i % greatest(cardinality(b.names), 1)],
			     'Syntetisk testprodukt nummer ' || i || ' med ' || lower(($2::text[])[1 + (i / 10) % 10]) || '.',
			     round((9.9 + (i % 200))::numeric, 2),
			     case when $1 = 'sv' then 'SEK' else 'NOK' end,
			     '/images/products/candy-bag.svg',
			     'https://godisbutiken.example/produkt/syn-' || i,
			     i % 20 <> 0,
			     array[($4::text[])[1 + i % 10]],
			     'SYN-' || i,
			     lpad(i::text, 13, '0')
			   from generate_series(1, $3::int) as i, brand_names b
			   on conflict do nothing
			   returning 1
			 )
			 select count(*)::int as n from inserted`,
			[
				locale,
				`{${words[locale].map((w) => `"${w}"`).join(",")}}`,
				perLocale,
				`{${categoryOfWord[locale].map((w) => `"${w}"`).join(",")}}`,
			],
		);
		inserted += rows[0]?.n ?? 0;
	}
	// What autovacuum would do to a server's bulk load within a minute or so (the embedded database
	// has none): statistics for the planner, and pages marked all-visible. Measured right after the
	// load without it, a search over 100,000 products took three times as long.
	await db.exec("vacuum analyze public.products");
	// The catalogue's words, as an import's job rebuilds them (ADR 039).
	await refreshVocabulary(db);
	return inserted;
}
