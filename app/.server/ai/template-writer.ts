// The offline writer, the default when no AI service is configured (DESIGN §6). It composes an
// article from the catalogue's own facts — category names and counts, brands, real product names and
// prices, the price range — around fixed, general advice that is true of any sweets. It invents
// nothing about products, needs no key, and gives the same article for the same facts, so the admin
// works offline and tests are deterministic. Its output keeps SPEC §9's promise (checked in tests).
import type { Locale } from "~/i18n/locales";
import { href } from "~/i18n/paths";
import { formatPrice } from "~/lib/money";
import { slugify } from "~/lib/slug";
import type { ArticleDraft, ArticleFacts, ArticleRequest } from "./article-draft";
import { articleLimits } from "./article-rules";

// Stable, public sources that fit an article about buying sweets: food rules and allergens,
// consumer rights and unit prices, dental health.
const externalSources: Record<Locale, { food: string; consumer: string; health: string }> = {
	sv: {
		food: "https://www.livsmedelsverket.se/",
		consumer: "https://www.konsumentverket.se/",
		health: "https://www.1177.se/",
	},
	nb: {
		food: "https://www.matportalen.no/",
		consumer: "https://www.forbrukerradet.no/",
		health: "https://www.helsenorge.no/",
	},
};

const maxCategories = 4;
const maxBrands = 3;
const maxProducts = 6;

interface Link {
	text: string;
	path: string;
}

