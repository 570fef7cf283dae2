// Swedish wording of the offline writer's SEO texts (see ./phrases.ts for what each phrase is).
import type { SeoPhrases } from "./phrases";

export const seoSv: SeoPhrases = {
	links: {
		categories: "alla kategorier",
		brands: "alla varumärken",
		products: "alla produkter",
		articles: "guider och artiklar",
		about: "mer om oss",
	},
	comparePrices:
		"Alla priser kommer från butikernas egna produktflöden och visas sida vid sida, så att du snabbt ser var en vara är billigast just nu. Priserna kan ändras, så kontrollera alltid det slutliga priset och frakten hos butiken innan du handlar.",
	filler: [
		"Utbudet följer också årets högtider. Till påsk, halloween och jul dyker det ofta upp säsongsvaror och större förpackningar, och under de veckorna kan både urval och priser se annorlunda ut än under resten av året. Är du ute efter något särskilt är det klokt att börja leta i god tid.",
		"Kampanjer och mängdrabatter kan vara prisvärda, men bara om du ändå hade tänkt köpa varan. Jämför kampanjpriset med vad samma mängd brukar kosta, och tänk på att fraktkostnaden kan äta upp hela besparingen när du handlar på nätet. Ofta lönar det sig att samla flera varor i samma beställning.",
		"Förvara varorna så som det står på förpackningen, oftast svalt och torrt. Titta gärna på bäst före-datumet när du köper större mängder, eftersom smak och konsistens är som bäst när produkten är färsk.",
		"Godisguiden uppdaterar katalogen löpande med nya produkter, märken och priser. Kom gärna tillbaka när du är sugen på något nytt, eller när du vill kontrollera att du fortfarande gör ett bra köp.",
	],
	updates: {
		question: "Hur ofta uppdateras priserna?",
		answer:
			"Priserna hämtas från butikernas produktflöden och uppdateras löpande. Därför kan ett pris ändras mellan två besök, och en vara som är slut i lager kan komma tillbaka senare.",
	},
	padding: [
		"Hitta dina favoriter och handla smart.",
		"Se utbud, märken och priser på ett ställe.",
		"Priserna uppdateras löpande.",
		"Jämför innan du handlar.",
		"Välkommen in!",
		"Gott!",
	],
	home: {
		headings: { prices: "Jämför priser innan du handlar", brands: "Märken att utforska", using: "Så använder du Godisguiden" },
		catalogue: ({ products, brands, categories }) =>
			`Godisguiden hjälper dig att hitta rätt godis online. I katalogen finns just nu ${products} från ${brands}, fördelade på ${categories}.`,
		priceSpan: ({ from, to }) => `Priserna sträcker sig från ${from} till ${to}, från små påsar till stora förpackningar.`,
		categoriesLead: "Några av kategorierna och hur många produkter de har just nu:",
		brandsListed: (brandLinks) =>
			`Bland märkena i katalogen finns ${brandLinks}. Varje märke har en egen sida där du ser vilka av dess produkter som finns listade och vad de kostar.`,
		noBrands: (allBrands) =>
			`Varumärkena i katalogen får egna sidor så snart de har produkter listade. Du hittar dem under ${allBrands}.`,
		favouriteBrand:
			"Många har ett favoritmärke, och det är helt rimligt. Men det kan löna sig att jämföra med ett annat märke i samma kategori. Ibland är skillnaden i smak liten medan skillnaden i pris är tydlig, och ibland är det precis tvärtom.",
		howTo: ({ categories, products }) =>
			`Sök efter en produkt med sökrutan, bläddra bland ${categories} eller gå direkt till ${products}. Vid varje produkt ser du priset och kan klicka vidare till butiken.`,
		readMore: ({ articles, about }) =>
			`Vill du veta mer om hur du väljer rätt skriver vi ${articles} om godis och snacks. Läs gärna också ${about}.`,
		faq: {
			whatIs: {
				question: "Vad är Godisguiden?",
				answer: (kinds) =>
					`Godisguiden är en guide${kinds ? ` till ${kinds}` : ""} som jämför priser från flera butiker. Vi säljer ingenting själva, utan visar var du hittar varorna och vad de kostar.`,
			},
			free: {
				question: "Kostar det något att använda Godisguiden?",
				answer:
					"Nej, det är gratis att söka och jämföra priser. När du klickar vidare till en butik handlar du direkt hos butiken, på butikens egna villkor.",
			},
			lowestPrice: {
				question: "Hur hittar jag det lägsta priset?",
				answer:
					"Jämför priserna i listan och titta på priset per kilo eller liter när det finns. Kontrollera alltid det slutliga priset och frakten hos butiken innan du handlar.",
			},
		},
	},
	category: {
		headings: { about: (name) => `${name} hos Godisguiden`, choose: (name) => `Så väljer du rätt i kategorin ${name}` },
		count: (name, products) => `I kategorin ${name} finns just nu ${products} listade hos Godisguiden.`,
		brands: (brandLinks) => `Här hittar du bland annat ${brandLinks}.`,
		priceSpan: ({ from, to }) => `Priserna ligger mellan ${from} och ${to}, beroende på sort, storlek och butik.`,
		empty: (name) =>
			`Kategorin ${name} har inga produkter listade just nu, men utbudet uppdateras löpande när butikerna lägger till nya varor.`,
		productsLead: () => "Några exempel ur kategorin, med pris vid senaste uppdateringen:",
		advice: [
			"Börja med att fundera på vad du är ute efter. Ska det räcka till många eller är det något litet till dig själv? Vill du prova något nytt eller hitta en gammal favorit till bästa pris? Svaren gör det lättare att sålla bland utbudet.",
			"Jämför gärna priset per kilo eller liter i stället för bara priset på förpackningen. En större förpackning är ofta billigare räknat per kilo, men bara om allt hinner användas innan det blir gammalt. Läs också innehållsförteckningen om du undviker något, till exempel gelatin, nötter eller mjölk.",
		],
		related: ({ related, categories, products }) =>
			`Vill du se mer av utbudet kan du fortsätta till ${related}, eller bläddra bland ${categories} och ${products}.`,
		noRelated: ({ categories, brands, products }) =>
			`Vill du se mer av utbudet kan du bläddra bland ${categories}, ${brands} och ${products}.`,
		faq: {
			price: {
				question: (name) => `Vad kostar produkterna i kategorin ${name}?`,
				answer: ({ from, to }) =>
					`Just nu kostar produkterna i kategorin mellan ${from} och ${to} hos butikerna i Godisguidens katalog. Priset beror på sort, förpackningsstorlek och butik, och det kan ändras över tid.`,
				unknown:
					"Priserna varierar mellan butiker och över tid. Just nu finns inga aktuella priser i kategorin, så titta gärna tillbaka senare.",
			},
			brands: {
				question: (name) => `Vilka märken finns i kategorin ${name}?`,
				answer: (brandNames) =>
					`I kategorin finns bland annat ${brandNames}. Varje märke har en egen sida där du ser dess produkter och priser.`,
				none: "Märkena i kategorin varierar över tid. Bläddra bland alla varumärken för att se vilka som finns i katalogen just nu.",
			},
			lowestPrice: {
				question: "Hur hittar jag det lägsta priset?",
				answer:
					"Jämför priserna i listan och titta på priset per kilo eller liter när det finns. Klicka på Se produkt för att gå vidare till butiken, och kontrollera alltid det slutliga priset och frakten innan du handlar.",
			},
		},
		intro: {
			count: (name, products) => `Jämför priser på ${products} i kategorin ${name} hos Godisguiden.`,
			empty: (name) => `Kategorin ${name} hos Godisguiden samlar produkter från flera butiker.`,
			priceSpan: ({ from, to }) => `Priserna ligger just nu mellan ${from} och ${to}.`,
			brands: (brandNames) => `Här finns bland annat ${brandNames}.`,
		},
	},
	brand: {
		headings: { about: (name) => `Om ${name} hos Godisguiden`, compare: (name) => `Så jämför du priser på ${name}` },
		count: (name, products, categories) =>
			`Hos Godisguiden finns just nu ${products} från ${name} listade${categories ? `, i ${categories}` : ""}.`,
		priceSpan: ({ from, to }) => `Priserna ligger mellan ${from} och ${to}, beroende på produkt, storlek och butik.`,
		empty: (name) =>
			`${name} har inga produkter listade just nu, men katalogen uppdateras löpande när butikerna lägger till nya varor.`,
		productsLead: (name) => `Några av produkterna från ${name}, med pris vid senaste uppdateringen:`,
		advice: [
			"Ett och samma märke säljs ofta i flera storlekar och hos flera butiker, och priset kan skilja en hel del. Jämför därför priset per kilo eller liter när det finns, och se efter om en större förpackning faktiskt blir billigare för dig.",
			"Läs också innehållsförteckningen om du eller någon du handlar till undviker något, till exempel gelatin, nötter eller mjölk. Recept och sortiment kan skilja sig mellan länder, även när förpackningen ser likadan ut.",
		],
		more: ({ brands, categories, products }) =>
			`Vill du jämföra med andra märken kan du bläddra bland ${brands}, eller se ${categories} och ${products}.`,
		faq: {
			price: {
				question: (name) => `Vad kostar ${name}?`,
				answer: (name, { from, to }) =>
					`Just nu kostar produkterna från ${name} mellan ${from} och ${to} hos butikerna i Godisguidens katalog. Priset beror på produkt, förpackningsstorlek och butik, och det kan ändras över tid.`,
				unknown: (name) =>
					`Priserna på ${name} varierar mellan butiker och över tid. Just nu finns inga aktuella priser, så titta gärna tillbaka senare.`,
			},
			products: {
				question: (name) => `Vilka produkter från ${name} finns hos Godisguiden?`,
				answer: (productNames) =>
					`Just nu finns bland annat ${productNames}. Alla produkter från märket visas på den här sidan, med pris och länk till butiken.`,
				none: "Utbudet varierar över tid. När butikerna listar produkter från märket visas de på den här sidan.",
			},
			whereToBuy: {
				question: (name) => `Var kan jag köpa ${name}?`,
				answer:
					"Godisguiden säljer ingenting själv utan jämför priser från flera butiker. Klicka på Se produkt vid en vara för att komma till butiken, och kontrollera priset och frakten där innan du handlar.",
			},
		},
		intro: {
			count: (name, products) => `Jämför priser på ${products} från ${name} hos Godisguiden.`,
			empty: (name) => `Här samlar Godisguiden produkter och priser från ${name}.`,
			categories: (categories) => `Märket finns i ${categories}.`,
			priceSpan: ({ from, to }) => `Priserna ligger just nu mellan ${from} och ${to}.`,
		},
	},
};
