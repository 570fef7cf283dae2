// Swedish texts of the discovery screens (home, product list, search, live suggestions).
// nb/discovery.ts must have the same keys.
export const discovery = {
	searchBox: {
		label: "Sök produkter",
		placeholder: "Sök godis, choklad, chips...",
		productsPlaceholder: "Sök bland produkterna...",
		submit: "Sök",
		suggestions: "Förslag",
		// The suggestion dropdown's loading and empty texts.
		searching: "Söker...",
		noResults: "Inga resultater",
		tooShort: "Skriv minst 2 tecken.",
		failed: "Förslagen kunde inte hämtas.",
		resultsCount: "{{n}} förslag. Använd pil upp och pil ned för att välja.",
	},
	home: {
		whyTitle: "Varför välja Godisguiden?",
		whyIntro: "Vi gör det enkelt att hitta rätt godis – till rätt pris.",
		benefitPricesTitle: "Jämför priser",
		benefitPricesText: "Vi visar priser från flera butiker, så att du snabbt hittar det bästa erbjudandet.",
		benefitRangeTitle: "Stort utbud",
		benefitRangeText: "Godis, choklad, chips, läsk och energidryck från populära varumärken – samlat på ett ställe.",
		benefitGuidesTitle: "Guider du kan lita på",
		benefitGuidesText: "Våra guider och artiklar hjälper dig att hitta nya favoriter och handla smart.",
		ctaTitle: "Redo att hitta ditt favoritgodis?",
		ctaText: "Utforska alla kategorier och jämför priser från flera butiker.",
		ctaButton: "Se alla kategorier",
	},
	products: {
		searchLabel: "Sök bland produkterna",
		importButton: "Importera produkter",
		importing: "Importerar produkter...",
		// The product import's toasts; {{n}} = products added in this language by the import.
		imported: "Produkter importerade! {{n}} produkter tillagda.",
		importFailed: "Kunde inte importera produkter. Försök igen.",
		importRecent: "Produkterna importerades nyss. Försök igen om några minuter.",
	},
	search: {
		loading: "Söker produkter...",
		// Shown when a word of the query was corrected to one the catalogue has; <fix> is the link.
		didYouMean: "Menade du <fix>{{query}}</fix>?",
		// Above the links to categories and brands the query names, on few or no hits.
		related: "Kategorier och varumärken",
		pageKind: {
			category: "Kategori",
			brand: "Varumärke",
		},
	},
	skeleton: {
		loading: "Laddar...",
	},
} as const;
