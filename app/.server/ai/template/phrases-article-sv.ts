// Swedish wording of the offline writer's articles (see ./phrases.ts for what each phrase is).
import type { ArticlePhrases } from "./phrases";

export const articleSv: ArticlePhrases = {
	defaultKeyword: "godis",
	links: {
		categories: "alla kategorier",
		brands: "alla varumärken",
		products: "alla produkter",
		articles: "fler artiklar",
		home: "startsidan",
	},
	opening: (keywords) => [
		`Den här guiden handlar om ${keywords}. Vi har samlat det som är bra att veta innan du handlar: vilka sorter och kategorier som finns, vilka märken som återkommer, vad godiset brukar kosta och hur du jämför priser utan att gå vilse bland erbjudandena. Allt som sägs om utbud och priser kommer från Godisguidens egen katalog, så du kan klicka dig vidare och se produkterna själv.`,
		"Godis är för de flesta en liten lyx i vardagen, och därför är det lätt att handla på vana. Med lite eftertanke går det att hitta både nya favoriter och bättre priser. Guiden är skriven för dig som vill välja med öppna ögon, oavsett om du handlar till fredagsmyset, till ett kalas eller bara vill testa något nytt.",
	],
	basics: {
		heading: (Keyword) => `${Keyword} – det här är bra att veta`,
		meaning: (keyword) =>
			`När man pratar om ${keyword} menar man ofta ganska olika saker. För en person är det lösgodis i en påse, för en annan en chokladkaka eller en ask med pastiller. Gemensamt är att smak, konsistens och pris skiljer sig mycket mellan olika produkter, även när de ser nästan likadana ut på hyllan. Därför lönar det sig att jämföra innan man bestämmer sig.`,
		advice: [
			"Ett bra första steg är att fundera på vad du faktiskt är ute efter. Vill du ha något sött, salt eller surt? Ska det räcka till många eller är det en liten godbit för dig själv? Behöver det vara fritt från något särskilt, till exempel gelatin, nötter eller mjölk? Svaren gör det mycket lättare att sålla bland utbudet och att hitta rätt snabbare.",
			"Tänk också på att förpackningsstorleken påverkar priset mer än man tror. En större påse är ofta billigare per kilo, men bara om allt blir uppätet innan det hinner bli torrt eller kladdigt. En mindre förpackning kan vara det smartare valet när du vill prova en ny sort för första gången.",
			"Utbudet följer också årets högtider. Till påsk, halloween och jul dyker det upp säsongssorter och större förpackningar, och under de veckorna kan både urval och priser se annorlunda ut än under resten av året. Vill du hitta något särskilt till en högtid är det klokt att börja leta i god tid, eftersom de populäraste sorterna ibland tar slut.",
		],
	},
	categories: {
		heading: "Kategorier att utforska",
		lead: (keyword) =>
			`I katalogen är ${keyword} fördelat på flera kategorier. Här är några av dem, med antalet produkter som finns där just nu:`,
		entry: (products) => `${products} i katalogen`,
		none: "Katalogen växer hela tiden, och nya kategorier läggs till när utbudet blir större.",
		overview: (allCategories) =>
			`Kategorierna är ett bra sätt att hitta rätt när du vet ungefär vad du vill ha men inte exakt vilken produkt. Inom varje kategori kan du jämföra storlekar, märken och priser sida vid sida. Vill du se helheten finns ${allCategories} samlade på ett ställe.`,
		advice: [
			"Ett tips är att titta i en kategori du inte brukar handla från. Många upptäcker att en sort de aldrig provat passar dem bättre än den gamla favoriten, och att skillnaden i pris mellan liknande produkter kan vara större än väntat.",
			"Kategorierna säger också något om hur produkterna är tänkta att ätas. Vissa passar bäst att dela på, andra är gjorda för att räcka länge, och en del är tänkta som present. Att tänka på tillfället hjälper dig att välja rätt storlek och rätt sort.",
		],
	},
	brands: {
		heading: "Märken att hålla koll på",
		listed: (brandLinks) =>
			`Några av märkena i katalogen är ${brandLinks}. Varje märke har sin egen sida där du ser vilka av deras produkter som finns listade och vad de kostar.`,
		none: "Märkena i katalogen presenteras på egna sidor så snart de har produkter listade.",
		advice: [
			"Märket säger en hel del om vad du kan förvänta dig, men det är inte hela sanningen. Samma tillverkare gör ofta både klassiker som funnits i årtionden och nyheter som bara säljs en kort period. Det är därför värt att läsa produktbeskrivningen även när märket känns bekant.",
			"Många har ett favoritmärke, och det är helt rimligt. Men det kan löna sig att jämföra med ett annat märke i samma kategori. Ibland är skillnaden i smak liten medan skillnaden i pris är tydlig, och ibland är det precis tvärtom. Det enda sättet att veta är att prova själv.",
		],
	},
	prices: {
		heading: "Vad kostar det?",
		span: ({ from, to }) =>
			`Priserna i katalogen sträcker sig just nu från ${from} till ${to}. Spannet är stort eftersom allt från små påsar till stora förpackningar och presentaskar finns med.`,
		unknown: "Priserna varierar mellan butiker och över tid, så det är alltid klokt att jämföra.",
		productsLead: "Här är några exempel på produkter som finns listade, med pris vid senaste uppdateringen:",
		allProducts: (allProducts) =>
			`Priserna kommer från butikerna och kan ändras, så kontrollera alltid det slutliga priset hos butiken innan du handlar. Du hittar ${allProducts} i en och samma lista, där det är enkelt att jämföra.`,
		advice: [
			"Det mest rättvisa sättet att jämföra är jämförpriset, alltså priset per kilo. En påse som ser billig ut kan vara dyr per kilo, och en större förpackning kan vara prisvärd trots ett högre pris i kassan. Räkna gärna själv när jämförpriset inte står angivet.",
			"Kampanjer och mängdrabatter kan vara prisvärda, men bara om du ändå hade tänkt köpa varan. Jämför därför kampanjpriset med vad samma mängd brukar kosta, och tänk på att fraktkostnaden kan äta upp hela besparingen när du handlar på nätet. Ofta lönar det sig att samla flera varor i samma beställning.",
		],
	},
	choosing: {
		heading: "Så väljer du rätt",
		allergens: (food) =>
			`Läs ingredienslistan, särskilt om du eller någon du handlar till är allergisk eller undviker vissa ingredienser. Allergener ska enligt reglerna framgå tydligt på förpackningen. ${food} förklarar vad som gäller för märkning av livsmedel och vilka allergener som måste anges.`,
		rights: (consumer) =>
			`Som konsument har du rättigheter även när du handlar godis på nätet. Priset ska vara tydligt, och du ska få veta vad frakten kostar innan du betalar. Hos ${consumer} finns vägledning om prisinformation, köp på distans och vad du kan göra om något går fel.`,
		teeth: (health) =>
			`Tänk också på tänderna. Det är bättre att äta godiset vid ett tillfälle än att småäta under hela dagen, eftersom tänderna då får tid att återhämta sig mellan gångerna. ${health} har mer om hur du tar hand om tänderna.`,
		advice: [
			"Förvara godiset svalt, torrt och i en tät förpackning. Choklad tål inte värme och kan bli gråvit på ytan om den förvaras för varmt, och geléprodukter torkar snabbt när påsen står öppen. Med rätt förvaring håller godiset sin smak längre och mindre behöver slängas.",
			"Titta gärna på bäst före-datumet när du köper större mängder. Godis håller länge, men smak och konsistens blir bäst när det är färskt, och en stor förpackning som blir liggande i månader är sällan något fynd.",
			"Till sist: handla gärna lite mindre men lite bättre. En liten mängd av något du verkligen tycker om ger ofta mer glädje än en stor påse du inte bryr dig om.",
		],
	},
	summary: {
		heading: "Sammanfattning",
		gist: (Keyword) =>
			`${Keyword} handlar i grunden om att hitta det du tycker om till ett pris som känns rimligt. Börja med att bestämma vad du är sugen på, använd kategorierna för att hitta rätt sorter, jämför märken och titta alltid på jämförpriset.`,
		readOn: (links) =>
			`Läs ingredienserna när det behövs, förvara godiset rätt och kom ihåg att priserna kan ändras. Vill du läsa vidare hittar du ${links} här på Godisguiden.`,
		closing:
			"Godisguiden uppdaterar katalogen löpande med nya produkter, märken och priser. Kom gärna tillbaka när du är sugen på något nytt, eller när du vill kontrollera att du fortfarande gör ett bra köp.",
	},
	title: (Keyword) => `${Keyword} – guide till utbud, märken och priser`,
	h1: (Keyword) => `${Keyword}: allt du behöver veta innan du handlar`,
	metaTitle: (Keyword) => `${Keyword} – guide och priser | Godisguiden`,
	excerpt: (keywords) =>
		`En guide till ${keywords}: kategorier, märken och priser ur Godisguidens katalog, med tips som gör det lättare att välja rätt.`,
	meta: {
		lead: (Keyword) => `${Keyword} – så väljer du rätt.`,
		priceSpan: ({ from, to }) => `Priser från ${from} till ${to}.`,
		more: [
			"Jämför kategorier, märken och priser hos Godisguiden.",
			"Tips om allergener och förvaring.",
			"Läs guiden och hitta dina favoriter.",
			"Läs guiden.",
			"Jämför priset per kilo.",
			"Handla smart.",
			"Läs mer.",
			"Välj rätt.",
			"Gott!",
		],
	},
};
