import type { Messages } from "../types";

// Sort and filters on category, brand, products and search pages.
export const browse: Messages["browse"] = {
	heading: "Filtrer og sorter",
	sort: "Sorter",
	sortOrder: {
		"price-asc": "Laveste pris først",
		"price-desc": "Høyeste pris først",
		name: "Navn A–Å",
		newest: "Nyeste",
	},
	brand: "Merke",
	brandOption: "{{brand}} ({{count}})",
	price: "Pris",
	priceFrom: "Pris fra",
	priceTo: "Pris til",
	inStock: "Kun på lager",
	apply: "Vis",
	clear: "Nullstill filter",
	noMatches: "Ingen produkter passer filtrene dine.",
} as const;
