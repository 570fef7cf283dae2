// Norwegian (bokmål) wording of the offline writer's articles (see ./phrases.ts for what each phrase is).
import type { ArticlePhrases } from "./phrases";

export const articleNb: ArticlePhrases = {
	defaultKeyword: "godteri",
	links: {
		categories: "alle kategorier",
		brands: "alle merker",
		products: "alle produkter",
		articles: "flere artikler",
		home: "forsiden",
	},
	opening: (keywords) => [
		`Denne guiden handler om ${keywords}. Vi har samlet det som er nyttig å vite før du handler: hvilke typer og kategorier som finnes, hvilke merker som går igjen, hva godteriet pleier å koste og hvordan du sammenligner priser uten å gå deg vill blant tilbudene. Alt som sies om utvalg og priser kommer fra Godisguidens egen katalog, så du kan klikke deg videre og se produktene selv.`,
		"Godteri er for de fleste en liten luksus i hverdagen, og derfor er det lett å handle av gammel vane. Med litt ettertanke går det an å finne både nye favoritter og bedre priser. Guiden er skrevet for deg som vil velge med åpne øyne, enten du handler til fredagskosen, til et selskap eller bare vil prøve noe nytt.",
	],
	basics: {
		heading: (Keyword) => `${Keyword} – dette er nyttig å vite`,
		meaning: (keyword) =>
			`Når man snakker om ${keyword}, mener man ofte ganske forskjellige ting. For én person er det smågodt i en pose, for en annen en sjokoladeplate eller en eske med pastiller. Felles for dem er at smak, konsistens og pris varierer mye mellom produktene, selv når de ser nesten like ut i hylla. Derfor lønner det seg å sammenligne før man bestemmer seg.`,
		advice: [
			"Et godt første steg er å tenke over hva du egentlig er ute etter. Vil du ha noe søtt, salt eller surt? Skal det holde til mange, eller er det en liten godbit til deg selv? Må det være fritt for noe bestemt, for eksempel gelatin, nøtter eller melk? Svarene gjør det mye enklere å sortere i utvalget og å finne det riktige raskere.",
			"Husk også at pakningsstørrelsen påvirker prisen mer enn man tror. En stor pose er ofte billigere per kilo, men bare hvis alt blir spist før det rekker å bli tørt eller klissete. En mindre pakning kan være det lureste valget når du vil prøve en ny type for første gang.",
			"Utvalget følger også årets høytider. Til påske, halloween og jul dukker det opp sesongvarer og større pakninger, og i de ukene kan både utvalg og priser se annerledes ut enn resten av året. Vil du finne noe spesielt til en høytid, er det lurt å begynne å lete i god tid, fordi de mest populære typene noen ganger blir utsolgt.",
		],
	},
	categories: {
		heading: "Kategorier å utforske",
		lead: (keyword) =>
			`I katalogen er ${keyword} fordelt på flere kategorier. Her er noen av dem, med antall produkter som finnes der akkurat nå:`,
		entry: (products) => `${products} i katalogen`,
		none: "Katalogen vokser hele tiden, og nye kategorier legges til når utvalget blir større.",
		overview: (allCategories) =>
			`Kategoriene er en god måte å finne frem på når du vet omtrent hva du vil ha, men ikke akkurat hvilket produkt. Innenfor hver kategori kan du sammenligne størrelser, merker og priser side om side. Vil du se helheten, finner du ${allCategories} samlet på ett sted.`,
		advice: [
			"Et tips er å se i en kategori du vanligvis ikke handler fra. Mange oppdager at en type de aldri har prøvd passer dem bedre enn den gamle favoritten, og at prisforskjellen mellom lignende produkter kan være større enn ventet.",
			"Kategoriene sier også noe om hvordan produktene er ment å spises. Noen passer best til deling, andre er laget for å vare lenge, og noen er tenkt som gave. Å tenke på anledningen hjelper deg å velge riktig størrelse og riktig type.",
		],
	},
	brands: {
		heading: "Merker verdt å følge med på",
		listed: (brandLinks) =>
			`Noen av merkene i katalogen er ${brandLinks}. Hvert merke har sin egen side der du ser hvilke av produktene deres som er oppført, og hva de koster.`,
		none: "Merkene i katalogen får egne sider så snart de har produkter oppført.",
		advice: [
			"Merket sier mye om hva du kan forvente, men det er ikke hele sannheten. Den samme produsenten lager ofte både klassikere som har fantes i flere tiår og nyheter som bare selges en kort periode. Derfor er det verdt å lese produktbeskrivelsen selv når merket virker kjent.",
			"Mange har et favorittmerke, og det er helt rimelig. Men det kan lønne seg å sammenligne med et annet merke i samme kategori. Noen ganger er forskjellen i smak liten mens forskjellen i pris er tydelig, og noen ganger er det stikk motsatt. Den eneste måten å vite det på er å prøve selv.",
		],
	},
	prices: {
		heading: "Hva koster det?",
		span: ({ from, to }) =>
			`Prisene i katalogen går akkurat nå fra ${from} til ${to}. Spennet er stort fordi alt fra små poser til store pakninger og gaveesker er med.`,
		unknown: "Prisene varierer mellom butikker og over tid, så det er alltid lurt å sammenligne.",
		productsLead: "Her er noen eksempler på produkter som er oppført, med pris ved siste oppdatering:",
		allProducts: (allProducts) =>
			`Prisene kommer fra butikkene og kan endres, så sjekk alltid den endelige prisen hos butikken før du handler. Du finner ${allProducts} i én og samme liste, der det er enkelt å sammenligne.`,
		advice: [
			"Den mest rettferdige måten å sammenligne på er kiloprisen, altså prisen per kilo. En pose som ser billig ut, kan være dyr per kilo, og en større pakning kan være prisgunstig selv om prisen i kassen er høyere. Regn gjerne selv når kiloprisen ikke står oppgitt.",
			"Kampanjer og mengderabatter kan være gunstige, men bare hvis du uansett hadde tenkt å kjøpe varen. Sammenlign derfor kampanjeprisen med hva den samme mengden pleier å koste, og husk at fraktkostnaden kan spise opp hele besparelsen når du handler på nett. Ofte lønner det seg å samle flere varer i samme bestilling.",
		],
	},
	choosing: {
		heading: "Slik velger du riktig",
		allergens: (food) =>
			`Les ingredienslisten, særlig hvis du eller noen du handler til er allergisk eller unngår visse ingredienser. Allergener skal etter reglene komme tydelig frem på pakningen. ${food} forklarer hva som gjelder for merking av mat og hvilke allergener som må oppgis.`,
		rights: (consumer) =>
			`Som forbruker har du rettigheter også når du kjøper godteri på nett. Prisen skal være tydelig, og du skal få vite hva frakten koster før du betaler. Hos ${consumer} finner du veiledning om prisinformasjon, netthandel og hva du kan gjøre hvis noe går galt.`,
		teeth: (health) =>
			`Tenk også på tennene. Det er bedre å spise godteriet på én gang enn å småspise gjennom hele dagen, fordi tennene da får tid til å hente seg inn mellom gangene. ${health} har mer om hvordan du tar vare på tennene.`,
		advice: [
			"Oppbevar godteriet kjølig, tørt og i en tett pakning. Sjokolade tåler ikke varme og kan bli gråhvit på overflaten hvis den oppbevares for varmt, og geléprodukter tørker fort når posen står åpen. Med riktig oppbevaring holder godteriet på smaken lenger, og mindre må kastes.",
			"Se gjerne på best før-datoen når du kjøper større mengder. Godteri holder seg lenge, men smak og konsistens er best når det er ferskt, og en stor pakning som blir liggende i månedsvis, er sjelden noe kupp.",
			"Til slutt: handle gjerne litt mindre, men litt bedre. En liten mengde av noe du virkelig liker, gir ofte mer glede enn en stor pose du ikke bryr deg om.",
		],
	},
	summary: {
		heading: "Oppsummering",
		gist: (Keyword) =>
			`${Keyword} handler i bunn og grunn om å finne det du liker til en pris som føles rimelig. Begynn med å bestemme hva du har lyst på, bruk kategoriene for å finne riktige typer, sammenlign merker og se alltid på kiloprisen.`,
		readOn: (links) =>
			`Les ingrediensene når det trengs, oppbevar godteriet riktig og husk at prisene kan endres. Vil du lese videre, finner du ${links} her på Godisguiden.`,
		closing:
			"Godisguiden oppdaterer katalogen fortløpende med nye produkter, merker og priser. Kom gjerne tilbake når du har lyst på noe nytt, eller når du vil sjekke at du fortsatt gjør et godt kjøp.",
	},
	title: (Keyword) => `${Keyword} – guide til utvalg, merker og priser`,
	h1: (Keyword) => `${Keyword}: alt du trenger å vite før du handler`,
	metaTitle: (Keyword) => `${Keyword} – guide og priser | Godisguiden`,
	excerpt: (keywords) =>
		`En guide til ${keywords}: kategorier, merker og priser fra Godisguidens katalog, med tips som gjør det enklere å velge riktig.`,
	meta: {
		lead: (Keyword) => `${Keyword} – slik velger du riktig.`,
		priceSpan: ({ from, to }) => `Priser fra ${from} til ${to}.`,
		more: [
			"Sammenlign kategorier, merker og priser hos Godisguiden.",
			"Tips om allergener og oppbevaring.",
			"Les guiden og finn dine favoritter.",
			"Les guiden.",
			"Sammenlign kiloprisen.",
			"Handle smart.",
			"Les mer.",
			"Velg riktig.",
			"Godt!",
		],
	},
};
