// Norwegian (bokmål) UI texts. Typed against the Swedish catalogue: a key missing here fails the build.
import { alerts } from "./nb/alerts";
import { browse } from "./nb/browse";
import { catalogue } from "./nb/catalogue";
import { deals } from "./nb/deals";
import { discovery } from "./nb/discovery";
import { offers } from "./nb/offers";
import { privacy } from "./nb/privacy";
import { shoppingList } from "./nb/shopping-list";
import type { Messages } from "./types";

export const nb: Messages = {
	discovery,
	catalogue,
	offers,
	browse,
	deals,
	alerts,
	privacy,
	shoppingList,
	meta: {
		siteName: "Godisguiden",
		defaultTitle: "Godisguiden – sammenlign godteri, sjokolade, chips og drikke",
		defaultDescription:
			"Finn riktig godteri på nett: sammenlign priser på godteri, sjokolade, chips, brus og energidrikk fra flere butikker, og les guider om favorittene dine.",
	},
	nav: {
		home: "Hjem",
		categories: "Kategorier",
		brands: "Merker",
		products: "Produkter",
		articles: "Artikler",
		deals: "Tilbud",
		about: "Om oss",
		menu: "Meny",
		openMenu: "Åpne menyen",
		close: "Close",
		allCategories: "Alle kategorier",
		allBrands: "Alle merker",
		mainNavigation: "Hovedmeny",
		skipToContent: "Hopp til innholdet",
		logoAlt: "Godisguiden – til forsiden",
	},
	search: {
		label: "Søk i produkter",
		placeholder: "Søk etter godteri, sjokolade, chips...",
		submit: "Søk",
	},
	hero: {
		title: "Finn Riktig Godteri På Nett - Din Komplette Guide",
		subtitle: "Vi sammenligner priser fra flere butikker og guider deg blant godteri, sjokolade, chips, brus og energidrikk.",
		browseCategories: "Utforsk kategorier",
		browseBrands: "Se alle merker",
	},
	common: {
		readMore: "Les mer",
		showLess: "Vis mindre",
		seeProduct: "Se produkt",
		loading: "Laster...",
		back: "Tilbake",
		backToCategories: "Tilbake til kategorier",
		backToBrands: "Tilbake til merker",
		backToProducts: "Tilbake til produkter",
		backToArticles: "Tilbake til artikler",
		showingProducts: { one: "Viser {{shown}} av {{total}} produkt", other: "Viser {{shown}} av {{total}} produkter" },
		loadMore: "Vis flere",
		noImage: "Ikke noe bilde",
		price: "Pris",
	},
	home: {
		popularProducts: "Populære produkter",
		popularCategories: "Populære kategorier",
		popularBrands: "Populære merker",
		seeAllCategories: "Alle kategorier",
		seeAllBrands: "Alle merker",
	},
	footer: {
		disclaimer:
			"Godisguiden sammenligner priser og lenker til butikker. Vi kan få provisjon når du handler via lenkene våre. Priser og lagerstatus kan endres – sjekk alltid hos butikken.",
		contact: "Kontakt",
		contactEmail: "hei@godisguiden.no",
		about: "Om oss",
		categories: "Kategorier",
		brands: "Merker",
		loadingCategories: "Laster kategorier...",
		loadingBrands: "Laster merker...",
		copyright: "© {{year}} Godisguiden. Alle rettigheter forbeholdt.",
	},
	geoBanner: {
		text: "Det ser ut som du er fra Norge. Vil du bytte til norsk?",
		accept: "Ja, bytt",
		decline: "Nei takk",
		close: "Lukk",
		refusedControlCharacter:
			"Adressen å gå videre til inneholder tegn som ikke er tillatt (for eksempel tabulator eller linjeskift). Ingenting er lagret.",
		refusedForeignAddress: "Adressen å gå videre til er ikke en side på Godisguiden. Ingenting er lagret.",
	},
	languageSwitch: {
		label: "Velg språk",
		sv: "Svenska",
		nb: "Norsk",
		current: "Nåværende språk",
	},
	pages: {
		categoriesTitle: "Kategorier",
		categoriesDescription:
			"Alle kategorier på Godisguiden: godteri, sjokolade, chips, brus, energidrikk og mye mer – sammenlign priser fra flere butikker.",
		categoryNotFound: "Kategori ikke funnet",
		/** Meta description of a category page without an intro (a page an admin tool just created). */
		categoryFallbackDescription:
			"Sammenlign priser på {{name}} fra flere butikker hos Godisguiden og finn det billigste tilbudet.",
		categoryEmpty: "Ingen produkter funnet for denne kategorien.",
		brandsTitle: "Merker",
		brandsDescription:
			"Alle merker på Godisguiden – fra Freia og Nidar til Haribo og Red Bull. Sammenlign priser og finn favorittene dine.",
		brandNotFound: "Merke ikke funnet",
		brandFallbackDescription: "Sammenlign priser på produkter fra {{name}} hos flere butikker på Godisguiden.",
		brandEmpty: "Ingen produkter funnet for dette merket.",
		productsTitle: "Produkter",
		productsDescription:
			"Alle produkter på Godisguiden: sammenlign priser på godteri, sjokolade, chips, brus og energidrikk fra flere butikker.",
		productsEmpty: "Ingen produkter ennå",
		productsEmptyText: "Vi fyller på sortimentet akkurat nå. Kom tilbake senere!",
		articlesTitle: "Artikler",
		articlesDescription: "Guider, tester og nyheter om godteri, sjokolade, chips og drikke fra Godisguiden.",
		articleNotFound: "Artikkelen ble ikke funnet",
		articleNotFoundText: "Vi kunne ikke finne artikkelen du leter etter.",
		aboutTitle: "Om oss",
		aboutDescription:
			"Godisguiden hjelper deg å finne riktig godteri på nett og sammenligne priser mellom butikker. Les mer om oss.",
		searchTitle: "Søk",
		searchHeading: 'Søk etter "{{query}}"',
		searchCount: { one: "Viser {{shown}} av {{total}} treff", other: "Viser {{shown}} av {{total}} treff" },
		searchEmpty: "Ingen produkter funnet",
		searchEmptyHint: "Prøv et annet søkeord",
		searchTooShort: "Skriv minst 2 tegn for å søke.",
		pageOf: "Side {{page}} av {{pages}}",
		previous: "Forrige",
		next: "Neste",
		breadcrumb: "Brødsmuler",
	},
	about: {
		heading: "Om Godisguiden",
		introMd:
			"Godisguiden er en uavhengig guide for deg som vil finne riktig godteri på nett. Her sammenligner vi priser og utvalg hos flere butikker – fra klassisk [godteri](/no/kategorier/godteri) og sprø [chips](/no/kategorier/chips) til kald [brus](/no/kategorier/brus) og kremet [sjokolade](/no/kategorier/sjokolade).",
		passionTitle: "Vår lidenskap",
		passionText:
			"Vi elsker godteri – lørdagsgodt, fredagschips og sjokoladebiten til kaffen. Godisguiden startet fordi vi selv ble lei av å lete i ti faner etter favorittene uten å vite hva de kostet andre steder.",
		whatTitle: "Hva vi gjør",
		whatText:
			"Vi samler produkter, priser og lagerstatus fra butikker som selger godteri på nett og viser dem på ett sted. Du kan bla i kategorier og merker, søke etter et produkt, sammenligne priser og gå videre til butikken som passer deg.",
		whyTitle: "Hvorfor Godisguiden",
		whyText:
			"Du skal raskt finne det du har lyst på til en god pris. Vi viser alltid den laveste prisen først, merker tydelig hvilke lenker som går til butikker og skriver guider som hjelper deg å velge.",
		aiNotice:
			"Noen tekster på Godisguiden, for eksempel beskrivelser og artikler, er skrevet med hjelp av KI og gjennomgått av oss. Priser og lagerstatus kommer fra butikkene og kan endres – sjekk alltid hos butikken før du handler.",
		closing: "Takk for at du bruker Godisguiden. Finner du noe som er feil eller mangler? Ta gjerne kontakt med oss!",
	},
	notFound: {
		title: "Siden ble ikke funnet",
		text: "Siden du leter etter finnes ikke eller er flyttet.",
		description:
			"Siden du leter etter finnes ikke på Godisguiden. Gå til forsiden og sammenlign priser på godteri, sjokolade, chips og drikke.",
		toSwedishHome: "Til svensk forside",
		toNorwegianHome: "Til norsk forside",
	},
	error: {
		title: "Noe gikk galt",
		text: "En uventet feil oppstod. Prøv igjen om litt.",
		toHome: "Til forsiden",
	},
	unavailable: {
		title: "Tjenesten er midlertidig utilgjengelig",
		text: "Vi får ikke kontakt med databasen akkurat nå. Prøv igjen om en liten stund.",
		retry: "Prøv igjen",
	},
};
