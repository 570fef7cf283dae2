// Swedish UI texts (docs/product.md, Where the texts live). nb.ts must have every key this file has
// (its type is derived from this one, so a missing key fails the typecheck).

import { alerts } from "./sv/alerts";
import { browse } from "./sv/browse";
import { catalogue } from "./sv/catalogue";
import { deals } from "./sv/deals";
import { discovery } from "./sv/discovery";
import { offers } from "./sv/offers";
import { privacy } from "./sv/privacy";
import { shoppingList } from "./sv/shopping-list";

export const sv = {
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
		defaultTitle: "Godisguiden – jämför godis, choklad, chips och dryck",
		defaultDescription:
			"Hitta rätt godis online: jämför priser på godis, choklad, chips, läsk och energidryck från flera butiker, och läs guider om dina favoriter.",
	},
	nav: {
		home: "Hem",
		categories: "Kategorier",
		brands: "Varumärken",
		products: "Produkter",
		articles: "Artiklar",
		deals: "Erbjudanden",
		about: "Om oss",
		menu: "Meny",
		openMenu: "Öppna menyn",
		close: "Close",
		allCategories: "Alla kategorier",
		allBrands: "Alla varumärken",
		mainNavigation: "Huvudmeny",
		skipToContent: "Hoppa till innehållet",
		logoAlt: "Godisguiden – till startsidan",
	},
	search: {
		label: "Sök produkter",
		placeholder: "Sök godis, choklad, chips...",
		submit: "Sök",
	},
	hero: {
		title: "Hitta Rätt Godis Online - Din Kompletta Guide",
		subtitle: "Vi jämför priser från flera butiker och guidar dig bland godis, choklad, chips, läsk och energidryck.",
		browseCategories: "Utforska kategorier",
		browseBrands: "Se alla varumärken",
	},
	common: {
		readMore: "Läs mer",
		showLess: "Visa mindre",
		seeProduct: "Se produkt",
		loading: "Laddar...",
		back: "Tillbaka",
		backToCategories: "Tillbaka till kategorier",
		backToBrands: "Tillbaka till varumärken",
		backToProducts: "Tillbaka till produkter",
		backToArticles: "Tillbaka till artiklar",
		/** A list's counter, in the singular when the list holds one product (app/i18n/count-form.ts). */
		showingProducts: { one: "Visar {{shown}} av {{total}} produkt", other: "Visar {{shown}} av {{total}} produkter" },
		loadMore: "Visa fler",
		noImage: "Ingen bild",
		price: "Pris",
	},
	home: {
		popularProducts: "Populära produkter",
		popularCategories: "Populära kategorier",
		popularBrands: "Populära varumärken",
		seeAllCategories: "Alla kategorier",
		seeAllBrands: "Alla varumärken",
	},
	footer: {
		disclaimer:
			"Godisguiden jämför priser och länkar till butiker. Vi kan få ersättning när du handlar via våra länkar. Priser och lagerstatus kan ändras – kontrollera alltid hos butiken.",
		contact: "Kontakt",
		contactEmail: "hej@godisguiden.se",
		about: "Om oss",
		categories: "Kategorier",
		brands: "Varumärken",
		loadingCategories: "Laddar kategorier...",
		loadingBrands: "Laddar varumärken...",
		copyright: "© {{year}} Godisguiden. Alla rättigheter förbehållna.",
	},
	geoBanner: {
		text: "Det ser ut som du är från Norge. Vill du växla till norsk?",
		accept: "Ja, växla",
		decline: "Nej tack",
		close: "Stäng",
		/** The answer (400) to a preference post whose address to go on to holds a tab, newline or other control character. */
		refusedControlCharacter:
			"Adressen att gå vidare till innehåller tecken som inte är tillåtna (till exempel tabb eller radbrytning). Inget har sparats.",
		/** The answer (400) to a preference post whose address to go on to is not a page of this site. */
		refusedForeignAddress: "Adressen att gå vidare till är inte en sida på Godisguiden. Inget har sparats.",
	},
	languageSwitch: {
		label: "Välj språk",
		sv: "Svenska",
		nb: "Norsk",
		current: "Nuvarande språk",
	},
	pages: {
		categoriesTitle: "Kategorier",
		categoriesDescription:
			"Alla kategorier på Godisguiden: godis, choklad, chips, läsk, energidryck och mycket mer – jämför priser från flera butiker.",
		categoryNotFound: "Kategori hittades inte",
		/** Meta description of a category page without an intro (a page an admin tool just created). */
		categoryFallbackDescription:
			"Jämför priser på {{name}} från flera butiker hos Godisguiden och hitta det billigaste erbjudandet.",
		categoryEmpty: "Inga produkter hittades för denna kategori.",
		brandsTitle: "Varumärken",
		brandsDescription:
			"Alla varumärken på Godisguiden – från Marabou och Cloetta till Haribo och Red Bull. Jämför priser och hitta dina favoriter.",
		brandNotFound: "Varumärke hittades inte",
		brandFallbackDescription: "Jämför priser på produkter från {{name}} hos flera butiker på Godisguiden.",
		brandEmpty: "Inga produkter hittades för detta varumärke.",
		productsTitle: "Produkter",
		productsDescription:
			"Alla produkter på Godisguiden: jämför priser på godis, choklad, chips, läsk och energidryck från flera butiker.",
		productsEmpty: "Inga produkter ännu",
		productsEmptyText: "Vi fyller på sortimentet just nu. Kom tillbaka senare!",
		articlesTitle: "Artiklar",
		articlesDescription: "Guider, tester och nyheter om godis, choklad, chips och dryck från Godisguiden.",
		articleNotFound: "Artikeln hittades inte",
		articleNotFoundText: "Vi kunde inte hitta artikeln du söker.",
		aboutTitle: "Om oss",
		aboutDescription: "Godisguiden hjälper dig att hitta rätt godis online och jämföra priser mellan butiker. Läs mer om oss.",
		searchTitle: "Sök",
		searchHeading: 'Sökresultat för "{{query}}"',
		searchCount: { one: "Visar {{shown}} av {{total}} träff", other: "Visar {{shown}} av {{total}} träffar" },
		searchEmpty: "Inga produkter hittades",
		searchEmptyHint: "Prova ett annat sökord.",
		searchTooShort: "Skriv minst 2 tecken för att söka.",
		pageOf: "Sida {{page}} av {{pages}}",
		previous: "Föregående",
		next: "Nästa",
		breadcrumb: "Brödsmulor",
	},
	about: {
		heading: "Om Godisguiden",
		introMd:
			"Godisguiden är en oberoende guide för dig som vill hitta rätt godis online. Här jämför vi priser och sortiment hos flera butiker – från klassiskt [godis](/kategorier/godis) och krispiga [chips](/kategorier/chips) till kall [läsk](/kategorier/lask) och krämig [choklad](/kategorier/choklad).",
		passionTitle: "Vår passion",
		passionText:
			"Vi älskar godis – lördagsgodis, fredagschips och chokladbiten till kaffet. Godisguiden startade för att vi själva tröttnade på att leta i tio flikar efter favoriterna och aldrig veta vad de kostade på andra ställen.",
		whatTitle: "Vad vi gör",
		whatText:
			"Vi samlar produkter, priser och lagerstatus från butiker som säljer godis på nätet och visar dem på ett ställe. Du kan bläddra bland kategorier och varumärken, söka efter en produkt, jämföra priser och gå vidare till butiken som passar dig.",
		whyTitle: "Varför Godisguiden",
		whyText:
			"Du ska snabbt hitta det du är sugen på till ett bra pris. Vi visar alltid det lägsta priset först, märker tydligt vilka länkar som går till butiker och skriver guider som hjälper dig att välja.",
		aiNotice:
			"En del texter på Godisguiden, till exempel beskrivningar och artiklar, är skrivna med hjälp av AI och granskas av oss. Priser och lagerstatus kommer från butikerna och kan ändras – kontrollera alltid hos butiken innan du handlar.",
		closing: "Tack för att du använder Godisguiden. Hittar du något som är fel eller saknas? Hör gärna av dig till oss!",
	},
	notFound: {
		title: "Sidan hittades inte",
		text: "Sidan du letar efter finns inte eller har flyttats.",
		description:
			"Sidan du letar efter finns inte på Godisguiden. Gå till startsidan och jämför priser på godis, choklad, chips och dryck.",
		toSwedishHome: "Till svenska startsidan",
		toNorwegianHome: "Till norska startsidan",
	},
	error: {
		title: "Något gick fel",
		text: "Ett oväntat fel inträffade. Försök igen om en stund.",
		toHome: "Till startsidan",
	},
	unavailable: {
		title: "Tjänsten är tillfälligt otillgänglig",
		text: "Vi kan inte nå vår databas just nu. Försök igen om en liten stund.",
		retry: "Försök igen",
	},
} as const;
