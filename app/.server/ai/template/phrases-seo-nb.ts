// Norwegian (bokmål) wording of the offline writer's SEO texts (see ./phrases.ts for what each phrase is).
import type { SeoPhrases } from "./phrases";

export const seoNb: SeoPhrases = {
	links: {
		categories: "alle kategorier",
		brands: "alle merker",
		products: "alle produkter",
		articles: "guider og artikler",
		about: "mer om oss",
	},
	comparePrices:
		"Alle priser kommer fra butikkenes egne produktfeeder og vises side om side, slik at du raskt ser hvor en vare er billigst akkurat nå. Prisene kan endres, så sjekk alltid den endelige prisen og frakten hos butikken før du handler.",
	filler: [
		"Utvalget følger også årets høytider. Til påske, halloween og jul dukker det ofte opp sesongvarer og større pakninger, og i de ukene kan både utvalg og priser se annerledes ut enn resten av året. Er du ute etter noe spesielt, er det lurt å begynne å lete i god tid.",
		"Kampanjer og mengderabatter kan være gunstige, men bare hvis du uansett hadde tenkt å kjøpe varen. Sammenlign kampanjeprisen med hva den samme mengden pleier å koste, og husk at fraktkostnaden kan spise opp hele besparelsen når du handler på nett. Ofte lønner det seg å samle flere varer i samme bestilling.",
		"Oppbevar varene slik det står på pakningen, som regel kjølig og tørt. Se gjerne på best før-datoen når du kjøper større mengder, fordi smak og konsistens er best når produktet er ferskt.",
		"Godisguiden oppdaterer katalogen fortløpende med nye produkter, merker og priser. Kom gjerne tilbake når du har lyst på noe nytt, eller når du vil sjekke at du fortsatt gjør et godt kjøp.",
	],
	updates: {
		question: "Hvor ofte oppdateres prisene?",
		answer:
			"Prisene hentes fra butikkenes produktfeeder og oppdateres fortløpende. Derfor kan en pris endres mellom to besøk, og en vare som er utsolgt, kan komme tilbake senere.",
	},
	padding: [
		"Finn favorittene dine og handle smart.",
		"Se utvalg, merker og priser på ett sted.",
		"Prisene oppdateres fortløpende.",
		"Sammenlign før du handler.",
		"Velkommen inn!",
		"Godt!",
	],
	home: {
		headings: { prices: "Sammenlign priser før du handler", brands: "Merker å utforske", using: "Slik bruker du Godisguiden" },
		catalogue: ({ products, brands, categories }) =>
			`Godisguiden hjelper deg å finne riktig godteri på nett. I katalogen finnes akkurat nå ${products} fra ${brands}, fordelt på ${categories}.`,
		priceSpan: ({ from, to }) => `Prisene går fra ${from} til ${to}, fra små poser til store pakninger.`,
		categoriesLead: "Noen av kategoriene og hvor mange produkter de har akkurat nå:",
		brandsListed: (brandLinks) =>
			`Blant merkene i katalogen finner du ${brandLinks}. Hvert merke har sin egen side der du ser hvilke av produktene som er oppført, og hva de koster.`,
		noBrands: (allBrands) =>
			`Merkene i katalogen får egne sider så snart de har produkter oppført. Du finner dem under ${allBrands}.`,
		favouriteBrand:
			"Mange har et favorittmerke, og det er helt rimelig. Men det kan lønne seg å sammenligne med et annet merke i samme kategori. Noen ganger er forskjellen i smak liten mens forskjellen i pris er tydelig, og noen ganger er det stikk motsatt.",
		howTo: ({ categories, products }) =>
			`Søk etter et produkt med søkefeltet, bla gjennom ${categories} eller gå rett til ${products}. Ved hvert produkt ser du prisen og kan klikke deg videre til butikken.`,
		readMore: ({ articles, about }) =>
			`Vil du vite mer om hvordan du velger riktig, skriver vi ${articles} om godteri og snacks. Les gjerne også ${about}.`,
		faq: {
			whatIs: {
				question: "Hva er Godisguiden?",
				answer: (kinds) =>
					`Godisguiden er en guide${kinds ? ` til ${kinds}` : ""} som sammenligner priser fra flere butikker. Vi selger ingenting selv, men viser hvor du finner varene og hva de koster.`,
			},
			free: {
				question: "Koster det noe å bruke Godisguiden?",
				answer:
					"Nei, det er gratis å søke og sammenligne priser. Når du klikker deg videre til en butikk, handler du direkte hos butikken, på butikkens egne vilkår.",
			},
			lowestPrice: {
				question: "Hvordan finner jeg den laveste prisen?",
				answer:
					"Sammenlign prisene i listen og se på prisen per kilo eller liter når den finnes. Sjekk alltid den endelige prisen og frakten hos butikken før du handler.",
			},
		},
	},
	category: {
		headings: { about: (name) => `${name} hos Godisguiden`, choose: (name) => `Slik velger du riktig i kategorien ${name}` },
		count: (name, products) => `I kategorien ${name} finnes akkurat nå ${products} oppført hos Godisguiden.`,
		brands: (brandLinks) => `Her finner du blant annet ${brandLinks}.`,
		priceSpan: ({ from, to }) => `Prisene ligger mellom ${from} og ${to}, avhengig av type, størrelse og butikk.`,
		empty: (name) =>
			`Kategorien ${name} har ingen produkter oppført akkurat nå, men utvalget oppdateres fortløpende når butikkene legger til nye varer.`,
		productsLead: () => "Noen eksempler fra kategorien, med pris ved siste oppdatering:",
		advice: [
			"Begynn med å tenke over hva du er ute etter. Skal det holde til mange, eller er det noe lite til deg selv? Vil du prøve noe nytt eller finne en gammel favoritt til best pris? Svarene gjør det enklere å sortere i utvalget.",
			"Sammenlign gjerne prisen per kilo eller liter i stedet for bare prisen på pakningen. En større pakning er ofte billigere regnet per kilo, men bare hvis alt blir brukt før det blir gammelt. Les også innholdsfortegnelsen hvis du unngår noe, for eksempel gelatin, nøtter eller melk.",
		],
		related: ({ related, categories, products }) =>
			`Vil du se mer av utvalget, kan du gå videre til ${related}, eller bla gjennom ${categories} og ${products}.`,
		noRelated: ({ categories, brands, products }) =>
			`Vil du se mer av utvalget, kan du bla gjennom ${categories}, ${brands} og ${products}.`,
		faq: {
			price: {
				question: (name) => `Hva koster produktene i kategorien ${name}?`,
				answer: ({ from, to }) =>
					`Akkurat nå koster produktene i kategorien mellom ${from} og ${to} hos butikkene i Godisguidens katalog. Prisen avhenger av type, pakningsstørrelse og butikk, og den kan endres over tid.`,
				unknown:
					"Prisene varierer mellom butikker og over tid. Akkurat nå finnes ingen aktuelle priser i kategorien, så se gjerne innom igjen senere.",
			},
			brands: {
				question: (name) => `Hvilke merker finnes i kategorien ${name}?`,
				answer: (brandNames) =>
					`I kategorien finnes blant annet ${brandNames}. Hvert merke har sin egen side der du ser produktene og prisene.`,
				none: "Merkene i kategorien varierer over tid. Bla gjennom alle merker for å se hvilke som finnes i katalogen akkurat nå.",
			},
			lowestPrice: {
				question: "Hvordan finner jeg den laveste prisen?",
				answer:
					"Sammenlign prisene i listen og se på prisen per kilo eller liter når den finnes. Klikk på Se produkt for å gå videre til butikken, og sjekk alltid den endelige prisen og frakten før du handler.",
			},
		},
		intro: {
			count: (name, products) => `Sammenlign priser på ${products} i kategorien ${name} hos Godisguiden.`,
			empty: (name) => `Kategorien ${name} hos Godisguiden samler produkter fra flere butikker.`,
			priceSpan: ({ from, to }) => `Prisene ligger akkurat nå mellom ${from} og ${to}.`,
			brands: (brandNames) => `Her finnes blant annet ${brandNames}.`,
		},
	},
	brand: {
		headings: { about: (name) => `Om ${name} hos Godisguiden`, compare: (name) => `Slik sammenligner du priser på ${name}` },
		count: (name, products, categories) =>
			`Hos Godisguiden finnes akkurat nå ${products} fra ${name} oppført${categories ? `, i ${categories}` : ""}.`,
		priceSpan: ({ from, to }) => `Prisene ligger mellom ${from} og ${to}, avhengig av produkt, størrelse og butikk.`,
		empty: (name) =>
			`${name} har ingen produkter oppført akkurat nå, men katalogen oppdateres fortløpende når butikkene legger til nye varer.`,
		productsLead: (name) => `Noen av produktene fra ${name}, med pris ved siste oppdatering:`,
		advice: [
			"Ett og samme merke selges ofte i flere størrelser og hos flere butikker, og prisen kan variere en hel del. Sammenlign derfor prisen per kilo eller liter når den finnes, og se etter om en større pakning faktisk blir billigere for deg.",
			"Les også innholdsfortegnelsen hvis du eller noen du handler til unngår noe, for eksempel gelatin, nøtter eller melk. Oppskrifter og sortiment kan variere mellom land, selv når pakningen ser lik ut.",
		],
		more: ({ brands, categories, products }) =>
			`Vil du sammenligne med andre merker, kan du bla gjennom ${brands}, eller se ${categories} og ${products}.`,
		faq: {
			price: {
				question: (name) => `Hva koster ${name}?`,
				answer: (name, { from, to }) =>
					`Akkurat nå koster produktene fra ${name} mellom ${from} og ${to} hos butikkene i Godisguidens katalog. Prisen avhenger av produkt, pakningsstørrelse og butikk, og den kan endres over tid.`,
				unknown: (name) =>
					`Prisene på ${name} varierer mellom butikker og over tid. Akkurat nå finnes ingen aktuelle priser, så se gjerne innom igjen senere.`,
			},
			products: {
				question: (name) => `Hvilke produkter fra ${name} finnes hos Godisguiden?`,
				answer: (productNames) =>
					`Akkurat nå finnes blant annet ${productNames}. Alle produktene fra merket vises på denne siden, med pris og lenke til butikken.`,
				none: "Utvalget varierer over tid. Når butikkene fører produkter fra merket, vises de på denne siden.",
			},
			whereToBuy: {
				question: (name) => `Hvor kan jeg kjøpe ${name}?`,
				answer:
					"Godisguiden selger ingenting selv, men sammenligner priser fra flere butikker. Klikk på Se produkt ved en vare for å komme til butikken, og sjekk prisen og frakten der før du handler.",
			},
		},
		intro: {
			count: (name, products) => `Sammenlign priser på ${products} fra ${name} hos Godisguiden.`,
			empty: (name) => `Her samler Godisguiden produkter og priser fra ${name}.`,
			categories: (categories) => `Merket finnes i ${categories}.`,
			priceSpan: ({ from, to }) => `Prisene ligger akkurat nå mellom ${from} og ${to}.`,
		},
	},
};
