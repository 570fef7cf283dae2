// The offline writer's SEO text for the home page, a category or a brand (DESIGN §6). Like the
// article template it states only the catalogue's own facts — counts, price ranges, real product,
// category and brand names — around fixed advice that is true of anything the site lists, so it
// invents nothing, needs no key, and gives the same text for the same facts: running it twice
// changes nothing. Filler paragraphs are added in a fixed order until the text reaches SPEC §9's
// 400 words; the product list shrinks if a text would pass 600.
import type { Locale } from "~/i18n/locales";
import { href } from "~/i18n/paths";
import { formatPrice } from "~/lib/money";
import type { ProductFact } from "./article-draft";
import { countWords } from "./article-rules";
import type { SeoDraft, SeoFacts, SeoRequest } from "./seo-draft";
import { faqHeading, fitSentences, seoLimits } from "./seo-rules";

const listed = { products: 5, brands: 4, categories: 3, homeCategories: 4, homeBrands: 3 };
// Comfortably inside 400–600, so a small edit by the operator's catalogue never tips it over.
const targetWords = seoLimits.words.min + 40;

interface Link {
	name: string;
	path: string;
}

function md(link: Link): string {
	return `[${link.name}](${link.path})`;
}

function joinNatural(items: string[], and: string): string {
	if (items.length <= 1) return items[0] ?? "";
	return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/** "- Name (Brand) – price"; a brand's own page leaves its name out. */
function productLine(product: ProductFact, locale: Locale, pageBrand?: string): string {
	const name = product.brand && product.brand !== pageBrand ? `${product.name} (${product.brand})` : product.name;
	const price = formatPrice(product.price, product.currency, locale);
	return price === "" ? `- ${name}` : `- ${name} – ${price}`;
}

/** One `##` section: its heading and paragraphs (a paragraph may be a list). */
interface Section {
	heading: string;
	paragraphs: string[];
}

interface Composition {
	sections: Section[];
	/** Where filler paragraphs go (the advice section). */
	fillerSection: number;
	filler: string[];
	faq: { question: string; answer: string }[];
	/** The product list's section and paragraph, shortened when the text runs long. */
	productList?: { section: number; paragraph: number; lines: string[] };
	intro: string[] | null;
}

function render(c: Composition, locale: Locale, productLines: number, fillers: number): string {
	const parts: string[] = [];
	c.sections.forEach((section, s) => {
		parts.push(`## ${section.heading}`);
		section.paragraphs.forEach((paragraph, p) => {
			const list = c.productList?.section === s ? c.productList : undefined;
			if (list && p === list.paragraph) {
				if (productLines > 0) parts.push(list.lines.slice(0, productLines).join("\n"));
				return;
			}
			// The list's lead-in sentence goes with the list.
			if (list && p === list.paragraph - 1 && productLines === 0) return;
			parts.push(paragraph);
		});
		if (s === c.fillerSection) parts.push(...c.filler.slice(0, fillers));
	});
	parts.push(`## ${faqHeading[locale]}`);
	for (const pair of c.faq) parts.push(`### ${pair.question}`, pair.answer);
	return `${parts.join("\n\n")}\n`;
}

/** The fewest filler paragraphs that reach the target, then the longest product list within 600 words. */
function fitToWordLimits(c: Composition, locale: Locale): string {
	const allLines = c.productList?.lines.length ?? 0;
	let fillers = 0;
	while (fillers < c.filler.length && countWords(render(c, locale, allLines, fillers)) < targetWords) fillers++;
	let lines = allLines;
	while (lines > 0 && countWords(render(c, locale, lines, fillers)) > seoLimits.words.max) lines--;
	return render(c, locale, lines, fillers);
}

interface Figures {
	n: number;
	from: string;
	to: string;
	hasRange: boolean;
}

function figures(facts: SeoFacts, locale: Locale): Figures {
	const range = facts.priceRange;
	return {
		n: facts.productCount,
		from: range ? formatPrice(range.min, range.currency, locale) : "",
		to: range ? formatPrice(range.max, range.currency, locale) : "",
		hasRange: range !== null,
	};
}

/**
 * What both languages' texts are built from: the figures, and the facts cut to what each page's
 * text lists. Only the prose around them differs between the languages.
 */
function listings(facts: SeoFacts, locale: Locale, and: string) {
	const pageBrand = facts.subject.kind === "brand" ? facts.subject.name : undefined;
	const productLines = facts.products.slice(0, listed.products).map((p) => productLine(p, locale, pageBrand));
	// "produkt"/"produkter" in Swedish and Norwegian alike.
	const products = (n: number) => (n === 1 ? "produkt" : "produkter");
	return {
		f: figures(facts, locale),
		products,
		productLines,
		/** A category's or brand's example products: the first section's third paragraph. */
		productList: productLines.length > 0 ? { section: 0, paragraph: 2, lines: productLines } : undefined,
		home: {
			categoryLines: facts.categories
				.slice(0, listed.homeCategories)
				.map((c) => `- ${md(c)} – ${c.productCount} ${products(c.productCount)}`),
			brandLinks: facts.brands.slice(0, listed.homeBrands).map(md),
			kinds: joinNatural(
				facts.categories.slice(0, 5).map((c) => c.name.toLocaleLowerCase(locale)),
				and,
			),
		},
		category: {
			brandLinks: facts.brands.slice(0, listed.brands),
			related: facts.categories.slice(0, listed.categories).map(md),
		},
		brand: { categoryLinks: facts.categories.slice(0, listed.categories) },
	};
}

function swedish(facts: SeoFacts): Composition {
	const { f, products, productLines, productList, ...pages } = listings(facts, "sv", "och");
	const all = {
		categories: md({ name: "alla kategorier", path: href("categories", "sv") }),
		brands: md({ name: "alla varumärken", path: href("brands", "sv") }),
		products: md({ name: "alla produkter", path: href("products", "sv") }),
	};
	const filler = [
		"Utbudet följer också årets högtider. Till påsk, halloween och jul dyker det ofta upp säsongsvaror och större förpackningar, och under de veckorna kan både urval och priser se annorlunda ut än under resten av året. Är du ute efter något särskilt är det klokt att börja leta i god tid.",
		"Kampanjer och mängdrabatter kan vara prisvärda, men bara om du ändå hade tänkt köpa varan. Jämför kampanjpriset med vad samma mängd brukar kosta, och tänk på att fraktkostnaden kan äta upp hela besparingen när du handlar på nätet. Ofta lönar det sig att samla flera varor i samma beställning.",
		"Förvara varorna så som det står på förpackningen, oftast svalt och torrt. Titta gärna på bäst före-datumet när du köper större mängder, eftersom smak och konsistens är som bäst när produkten är färsk.",
		"Godisguiden uppdaterar katalogen löpande med nya produkter, märken och priser. Kom gärna tillbaka när du är sugen på något nytt, eller när du vill kontrollera att du fortfarande gör ett bra köp.",
	];
	const comparePrices =
		"Alla priser kommer från butikernas egna produktflöden och visas sida vid sida, så att du snabbt ser var en vara är billigast just nu. Priserna kan ändras, så kontrollera alltid det slutliga priset och frakten hos butiken innan du handlar.";
	const updates = {
		question: "Hur ofta uppdateras priserna?",
		answer:
			"Priserna hämtas från butikernas produktflöden och uppdateras löpande. Därför kan ett pris ändras mellan två besök, och en vara som är slut i lager kan komma tillbaka senare.",
	};
	const padding = [
		"Hitta dina favoriter och handla smart.",
		"Se utbud, märken och priser på ett ställe.",
		"Priserna uppdateras löpande.",
		"Jämför innan du handlar.",
		"Välkommen in!",
		"Gott!",
	];
	const subject = facts.subject;

	if (subject.kind === "home") {
		const { categoryLines, brandLinks, kinds } = pages.home;
		return {
			sections: [
				{
					heading: "Jämför priser innan du handlar",
					paragraphs: [
						`Godisguiden hjälper dig att hitta rätt godis online. I katalogen finns just nu ${f.n} ${products(f.n)} från ${facts.totals.brands} varumärken, fördelade på ${facts.totals.categories} kategorier.${f.hasRange ? ` Priserna sträcker sig från ${f.from} till ${f.to}, från små påsar till stora förpackningar.` : ""}`,
						...(categoryLines.length > 0
							? ["Några av kategorierna och hur många produkter de har just nu:", categoryLines.join("\n")]
							: []),
						comparePrices,
					],
				},
				{
					heading: "Märken att utforska",
					paragraphs: [
						brandLinks.length > 0
							? `Bland märkena i katalogen finns ${joinNatural(brandLinks, "och")}. Varje märke har en egen sida där du ser vilka av dess produkter som finns listade och vad de kostar.`
							: `Varumärkena i katalogen får egna sidor så snart de har produkter listade. Du hittar dem under ${all.brands}.`,
						"Många har ett favoritmärke, och det är helt rimligt. Men det kan löna sig att jämföra med ett annat märke i samma kategori. Ibland är skillnaden i smak liten medan skillnaden i pris är tydlig, och ibland är det precis tvärtom.",
					],
				},
				{
					heading: "Så använder du Godisguiden",
					paragraphs: [
						`Sök efter en produkt med sökrutan, bläddra bland ${all.categories} eller gå direkt till ${all.products}. Vid varje produkt ser du priset och kan klicka vidare till butiken.`,
						`Vill du veta mer om hur du väljer rätt skriver vi ${md({ name: "guider och artiklar", path: href("articles", "sv") })} om godis och snacks. Läs gärna också ${md({ name: "mer om oss", path: href("about", "sv") })}.`,
					],
				},
			],
			fillerSection: 2,
			filler,
			faq: [
				{
					question: "Vad är Godisguiden?",
					answer: `Godisguiden är en guide${kinds ? ` till ${kinds}` : ""} som jämför priser från flera butiker. Vi säljer ingenting själva, utan visar var du hittar varorna och vad de kostar.`,
				},
				{
					question: "Kostar det något att använda Godisguiden?",
					answer:
						"Nej, det är gratis att söka och jämföra priser. När du klickar vidare till en butik handlar du direkt hos butiken, på butikens egna villkor.",
				},
				{
					question: "Hur hittar jag det lägsta priset?",
					answer:
						"Jämför priserna i listan och titta på priset per kilo eller liter när det finns. Kontrollera alltid det slutliga priset och frakten hos butiken innan du handlar.",
				},
				updates,
			],
			intro: null,
		};
	}

	const name = subject.name;
	if (subject.kind === "category") {
		const { brandLinks, related } = pages.category;
		return {
			sections: [
				{
					heading: `${name} hos Godisguiden`,
					paragraphs: [
						f.n > 0
							? `I kategorin ${name} finns just nu ${f.n} ${products(f.n)} listade hos Godisguiden.${brandLinks.length > 0 ? ` Här hittar du bland annat ${joinNatural(brandLinks.map(md), "och")}.` : ""}${f.hasRange ? ` Priserna ligger mellan ${f.from} och ${f.to}, beroende på sort, storlek och butik.` : ""}`
							: `Kategorin ${name} har inga produkter listade just nu, men utbudet uppdateras löpande när butikerna lägger till nya varor.`,
						...(productLines.length > 0 ? ["Några exempel ur kategorin, med pris vid senaste uppdateringen:", ""] : []),
						comparePrices,
					],
				},
				{
					heading: `Så väljer du rätt i kategorin ${name}`,
					paragraphs: [
						"Börja med att fundera på vad du är ute efter. Ska det räcka till många eller är det något litet till dig själv? Vill du prova något nytt eller hitta en gammal favorit till bästa pris? Svaren gör det lättare att sålla bland utbudet.",
						"Jämför gärna priset per kilo eller liter i stället för bara priset på förpackningen. En större förpackning är ofta billigare räknat per kilo, men bara om allt hinner användas innan det blir gammalt. Läs också innehållsförteckningen om du undviker något, till exempel gelatin, nötter eller mjölk.",
						related.length > 0
							? `Vill du se mer av utbudet kan du fortsätta till ${joinNatural(related, "eller")}, eller bläddra bland ${all.categories} och ${all.products}.`
							: `Vill du se mer av utbudet kan du bläddra bland ${all.categories}, ${all.brands} och ${all.products}.`,
					],
				},
			],
			fillerSection: 1,
			filler,
			productList,
			faq: [
				{
					question: `Vad kostar produkterna i kategorin ${name}?`,
					answer: f.hasRange
						? `Just nu kostar produkterna i kategorin mellan ${f.from} och ${f.to} hos butikerna i Godisguidens katalog. Priset beror på sort, förpackningsstorlek och butik, och det kan ändras över tid.`
						: "Priserna varierar mellan butiker och över tid. Just nu finns inga aktuella priser i kategorin, så titta gärna tillbaka senare.",
				},
				{
					question: `Vilka märken finns i kategorin ${name}?`,
					answer:
						brandLinks.length > 0
							? `I kategorin finns bland annat ${joinNatural(
									brandLinks.map((b) => b.name),
									"och",
								)}. Varje märke har en egen sida där du ser dess produkter och priser.`
							: "Märkena i kategorin varierar över tid. Bläddra bland alla varumärken för att se vilka som finns i katalogen just nu.",
				},
				{
					question: "Hur hittar jag det lägsta priset?",
					answer:
						"Jämför priserna i listan och titta på priset per kilo eller liter när det finns. Klicka på Se produkt för att gå vidare till butiken, och kontrollera alltid det slutliga priset och frakten innan du handlar.",
				},
				updates,
			],
			intro: [
				f.n > 0
					? `Jämför priser på ${f.n} ${products(f.n)} i kategorin ${name} hos Godisguiden.`
					: `Kategorin ${name} hos Godisguiden samlar produkter från flera butiker.`,
				f.hasRange ? `Priserna ligger just nu mellan ${f.from} och ${f.to}.` : "",
				brandLinks.length > 0
					? `Här finns bland annat ${joinNatural(
							brandLinks.slice(0, 2).map((b) => b.name),
							"och",
						)}.`
					: "",
				...padding,
			],
		};
	}

	const { categoryLinks } = pages.brand;
	return {
		sections: [
			{
				heading: `Om ${name} hos Godisguiden`,
				paragraphs: [
					f.n > 0
						? `Hos Godisguiden finns just nu ${f.n} ${products(f.n)} från ${name} listade${categoryLinks.length > 0 ? `, i ${categoryLinks.length === 1 ? "kategorin" : "kategorierna"} ${joinNatural(categoryLinks.map(md), "och")}` : ""}.${f.hasRange ? ` Priserna ligger mellan ${f.from} och ${f.to}, beroende på produkt, storlek och butik.` : ""}`
						: `${name} har inga produkter listade just nu, men katalogen uppdateras löpande när butikerna lägger till nya varor.`,
					...(productLines.length > 0 ? [`Några av produkterna från ${name}, med pris vid senaste uppdateringen:`, ""] : []),
					comparePrices,
				],
			},
			{
				heading: `Så jämför du priser på ${name}`,
				paragraphs: [
					"Ett och samma märke säljs ofta i flera storlekar och hos flera butiker, och priset kan skilja en hel del. Jämför därför priset per kilo eller liter när det finns, och se efter om en större förpackning faktiskt blir billigare för dig.",
					"Läs också innehållsförteckningen om du eller någon du handlar till undviker något, till exempel gelatin, nötter eller mjölk. Recept och sortiment kan skilja sig mellan länder, även när förpackningen ser likadan ut.",
					`Vill du jämföra med andra märken kan du bläddra bland ${all.brands}, eller se ${all.categories} och ${all.products}.`,
				],
			},
		],
		fillerSection: 1,
		filler,
		productList,
		faq: [
			{
				question: `Vad kostar ${name}?`,
				answer: f.hasRange
					? `Just nu kostar produkterna från ${name} mellan ${f.from} och ${f.to} hos butikerna i Godisguidens katalog. Priset beror på produkt, förpackningsstorlek och butik, och det kan ändras över tid.`
					: `Priserna på ${name} varierar mellan butiker och över tid. Just nu finns inga aktuella priser, så titta gärna tillbaka senare.`,
			},
			{
				question: `Vilka produkter från ${name} finns hos Godisguiden?`,
				answer:
					facts.products.length > 0
						? `Just nu finns bland annat ${joinNatural(
								facts.products.slice(0, 3).map((p) => p.name),
								"och",
							)}. Alla produkter från märket visas på den här sidan, med pris och länk till butiken.`
						: "Utbudet varierar över tid. När butikerna listar produkter från märket visas de på den här sidan.",
			},
			{
				question: `Var kan jag köpa ${name}?`,
				answer:
					"Godisguiden säljer ingenting själv utan jämför priser från flera butiker. Klicka på Se produkt vid en vara för att komma till butiken, och kontrollera priset och frakten där innan du handlar.",
			},
			updates,
		],
		intro: [
			f.n > 0
				? `Jämför priser på ${f.n} ${products(f.n)} från ${name} hos Godisguiden.`
				: `Här samlar Godisguiden produkter och priser från ${name}.`,
			categoryLinks.length > 0
				? `Märket finns i ${categoryLinks.length === 1 ? "kategorin" : "kategorierna"} ${joinNatural(
						categoryLinks.slice(0, 2).map((c) => c.name),
						"och",
					)}.`
				: "",
			f.hasRange ? `Priserna ligger just nu mellan ${f.from} och ${f.to}.` : "",
			...padding,
		],
	};
}

function norwegian(facts: SeoFacts): Composition {
	const { f, products, productLines, productList, ...pages } = listings(facts, "nb", "og");
	const all = {
		categories: md({ name: "alle kategorier", path: href("categories", "nb") }),
		brands: md({ name: "alle merker", path: href("brands", "nb") }),
		products: md({ name: "alle produkter", path: href("products", "nb") }),
	};
	const filler = [
		"Utvalget følger også årets høytider. Til påske, halloween og jul dukker det ofte opp sesongvarer og større pakninger, og i de ukene kan både utvalg og priser se annerledes ut enn resten av året. Er du ute etter noe spesielt, er det lurt å begynne å lete i god tid.",
		"Kampanjer og mengderabatter kan være gunstige, men bare hvis du uansett hadde tenkt å kjøpe varen. Sammenlign kampanjeprisen med hva den samme mengden pleier å koste, og husk at fraktkostnaden kan spise opp hele besparelsen når du handler på nett. Ofte lønner det seg å samle flere varer i samme bestilling.",
		"Oppbevar varene slik det står på pakningen, som regel kjølig og tørt. Se gjerne på best før-datoen når du kjøper større mengder, fordi smak og konsistens er best når produktet er ferskt.",
		"Godisguiden oppdaterer katalogen fortløpende med nye produkter, merker og priser. Kom gjerne tilbake når du har lyst på noe nytt, eller når du vil sjekke at du fortsatt gjør et godt kjøp.",
	];
	const comparePrices =
		"Alle priser kommer fra butikkenes egne produktfeeder og vises side om side, slik at du raskt ser hvor en vare er billigst akkurat nå. Prisene kan endres, så sjekk alltid den endelige prisen og frakten hos butikken før du handler.";
	const updates = {
		question: "Hvor ofte oppdateres prisene?",
		answer:
			"Prisene hentes fra butikkenes produktfeeder og oppdateres fortløpende. Derfor kan en pris endres mellom to besøk, og en vare som er utsolgt, kan komme tilbake senere.",
	};
	const padding = [
		"Finn favorittene dine og handle smart.",
		"Se utvalg, merker og priser på ett sted.",
		"Prisene oppdateres fortløpende.",
		"Sammenlign før du handler.",
		"Velkommen inn!",
		"Godt!",
	];
	const subject = facts.subject;

	if (subject.kind === "home") {
		const { categoryLines, brandLinks, kinds } = pages.home;
		return {
			sections: [
				{
					heading: "Sammenlign priser før du handler",
					paragraphs: [
						`Godisguiden hjelper deg å finne riktig godteri på nett. I katalogen finnes akkurat nå ${f.n} ${products(f.n)} fra ${facts.totals.brands} merker, fordelt på ${facts.totals.categories} kategorier.${f.hasRange ? ` Prisene går fra ${f.from} til ${f.to}, fra små poser til store pakninger.` : ""}`,
						...(categoryLines.length > 0
							? ["Noen av kategoriene og hvor mange produkter de har akkurat nå:", categoryLines.join("\n")]
							: []),
						comparePrices,
					],
				},
				{
					heading: "Merker å utforske",
					paragraphs: [
						brandLinks.length > 0
							? `Blant merkene i katalogen finner du ${joinNatural(brandLinks, "og")}. Hvert merke har sin egen side der du ser hvilke av produktene som er oppført, og hva de koster.`
							: `Merkene i katalogen får egne sider så snart de har produkter oppført. Du finner dem under ${all.brands}.`,
						"Mange har et favorittmerke, og det er helt rimelig. Men det kan lønne seg å sammenligne med et annet merke i samme kategori. Noen ganger er forskjellen i smak liten mens forskjellen i pris er tydelig, og noen ganger er det stikk motsatt.",
					],
				},
				{
					heading: "Slik bruker du Godisguiden",
					paragraphs: [
						`Søk etter et produkt med søkefeltet, bla gjennom ${all.categories} eller gå rett til ${all.products}. Ved hvert produkt ser du prisen og kan klikke deg videre til butikken.`,
						`Vil du vite mer om hvordan du velger riktig, skriver vi ${md({ name: "guider og artikler", path: href("articles", "nb") })} om godteri og snacks. Les gjerne også ${md({ name: "mer om oss", path: href("about", "nb") })}.`,
					],
				},
			],
			fillerSection: 2,
			filler,
			faq: [
				{
					question: "Hva er Godisguiden?",
					answer: `Godisguiden er en guide${kinds ? ` til ${kinds}` : ""} som sammenligner priser fra flere butikker. Vi selger ingenting selv, men viser hvor du finner varene og hva de koster.`,
				},
				{
					question: "Koster det noe å bruke Godisguiden?",
					answer:
						"Nei, det er gratis å søke og sammenligne priser. Når du klikker deg videre til en butikk, handler du direkte hos butikken, på butikkens egne vilkår.",
				},
				{
					question: "Hvordan finner jeg den laveste prisen?",
					answer:
						"Sammenlign prisene i listen og se på prisen per kilo eller liter når den finnes. Sjekk alltid den endelige prisen og frakten hos butikken før du handler.",
				},
				updates,
			],
			intro: null,
		};
	}

	const name = subject.name;
	if (subject.kind === "category") {
		const { brandLinks, related } = pages.category;
		return {
			sections: [
				{
					heading: `${name} hos Godisguiden`,
					paragraphs: [
						f.n > 0
							? `I kategorien ${name} finnes akkurat nå ${f.n} ${products(f.n)} oppført hos Godisguiden.${brandLinks.length > 0 ? ` Her finner du blant annet ${joinNatural(brandLinks.map(md), "og")}.` : ""}${f.hasRange ? ` Prisene ligger mellom ${f.from} og ${f.to}, avhengig av type, størrelse og butikk.` : ""}`
							: `Kategorien ${name} har ingen produkter oppført akkurat nå, men utvalget oppdateres fortløpende når butikkene legger til nye varer.`,
						...(productLines.length > 0 ? ["Noen eksempler fra kategorien, med pris ved siste oppdatering:", ""] : []),
						comparePrices,
					],
				},
				{
					heading: `Slik velger du riktig i kategorien ${name}`,
					paragraphs: [
						"Begynn med å tenke over hva du er ute etter. Skal det holde til mange, eller er det noe lite til deg selv? Vil du prøve noe nytt eller finne en gammel favoritt til best pris? Svarene gjør det enklere å sortere i utvalget.",
						"Sammenlign gjerne prisen per kilo eller liter i stedet for bare prisen på pakningen. En større pakning er ofte billigere regnet per kilo, men bare hvis alt blir brukt før det blir gammelt. Les også innholdsfortegnelsen hvis du unngår noe, for eksempel gelatin, nøtter eller melk.",
						related.length > 0
							? `Vil du se mer av utvalget, kan du gå videre til ${joinNatural(related, "eller")}, eller bla gjennom ${all.categories} og ${all.products}.`
							: `Vil du se mer av utvalget, kan du bla gjennom ${all.categories}, ${all.brands} og ${all.products}.`,
					],
				},
			],
			fillerSection: 1,
			filler,
			productList,
			faq: [
				{
					question: `Hva koster produktene i kategorien ${name}?`,
					answer: f.hasRange
						? `Akkurat nå koster produktene i kategorien mellom ${f.from} og ${f.to} hos butikkene i Godisguidens katalog. Prisen avhenger av type, pakningsstørrelse og butikk, og den kan endres over tid.`
						: "Prisene varierer mellom butikker og over tid. Akkurat nå finnes ingen aktuelle priser i kategorien, så se gjerne innom igjen senere.",
				},
				{
					question: `Hvilke merker finnes i kategorien ${name}?`,
					answer:
						brandLinks.length > 0
							? `I kategorien finnes blant annet ${joinNatural(
									brandLinks.map((b) => b.name),
									"og",
								)}. Hvert merke har sin egen side der du ser produktene og prisene.`
							: "Merkene i kategorien varierer over tid. Bla gjennom alle merker for å se hvilke som finnes i katalogen akkurat nå.",
				},
				{
					question: "Hvordan finner jeg den laveste prisen?",
					answer:
						"Sammenlign prisene i listen og se på prisen per kilo eller liter når den finnes. Klikk på Se produkt for å gå videre til butikken, og sjekk alltid den endelige prisen og frakten før du handler.",
				},
				updates,
			],
			intro: [
				f.n > 0
					? `Sammenlign priser på ${f.n} ${products(f.n)} i kategorien ${name} hos Godisguiden.`
					: `Kategorien ${name} hos Godisguiden samler produkter fra flere butikker.`,
				f.hasRange ? `Prisene ligger akkurat nå mellom ${f.from} og ${f.to}.` : "",
				brandLinks.length > 0
					? `Her finnes blant annet ${joinNatural(
							brandLinks.slice(0, 2).map((b) => b.name),
							"og",
						)}.`
					: "",
				...padding,
			],
		};
	}

	const { categoryLinks } = pages.brand;
	return {
		sections: [
			{
				heading: `Om ${name} hos Godisguiden`,
				paragraphs: [
					f.n > 0
						? `Hos Godisguiden finnes akkurat nå ${f.n} ${products(f.n)} fra ${name} oppført${categoryLinks.length > 0 ? `, i ${categoryLinks.length === 1 ? "kategorien" : "kategoriene"} ${joinNatural(categoryLinks.map(md), "og")}` : ""}.${f.hasRange ? ` Prisene ligger mellom ${f.from} og ${f.to}, avhengig av produkt, størrelse og butikk.` : ""}`
						: `${name} har ingen produkter oppført akkurat nå, men katalogen oppdateres fortløpende når butikkene legger til nye varer.`,
					...(productLines.length > 0 ? [`Noen av produktene fra ${name}, med pris ved siste oppdatering:`, ""] : []),
					comparePrices,
				],
			},
			{
				heading: `Slik sammenligner du priser på ${name}`,
				paragraphs: [
					"Ett og samme merke selges ofte i flere størrelser og hos flere butikker, og prisen kan variere en hel del. Sammenlign derfor prisen per kilo eller liter når den finnes, og se etter om en større pakning faktisk blir billigere for deg.",
					"Les også innholdsfortegnelsen hvis du eller noen du handler til unngår noe, for eksempel gelatin, nøtter eller melk. Oppskrifter og sortiment kan variere mellom land, selv når pakningen ser lik ut.",
					`Vil du sammenligne med andre merker, kan du bla gjennom ${all.brands}, eller se ${all.categories} og ${all.products}.`,
				],
			},
		],
		fillerSection: 1,
		filler,
		productList,
		faq: [
			{
				question: `Hva koster ${name}?`,
				answer: f.hasRange
					? `Akkurat nå koster produktene fra ${name} mellom ${f.from} og ${f.to} hos butikkene i Godisguidens katalog. Prisen avhenger av produkt, pakningsstørrelse og butikk, og den kan endres over tid.`
					: `Prisene på ${name} varierer mellom butikker og over tid. Akkurat nå finnes ingen aktuelle priser, så se gjerne innom igjen senere.`,
			},
			{
				question: `Hvilke produkter fra ${name} finnes hos Godisguiden?`,
				answer:
					facts.products.length > 0
						? `Akkurat nå finnes blant annet ${joinNatural(
								facts.products.slice(0, 3).map((p) => p.name),
								"og",
							)}. Alle produktene fra merket vises på denne siden, med pris og lenke til butikken.`
						: "Utvalget varierer over tid. Når butikkene fører produkter fra merket, vises de på denne siden.",
			},
			{
				question: `Hvor kan jeg kjøpe ${name}?`,
				answer:
					"Godisguiden selger ingenting selv, men sammenligner priser fra flere butikker. Klikk på Se produkt ved en vare for å komme til butikken, og sjekk prisen og frakten der før du handler.",
			},
			updates,
		],
		intro: [
			f.n > 0
				? `Sammenlign priser på ${f.n} ${products(f.n)} fra ${name} hos Godisguiden.`
				: `Her samler Godisguiden produkter og priser fra ${name}.`,
			categoryLinks.length > 0
				? `Merket finnes i ${categoryLinks.length === 1 ? "kategorien" : "kategoriene"} ${joinNatural(
						categoryLinks.slice(0, 2).map((c) => c.name),
						"og",
					)}.`
				: "",
			f.hasRange ? `Prisene ligger akkurat nå mellom ${f.from} og ${f.to}.` : "",
			...padding,
		],
	};
}

/** The template's SEO text and intro for the request's page; unchecked (the writer checks). */
export function writeTemplateSeo(request: SeoRequest): SeoDraft {
	const composition = request.locale === "sv" ? swedish(request.facts) : norwegian(request.facts);
	// A brand's intro may be shorter; a full one says more.
	const limits =
		request.facts.subject.kind === "category" ? seoLimits.categoryIntro : { min: 130, max: seoLimits.brandIntro.max };
	return {
		seoMd: fitToWordLimits(composition, request.locale),
		introMd: composition.intro ? fitSentences(composition.intro, limits) : null,
	};
}
