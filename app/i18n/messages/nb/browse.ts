import type { Messages } from "../types";

// Sort and filters on category, brand, products and search pages.
export const browse: Messages["browse"] = {
	heading: "Filtrer og sorter",
	sort: "Sorter",
	sortOrder: {
		relevance: "Beste treff",
		"price-asc": "Laveste pris først",
		"price-desc": "Høyeste pris først",
		"unit-price": "Laveste sammenligningspris først (kr/kg, kr/l)",
		name: "Navn A–Å",
		newest: "Nyeste",
	},
	brand: "Merke",
	brandOption: "{{brand}} ({{count}})",
	category: "Kategori",
	categoryOption: "{{category}} ({{count}})",
	priceBands: "Prisklasse",
	priceBand: {
		below: "Under {{max}} kr",
		between: "{{min}}–{{max}} kr",
		above: "Over {{min}} kr",
	},
	priceBandOption: "{{band}} ({{count}})",
	inStockOption: "Kun på lager ({{count}})",
	price: "Pris",
	priceFrom: "Pris fra",
	priceTo: "Pris til",
	inStock: "Kun på lager",
	apply: "Vis",
	clear: "Nullstill filter",
	noMatches: "Ingen produkter passer filtrene dine.",
} as const;
