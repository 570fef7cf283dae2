// Norwegian texts of the discovery screens; the keys are those of ../sv/discovery.ts.
import type { Messages } from "../types";

export const discovery: Messages["discovery"] = {
	searchBox: {
		label: "Søk i produkter",
		placeholder: "Søk etter godteri, sjokolade, chips...",
		productsPlaceholder: "Søk blant produktene...",
		submit: "Søk",
		suggestions: "Forslag",
		searching: "Søker...",
		noResults: "Ingen resultater",
		tooShort: "Skriv minst 2 tegn.",
		failed: "Kunne ikke hente forslag.",
		resultsCount: "{{n}} forslag. Bruk pil opp og pil ned for å velge.",
	},
	home: {
		whyTitle: "Hvorfor velge Godisguiden?",
		whyIntro: "Vi gjør det enkelt å finne riktig godteri – til riktig pris.",
		benefitPricesTitle: "Sammenlign priser",
		benefitPricesText: "Vi viser priser fra flere butikker, så du raskt finner det beste tilbudet.",
		benefitRangeTitle: "Stort utvalg",
		benefitRangeText: "Godteri, sjokolade, chips, brus og energidrikk fra populære merker – samlet på ett sted.",
		benefitGuidesTitle: "Guider du kan stole på",
		benefitGuidesText: "Guidene og artiklene våre hjelper deg å finne nye favoritter og handle smart.",
		ctaTitle: "Klar til å finne favorittgodteriet ditt?",
		ctaText: "Utforsk alle kategoriene og sammenlign priser fra flere butikker.",
		ctaButton: "Se alle kategorier",
	},
	products: {
		searchLabel: "Søk blant produktene",
		importButton: "Importer produkter",
		importing: "Importerer produkter...",
		imported: "Produkter importert! {{n}} produkter lagt til.",
		importFailed: "Kunne ikke importere produkter. Prøv igjen.",
		importRecent: "Produktene ble nettopp importert. Prøv igjen om noen minutter.",
	},
	search: {
		loading: "Søker etter produkter...",
		didYouMean: "Mente du <fix>{{query}}</fix>?",
		related: "Kategorier og merker",
		pageKind: {
			category: "Kategori",
			brand: "Merke",
		},
	},
	skeleton: {
		loading: "Laster...",
	},
};