function capitalize(text: string): string {
	return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function joinNatural(items: string[], and: string): string {
	if (items.length <= 1) return items[0] ?? "";
	return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

function md(link: Link): string {
	return `[${link.text}](${link.path})`;
}

/** The keywords as the operator wrote them, trimmed, blanks and repeats dropped, kept readable in length. */
function cleanKeywords(keywords: string[], fallback: string): string[] {
	const seen = new Set<string>();
	const result: string[] = [];
	for (const raw of keywords) {
		const keyword = raw.replace(/\s+/g, " ").trim().slice(0, 60).trim();
		if (keyword === "" || seen.has(keyword.toLowerCase())) continue;
		seen.add(keyword.toLowerCase());
		result.push(keyword);
	}
	return result.length > 0 ? result : [fallback];
}

/** Greedily adds sentences while the text stays within the limit (meta description, 140–160). */
function fitSentences(sentences: string[], max: number): string {
	let text = "";
	for (const sentence of sentences) {
		const next = text === "" ? sentence : `${text} ${sentence}`;
		if ([...next].length <= max) text = next;
	}
	return text;
}

interface Plan {
	locale: Locale;
	keyword: string;
	keywords: string[];
	facts: ArticleFacts;
	categories: ArticleFacts["categories"];
	brands: ArticleFacts["brands"];
	products: ArticleFacts["products"];
	/** List screens linked in the closing section, chosen so the article has 5–10 internal links. */
	closingLinks: Link[];
}

function plan(request: ArticleRequest): Plan {
	const { locale, facts } = request;
	const keywords = cleanKeywords(request.keywords, locale === "sv" ? "godis" : "godteri");
	const categories = facts.categories.slice(0, maxCategories);
	const brands = facts.brands.slice(0, maxBrands);
	const products = facts.products.slice(0, maxProducts);
	// The category and price sections always link their list screens.
	const fixed = categories.length + brands.length + 2;
	const optional: Link[] =
		locale === "sv"
			? [
					{ text: "alla varumärken", path: href("brands", locale) },
					{ text: "fler artiklar", path: href("articles", locale) },
					{ text: "startsidan", path: href("home", locale) },
				]
			: [
					{ text: "alle merker", path: href("brands", locale) },
					{ text: "flere artikler", path: href("articles", locale) },
					{ text: "forsiden", path: href("home", locale) },
				];
	// Two list screens are always worth a link; the home page only when the catalogue is thin.
	const wanted = Math.max(2, articleLimits.internalLinks.min - fixed);
	const room = articleLimits.internalLinks.max - fixed;
	const closingLinks = optional.slice(0, Math.min(wanted, room, optional.length));
	return { locale, keyword: keywords[0] ?? "", keywords, facts, categories, brands, products, closingLinks };
}

function productLine(product: ArticleFacts["products"][number], locale: Locale): string {
	const name = product.brand ? `${product.name} (${product.brand})` : product.name;
	const price = formatPrice(product.price, product.currency, locale);
	return price === "" ? `- ${name}` : `- ${name} – ${price}`;
}

function swedish(p: Plan): { body: string; title: string; h1: string; excerpt: string; meta: string[] } {
	const kw = p.keyword;
	const Kw = capitalize(kw);
	const all = joinNatural(p.keywords, "och");
	const src = externalSources.sv;
	const range = p.facts.priceRange;
	const from = range ? formatPrice(range.min, range.currency, "sv") : "";
	const to = range ? formatPrice(range.max, range.currency, "sv") : "";
	const parts: string[] = [];

	parts.push(
		`Den här guiden handlar om ${all}. Vi har samlat det som är bra att veta innan du handlar: vilka sorter och kategorier som finns, vilka märken som återkommer, vad godiset brukar kosta och hur du jämför priser utan att gå vilse bland erbjudandena. Allt som sägs om utbud och priser kommer från Godisguidens egen katalog, så du kan klicka dig vidare och se produkterna själv.`,
		`Godis är för de flesta en liten lyx i vardagen, och därför är det lätt att handla på vana. Med lite eftertanke går det att hitta både nya favoriter och bättre priser. Guiden är skriven för dig som vill välja med öppna ögon, oavsett om du handlar till fredagsmyset, till ett kalas eller bara vill testa något nytt.`,
	);

	parts.push(`## ${Kw} – det här är bra att veta`);
	parts.push(
		`När man pratar om ${kw} menar man ofta ganska olika saker. För en person är det lösgodis i en påse, för en annan en chokladkaka eller en ask med pastiller. Gemensamt är att smak, konsistens och pris skiljer sig mycket mellan olika produkter, även när de ser nästan likadana ut på hyllan. Därför lönar det sig att jämföra innan man bestämmer sig.`,
		`Ett bra första steg är att fundera på vad du faktiskt är ute efter. Vill du ha något sött, salt eller surt? Ska det räcka till många eller är det en liten godbit för dig själv? Behöver det vara fritt från något särskilt, till exempel gelatin, nötter eller mjölk? Svaren gör det mycket lättare att sålla bland utbudet och att hitta rätt snabbare.`,
		`Tänk också på att förpackningsstorleken påverkar priset mer än man tror. En större påse är ofta billigare per kilo, men bara om allt blir uppätet innan det hinner bli torrt eller kladdigt. En mindre förpackning kan vara det smartare valet när du vill prova en ny sort för första gången.`,
		`Utbudet följer också årets högtider. Till påsk, halloween och jul dyker det upp säsongssorter och större förpackningar, och under de veckorna kan både urval och priser se annorlunda ut än under resten av året. Vill du hitta något särskilt till en högtid är det klokt att börja leta i god tid, eftersom de populäraste sorterna ibland tar slut.`,
	);

	parts.push("## Kategorier att utforska");
	if (p.categories.length > 0) {
		parts.push(
			`I katalogen är ${kw} fördelat på flera kategorier. Här är några av dem, med antalet produkter som finns där just nu:`,
			p.categories
				.map(
					(c) =>
						`- ${md({ text: c.name, path: c.path })} – ${c.productCount} ${c.productCount === 1 ? "produkt" : "produkter"} i katalogen`,
				)
				.join("\n"),
		);
	} else {
		parts.push(`Katalogen växer hela tiden, och nya kategorier läggs till när utbudet blir större.`);
	}
	parts.push(
		`Kategorierna är ett bra sätt att hitta rätt när du vet ungefär vad du vill ha men inte exakt vilken produkt. Inom varje kategori kan du jämföra storlekar, märken och priser sida vid sida. Vill du se helheten finns ${md({ text: "alla kategorier", path: href("categories", "sv") })} samlade på ett ställe.`,
		`Ett tips är att titta i en kategori du inte brukar handla från. Många upptäcker att en sort de aldrig provat passar dem bättre än den gamla favoriten, och att skillnaden i pris mellan liknande produkter kan vara större än väntat.`,
		`Kategorierna säger också något om hur produkterna är tänkta att ätas. Vissa passar bäst att dela på, andra är gjorda för att räcka länge, och en del är tänkta som present. Att tänka på tillfället hjälper dig att välja rätt storlek och rätt sort.`,
	);

	parts.push("## Märken att hålla koll på");
	if (p.brands.length > 0) {
		const names = joinNatural(
			p.brands.map((b) => md({ text: b.name, path: b.path })),
			"och",
		);
		parts.push(
			`Några av märkena i katalogen är ${names}. Varje märke har sin egen sida där du ser vilka av deras produkter som finns listade och vad de kostar.`,
		);
	} else {
		parts.push(`Märkena i katalogen presenteras på egna sidor så snart de har produkter listade.`);
	}
	parts.push(
		`Märket säger en hel del om vad du kan förvänta dig, men det är inte hela sanningen. Samma tillverkare gör ofta både klassiker som funnits i årtionden och nyheter som bara säljs en kort period. Det är därför värt att läsa produktbeskrivningen även när märket känns bekant.`,
		`Många har ett favoritmärke, och det är helt rimligt. Men det kan löna sig att jämföra med ett annat märke i samma kategori. Ibland är skillnaden i smak liten medan skillnaden i pris är tydlig, och ibland är det precis tvärtom. Det enda sättet att veta är att prova själv.`,
	);

	parts.push("## Vad kostar det?");
	if (range) {
		parts.push(
			`Priserna i katalogen sträcker sig just nu från ${from} till ${to}. Spannet är stort eftersom allt från små påsar till stora förpackningar och presentaskar finns med.`,
		);
	} else {
		parts.push(`Priserna varierar mellan butiker och över tid, så det är alltid klokt att jämföra.`);
	}
	if (p.products.length > 0) {
		parts.push(
			`Här är några exempel på produkter som finns listade, med pris vid senaste uppdateringen:`,
			p.products.map((product) => productLine(product, "sv")).join("\n"),
		);
	}
	parts.push(
		`Priserna kommer från butikerna och kan ändras, så kontrollera alltid det slutliga priset hos butiken innan du handlar. Du hittar ${md({ text: "alla produkter", path: href("products", "sv") })} i en och samma lista, där det är enkelt att jämföra.`,
		`Det mest rättvisa sättet att jämföra är jämförpriset, alltså priset per kilo. En påse som ser billig ut kan vara dyr per kilo, och en större förpackning kan vara prisvärd trots ett högre pris i kassan. Räkna gärna själv när jämförpriset inte står angivet.`,
		`Kampanjer och mängdrabatter kan vara prisvärda, men bara om du ändå hade tänkt köpa varan. Jämför därför kampanjpriset med vad samma mängd brukar kosta, och tänk på att fraktkostnaden kan äta upp hela besparingen när du handlar på nätet. Ofta lönar det sig att samla flera varor i samma beställning.`,
	);

	parts.push("## Så väljer du rätt");
	parts.push(
		`Läs ingredienslistan, särskilt om du eller någon du handlar till är allergisk eller undviker vissa ingredienser. Allergener ska enligt reglerna framgå tydligt på förpackningen. ${md({ text: "Livsmedelsverket", path: src.food })} förklarar vad som gäller för märkning av livsmedel och vilka allergener som måste anges.`,
		`Som konsument har du rättigheter även när du handlar godis på nätet. Priset ska vara tydligt, och du ska få veta vad frakten kostar innan du betalar. Hos ${md({ text: "Konsumentverket", path: src.consumer })} finns vägledning om prisinformation, köp på distans och vad du kan göra om något går fel.`,
		`Tänk också på tänderna. Det är bättre att äta godiset vid ett tillfälle än att småäta under hela dagen, eftersom tänderna då får tid att återhämta sig mellan gångerna. ${md({ text: "1177", path: src.health })} har mer om hur du tar hand om tänderna.`,
		`Förvara godiset svalt, torrt och i en tät förpackning. Choklad tål inte värme och kan bli gråvit på ytan om den förvaras för varmt, och geléprodukter torkar snabbt när påsen står öppen. Med rätt förvaring håller godiset sin smak längre och mindre behöver slängas.`,
		`Titta gärna på bäst före-datumet när du köper större mängder. Godis håller länge, men smak och konsistens blir bäst när det är färskt, och en stor förpackning som blir liggande i månader är sällan något fynd.`,
		`Till sist: handla gärna lite mindre men lite bättre. En liten mängd av något du verkligen tycker om ger ofta mer glädje än en stor påse du inte bryr dig om.`,
	);

	parts.push("## Sammanfattning");
	const closing = joinNatural(p.closingLinks.map(md), "och");
	parts.push(
		`${Kw} handlar i grunden om att hitta det du tycker om till ett pris som känns rimligt. Börja med att bestämma vad du är sugen på, använd kategorierna för att hitta rätt sorter, jämför märken och titta alltid på jämförpriset.`,
		`Läs ingredienserna när det behövs, förvara godiset rätt och kom ihåg att priserna kan ändras. Vill du läsa vidare hittar du ${closing} här på Godisguiden.`,
		`Godisguiden uppdaterar katalogen löpande med nya produkter, märken och priser. Kom gärna tillbaka när du är sugen på något nytt, eller när du vill kontrollera att du fortfarande gör ett bra köp.`,
	);

	const excerpt = `En guide till ${all}: kategorier, märken och priser ur Godisguidens katalog, med tips som gör det lättare att välja rätt.`;
	const meta = [
		`${Kw} – så väljer du rätt.`,
		range ? `Priser från ${from} till ${to}.` : "",
		`Jämför kategorier, märken och priser hos Godisguiden.`,
		`Tips om allergener och förvaring.`,
		`Läs guiden och hitta dina favoriter.`,
		`Läs guiden.`,
		`Jämför priset per kilo.`,
		`Handla smart.`,
		`Läs mer.`,
		`Välj rätt.`,
		`Gott!`,
	];
	return {
		body: parts.join("\n\n"),
		title: `${Kw} – guide till utbud, märken och priser`,
		h1: `${Kw}: allt du behöver veta innan du handlar`,
		excerpt,
		meta,
	};
}

function norwegian(p: Plan): { body: string; title: string; h1: string; excerpt: string; meta: string[] } {
	const kw = p.keyword;
	const Kw = capitalize(kw);
	const all = joinNatural(p.keywords, "og");
	const src = externalSources.nb;
	const range = p.facts.priceRange;
	const from = range ? formatPrice(range.min, range.currency, "nb") : "";
	const to = range ? formatPrice(range.max, range.currency, "nb") : "";
	const parts: string[] = [];

	parts.push(
		`Denne guiden handler om ${all}. Vi har samlet det som er nyttig å vite før du handler: hvilke typer og kategorier som finnes, hvilke merker som går igjen, hva godteriet pleier å koste og hvordan du sammenligner priser uten å gå deg vill blant tilbudene. Alt som sies om utvalg og priser kommer fra Godisguidens egen katalog, så du kan klikke deg videre og se produktene selv.`,
		`Godteri er for de fleste en liten luksus i hverdagen, og derfor er det lett å handle av gammel vane. Med litt ettertanke går det an å finne både nye favoritter og bedre priser. Guiden er skrevet for deg som vil velge med åpne øyne, enten du handler til fredagskosen, til et selskap eller bare vil prøve noe nytt.`,
	);

	parts.push(`## ${Kw} – dette er nyttig å vite`);
	parts.push(
		`Når man snakker om ${kw}, mener man ofte ganske forskjellige ting. For én person er det smågodt i en pose, for en annen en sjokoladeplate eller en eske med pastiller. Felles for dem er at smak, konsistens og pris varierer mye mellom produktene, selv når de ser nesten like ut i hylla. Derfor lønner det seg å sammenligne før man bestemmer seg.`,
		`Et godt første steg er å tenke over hva du egentlig er ute etter. Vil du ha noe søtt, salt eller surt? Skal det holde til mange, eller er det en liten godbit til deg selv? Må det være fritt for noe bestemt, for eksempel gelatin, nøtter eller melk? Svarene gjør det mye enklere å sortere i utvalget og å finne det riktige raskere.`,
		`Husk også at pakningsstørrelsen påvirker prisen mer enn man tror. En stor pose er ofte billigere per kilo, men bare hvis alt blir spist før det rekker å bli tørt eller klissete. En mindre pakning kan være det lureste valget når du vil prøve en ny type for første gang.`,
		`Utvalget følger også årets høytider. Til påske, halloween og jul dukker det opp sesongvarer og større pakninger, og i de ukene kan både utvalg og priser se annerledes ut enn resten av året. Vil du finne noe spesielt til en høytid, er det lurt å begynne å lete i god tid, fordi de mest populære typene noen ganger blir utsolgt.`,
	);

	parts.push("## Kategorier å utforske");
	if (p.categories.length > 0) {
		parts.push(
			`I katalogen er ${kw} fordelt på flere kategorier. Her er noen av dem, med antall produkter som finnes der akkurat nå:`,
			p.categories
				.map(
					(c) =>
						`- ${md({ text: c.name, path: c.path })} – ${c.productCount} ${c.productCount === 1 ? "produkt" : "produkter"} i katalogen`,
				)
				.join("\n"),
		);
	} else {
		parts.push(`Katalogen vokser hele tiden, og nye kategorier legges til når utvalget blir større.`);
	}
	parts.push(
		`Kategoriene er en god måte å finne frem på når du vet omtrent hva du vil ha, men ikke akkurat hvilket produkt. Innenfor hver kategori kan du sammenligne størrelser, merker og priser side om side. Vil du se helheten, finner du ${md({ text: "alle kategorier", path: href("categories", "nb") })} samlet på ett sted.`,
		`Et tips er å se i en kategori du vanligvis ikke handler fra. Mange oppdager at en type de aldri har prøvd passer dem bedre enn den gamle favoritten, og at prisforskjellen mellom lignende produkter kan være større enn ventet.`,
		`Kategoriene sier også noe om hvordan produktene er ment å spises. Noen passer best til deling, andre er laget for å vare lenge, og noen er tenkt som gave. Å tenke på anledningen hjelper deg å velge riktig størrelse og riktig type.`,
	);

	parts.push("## Merker verdt å følge med på");
	if (p.brands.length > 0) {
		const names = joinNatural(
			p.brands.map((b) => md({ text: b.name, path: b.path })),
			"og",
		);
		parts.push(
			`Noen av merkene i katalogen er ${names}. Hvert merke har sin egen side der du ser hvilke av produktene deres som er oppført, og hva de koster.`,
		);
	} else {
		parts.push(`Merkene i katalogen får egne sider så snart de har produkter oppført.`);
	}
	parts.push(
		`Merket sier mye om hva du kan forvente, men det er ikke hele sannheten. Den samme produsenten lager ofte både klassikere som har fantes i flere tiår og nyheter som bare selges en kort periode. Derfor er det verdt å lese produktbeskrivelsen selv når merket virker kjent.`,
		`Mange har et favorittmerke, og det er helt rimelig. Men det kan lønne seg å sammenligne med et annet merke i samme kategori. Noen ganger er forskjellen i smak liten mens forskjellen i pris er tydelig, og noen ganger er det stikk motsatt. Den eneste måten å vite det på er å prøve selv.`,
	);

	parts.push("## Hva koster det?");
	if (range) {
		parts.push(
			`Prisene i katalogen går akkurat nå fra ${from} til ${to}. Spennet er stort fordi alt fra små poser til store pakninger og gaveesker er med.`,
		);
	} else {
		parts.push(`Prisene varierer mellom butikker og over tid, så det er alltid lurt å sammenligne.`);
	}
	if (p.products.length > 0) {
		parts.push(
			`Her er noen eksempler på produkter som er oppført, med pris ved siste oppdatering:`,
			p.products.map((product) => productLine(product, "nb")).join("\n"),
		);
	}
	parts.push(
		`Prisene kommer fra butikkene og kan endres, så sjekk alltid den endelige prisen hos butikken før du handler. Du finner ${md({ text: "alle produkter", path: href("products", "nb") })} i én og samme liste, der det er enkelt å sammenligne.`,
		`Den mest rettferdige måten å sammenligne på er kiloprisen, altså prisen per kilo. En pose som ser billig ut, kan være dyr per kilo, og en større pakning kan være prisgunstig selv om prisen i kassen er høyere. Regn gjerne selv når kiloprisen ikke står oppgitt.`,
		`Kampanjer og mengderabatter kan være gunstige, men bare hvis du uansett hadde tenkt å kjøpe varen. Sammenlign derfor kampanjeprisen med hva den samme mengden pleier å koste, og husk at fraktkostnaden kan spise opp hele besparelsen når du handler på nett. Ofte lønner det seg å samle flere varer i samme bestilling.`,
	);

	parts.push("## Slik velger du riktig");
	parts.push(
		`Les ingredienslisten, særlig hvis du eller noen du handler til er allergisk eller unngår visse ingredienser. Allergener skal etter reglene komme tydelig frem på pakningen. ${md({ text: "Matportalen", path: src.food })} forklarer hva som gjelder for merking av mat og hvilke allergener som må oppgis.`,
		`Som forbruker har du rettigheter også når du kjøper godteri på nett. Prisen skal være tydelig, og du skal få vite hva frakten koster før du betaler. Hos ${md({ text: "Forbrukerrådet", path: src.consumer })} finner du veiledning om prisinformasjon, netthandel og hva du kan gjøre hvis noe går galt.`,
		`Tenk også på tennene. Det er bedre å spise godteriet på én gang enn å småspise gjennom hele dagen, fordi tennene da får tid til å hente seg inn mellom gangene. ${md({ text: "Helsenorge", path: src.health })} har mer om hvordan du tar vare på tennene.`,
		`Oppbevar godteriet kjølig, tørt og i en tett pakning. Sjokolade tåler ikke varme og kan bli gråhvit på overflaten hvis den oppbevares for varmt, og geléprodukter tørker fort når posen står åpen. Med riktig oppbevaring holder godteriet på smaken lenger, og mindre må kastes.`,
		`Se gjerne på best før-datoen når du kjøper større mengder. Godteri holder seg lenge, men smak og konsistens er best når det er ferskt, og en stor pakning som blir liggende i månedsvis, er sjelden noe kupp.`,
		`Til slutt: handle gjerne litt mindre, men litt bedre. En liten mengde av noe du virkelig liker, gir ofte mer glede enn en stor pose du ikke bryr deg om.`,
	);

	parts.push("## Oppsummering");
	const closing = joinNatural(p.closingLinks.map(md), "og");
	parts.push(
		`${Kw} handler i bunn og grunn om å finne det du liker til en pris som føles rimelig. Begynn med å bestemme hva du har lyst på, bruk kategoriene for å finne riktige typer, sammenlign merker og se alltid på kiloprisen.`,
		`Les ingrediensene når det trengs, oppbevar godteriet riktig og husk at prisene kan endres. Vil du lese videre, finner du ${closing} her på Godisguiden.`,
		`Godisguiden oppdaterer katalogen fortløpende med nye produkter, merker og priser. Kom gjerne tilbake når du har lyst på noe nytt, eller når du vil sjekke at du fortsatt gjør et godt kjøp.`,
	);

	const excerpt = `En guide til ${all}: kategorier, merker og priser fra Godisguidens katalog, med tips som gjør det enklere å velge riktig.`;
	const meta = [
		`${Kw} – slik velger du riktig.`,
		range ? `Priser fra ${from} til ${to}.` : "",
		`Sammenlign kategorier, merker og priser hos Godisguiden.`,
		`Tips om allergener og oppbevaring.`,
		`Les guiden og finn dine favoritter.`,
		`Les guiden.`,
		`Sammenlign kiloprisen.`,
		`Handle smart.`,
		`Les mer.`,
		`Velg riktig.`,
		`Godt!`,
	];
	return {
		body: parts.join("\n\n"),
		title: `${Kw} – guide til utvalg, merker og priser`,
		h1: `${Kw}: alt du trenger å vite før du handler`,
		excerpt,
		meta,
	};
}

export function writeTemplateArticle(request: ArticleRequest): ArticleDraft {
	const p = plan(request);
	const text = p.locale === "sv" ? swedish(p) : norwegian(p);
	const metaDescription = fitSentences(
		text.meta.filter((s) => s !== ""),
		articleLimits.metaDescription.max,
	);
	const guide = p.locale === "sv" ? "guide och priser" : "guide og priser";
	return {
		title: text.title,
		h1: text.h1,
		slug: slugify(text.title),
		excerpt: text.excerpt,
		metaTitle: `${capitalize(p.keyword)} – ${guide} | Godisguiden`,
		metaDescription,
		bodyMd: `${text.body}\n`,
	};
}
export { writeTemplateArticle as writeArticle };
