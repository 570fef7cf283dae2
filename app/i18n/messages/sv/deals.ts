// The deals page and a product's price drop (ADR 027). Swedish texts; nb/deals.ts must have the
// same keys. The 30-day lowest price is worded as the EU Omnibus Directive (2019/2161, art. 6a) asks.
export const deals = {
	title: "Erbjudanden",
	description:
		"Prissänkt godis, choklad, chips och dryck: produkter som just nu kostar minst 10 % mindre än sitt lägsta pris de 30 dagarna före sänkningen.",
	intro:
		"Produkter vars lägsta pris just nu är minst 10 % under det lägsta priset de 30 dagarna före sänkningen. Störst sänkning först.",
	listName: "Erbjudanden på Godisguiden",
	/**
	 * Which of the deals a page shows (app/components/DealsCount.tsx): the singular when there is one
	 * deal in all; a page that holds one deal of several (a last page) names it rather than "25–25".
	 */
	showing: {
		one: "Visar {{from}} av {{total}} erbjudande",
		other: "Visar {{from}}–{{to}} av {{total}} erbjudanden",
		single: "Visar erbjudande {{from}} av {{total}}",
	},
	empty: "Inga erbjudanden just nu",
	emptyText: "Inget pris har sjunkit minst 10 % under sitt lägsta pris de senaste 30 dagarna. Titta gärna in igen snart!",
	noMatches: "Inga erbjudanden matchar filtret.",
	drop: "−{{percent}} %",
	dropLong: "{{percent}} % under lägsta pris 30 dagar före sänkningen",
	/**
	 * The one label of a drop's reference (ADR 027): the deal's card, the product page's notice and
	 * the price chart's legend. <price> marks the price: struck through on the card and the notice,
	 * where the words before it say what the struck price is.
	 */
	lowest30: "Lägsta pris 30 dagar före sänkningen: <price>{{price}}</price>",
	/** The shop a deal's price is at. */
	atShop: "hos {{shop}}",
	priceNow: "Pris nu: {{price}}",
	productNotice: "Prissänkt {{percent}} %",
	filters: "Filtrera erbjudanden",
	category: "Kategori",
	allCategories: "Alla kategorier",
	brand: "Varumärke",
	allBrands: "Alla varumärken",
	apply: "Visa",
	clear: "Rensa filter",
	option: "{{name}} ({{count}})",
} as const;
