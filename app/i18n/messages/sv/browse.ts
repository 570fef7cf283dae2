// Sort and filters on category, brand, products and search pages.
// Swedish texts; nb/browse.ts must have the same keys.
export const browse = {
	heading: "Filtrera och sortera",
	sort: "Sortera",
	sortOrder: {
		relevance: "Bästa träff",
		"price-asc": "Lägsta pris först",
		"price-desc": "Högsta pris först",
		"unit-price": "Lägsta jämförpris först (kr/kg, kr/l)",
		name: "Namn A–Ö",
		newest: "Nyast",
	},
	brand: "Varumärke",
	brandOption: "{{brand}} ({{count}})",
	category: "Kategori",
	categoryOption: "{{category}} ({{count}})",
	// Price bands on the search page: links that set the price range (kronor).
	priceBands: "Prisklass",
	priceBand: {
		below: "Under {{max}} kr",
		between: "{{min}}–{{max}} kr",
		above: "Över {{min}} kr",
	},
	priceBandOption: "{{band}} ({{count}})",
	inStockOption: "Endast i lager ({{count}})",
	price: "Pris",
	priceFrom: "Pris från",
	priceTo: "Pris till",
	inStock: "Endast i lager",
	apply: "Visa",
	clear: "Rensa filter",
	noMatches: "Inga produkter matchar dina filter.",
} as const;
