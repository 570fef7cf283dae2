// The offline writer's SEO text for the home page, a category or a brand, in either language: one
// composition over the language's phrases (./phrases-seo-sv.ts, ./phrases-seo-nb.ts). Like the
// article it states only the catalogue's own facts — counts, price ranges, real product, category
// and brand names — around fixed advice that is true of anything the site lists, so it invents
// nothing, needs no key, and gives the same text for the same facts: running it twice changes
// nothing. Filler paragraphs are added in a fixed order until the text reaches 400 words; the
// product list shrinks if a text would pass 600.
import type { Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { countWords } from "../article-rules";
import type { SeoDraft, SeoFacts, SeoRequest } from "../seo-draft";
import { faqHeading, fitSentences, seoLimits } from "../seo-rules";
import { grammar } from "./grammar";
import type { Faq, Grammar, SeoPhrases, Span } from "./phrases";
import { seoNb } from "./phrases-seo-nb";
import { seoSv } from "./phrases-seo-sv";
import { joinNatural, md, names, priceSpan, productLine, sentences } from "./text";

const phrases: Record<Locale, SeoPhrases> = { sv: seoSv, nb: seoNb };

const listed = { products: 5, brands: 4, categories: 3, homeCategories: 4, homeBrands: 3, homeKinds: 5 };
// Comfortably inside 400–600, so a small edit by the operator's catalogue never tips it over.
const targetWords = seoLimits.words.min + 40;

/** One `##` section: its heading and paragraphs (a paragraph may be a list). */
interface Section {
	heading: string;
	paragraphs: string[];
}

interface Composition {
	sections: Section[];
	/** Where filler paragraphs go (the advice section). */
	fillerSection: number;
	faq: Faq[];
	/** The product list's section and paragraph, shortened when the text runs long. */
	productList?: { section: number; paragraph: number; lines: string[] };
	intro: string[] | null;
}

/** The text's blocks, in order (each apart from the next by a blank line). */
function renderParts(c: Composition, locale: Locale, productLines: number, fillers: number): string[] {
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
		if (s === c.fillerSection) parts.push(...phrases[locale].filler.slice(0, fillers));
	});
	parts.push(`## ${faqHeading[locale]}`);
	for (const pair of c.faq) parts.push(`### ${pair.question}`, pair.answer);
	return parts;
}

function render(c: Composition, locale: Locale, productLines: number, fillers: number): string {
	return `${renderParts(c, locale, productLines, fillers).join("\n\n")}\n`;
}

/** The fewest filler paragraphs that reach the target, then the longest product list within 600 words. */
function fitToWordLimits(c: Composition, locale: Locale): string {
	// Each try renders mostly the same blocks again; blocks apart add up their words, so each block
	// is counted (parsed) once instead of every try's whole text.
	const counted = new Map<string, number>();
	const words = (lines: number, fillers: number) =>
		renderParts(c, locale, lines, fillers).reduce((sum, part) => {
			const count = counted.get(part) ?? countWords(part);
			counted.set(part, count);
			return sum + count;
		}, 0);
	const allLines = c.productList?.lines.length ?? 0;
	const fillerCount = phrases[locale].filler.length;
	let fillers = 0;
	while (fillers < fillerCount && words(allLines, fillers) < targetWords) fillers++;
	let lines = allLines;
	while (lines > 0 && words(lines, fillers) > seoLimits.words.max) lines--;
	return render(c, locale, lines, fillers);
}

/** What every page's composition starts from: the language, the figures and the list screens' links. */
interface Context {
	facts: SeoFacts;
	locale: Locale;
	ph: SeoPhrases;
	g: Grammar;
	/** The product count with its noun. */
	products: string;
	span: Span | null;
	all: { categories: string; brands: string; products: string };
	productLines: string[];
}

function context(facts: SeoFacts, locale: Locale): Context {
	const ph = phrases[locale];
	const g = grammar[locale];
	const pageBrand = facts.subject.kind === "brand" ? facts.subject.name : undefined;
	return {
		facts,
		locale,
		ph,
		g,
		products: g.products(facts.productCount),
		span: priceSpan(facts.priceRange, locale),
		all: {
			categories: md({ name: ph.links.categories, path: screenPath("categories", locale) }),
			brands: md({ name: ph.links.brands, path: screenPath("brands", locale) }),
			products: md({ name: ph.links.products, path: screenPath("products", locale) }),
		},
		productLines: facts.products.slice(0, listed.products).map((p) => productLine(p, locale, pageBrand)),
	};
}

/** A category's or brand's example products: the first section's third paragraph, after its lead-in. */
function productList({ productLines }: Context) {
	return productLines.length > 0 ? { section: 0, paragraph: 2, lines: productLines } : undefined;
}

function home({ facts, locale, ph, g, products, span, all }: Context): Composition {
	const { headings, faq } = ph.home;
	const categoryLines = facts.categories.slice(0, listed.homeCategories).map((c) => `- ${md(c)} – ${g.products(c.productCount)}`);
	const brandLinks = facts.brands.slice(0, listed.homeBrands).map(md);
	const kinds = joinNatural(
		facts.categories.slice(0, listed.homeKinds).map((c) => c.name.toLocaleLowerCase(locale)),
		g.and,
	);
	const catalogue = { products, brands: g.brands(facts.totals.brands), categories: g.categories(facts.totals.categories) };
	return {
		sections: [
			{
				heading: headings.prices,
				paragraphs: [
					sentences(ph.home.catalogue(catalogue), span && ph.home.priceSpan(span)),
					...(categoryLines.length > 0 ? [ph.home.categoriesLead, categoryLines.join("\n")] : []),
					ph.comparePrices,
				],
			},
			{
				heading: headings.brands,
				paragraphs: [
					brandLinks.length > 0 ? ph.home.brandsListed(joinNatural(brandLinks, g.and)) : ph.home.noBrands(all.brands),
					ph.home.favouriteBrand,
				],
			},
			{
				heading: headings.using,
				paragraphs: [
					ph.home.howTo(all),
					ph.home.readMore({
						articles: md({ name: ph.links.articles, path: screenPath("articles", locale) }),
						about: md({ name: ph.links.about, path: screenPath("about", locale) }),
					}),
				],
			},
		],
		fillerSection: 2,
		faq: [{ question: faq.whatIs.question, answer: faq.whatIs.answer(kinds) }, faq.free, faq.lowestPrice, ph.updates],
		intro: null,
	};
}

function category(c: Context, name: string): Composition {
	const { facts, ph, g, products, span, all } = c;
	const { faq, intro } = ph.category;
	const brands = facts.brands.slice(0, listed.brands);
	const related = facts.categories.slice(0, listed.categories).map(md);
	const hasProducts = facts.productCount > 0;
	return {
		sections: [
			{
				heading: ph.category.headings.about(name),
				paragraphs: [
					hasProducts
						? sentences(
								ph.category.count(name, products),
								brands.length > 0 && ph.category.brands(joinNatural(brands.map(md), g.and)),
								span && ph.category.priceSpan(span),
							)
						: ph.category.empty(name),
					...(c.productLines.length > 0 ? [ph.category.productsLead(name), ""] : []),
					ph.comparePrices,
				],
			},
			{
				heading: ph.category.headings.choose(name),
				paragraphs: [
					...ph.category.advice,
					related.length > 0 ? ph.category.related({ ...all, related: joinNatural(related, g.or) }) : ph.category.noRelated(all),
				],
			},
		],
		fillerSection: 1,
		productList: productList(c),
		faq: [
			{ question: faq.price.question(name), answer: span ? faq.price.answer(span) : faq.price.unknown },
			{
				question: faq.brands.question(name),
				answer: brands.length > 0 ? faq.brands.answer(joinNatural(names(brands), g.and)) : faq.brands.none,
			},
			faq.lowestPrice,
			ph.updates,
		],
		intro: [
			hasProducts ? intro.count(name, products) : intro.empty(name),
			span ? intro.priceSpan(span) : "",
			brands.length > 0 ? intro.brands(joinNatural(names(brands.slice(0, 2)), g.and)) : "",
			...ph.padding,
		],
	};
}

function brand(c: Context, name: string): Composition {
	const { facts, ph, g, products, span, all } = c;
	const { faq, intro } = ph.brand;
	const categories = facts.categories.slice(0, listed.categories);
	/** "the categories A and B", the names linked or not. */
	const inCategories = (items: string[]) => `${g.theCategories(categories.length)} ${joinNatural(items, g.and)}`;
	return {
		sections: [
			{
				heading: ph.brand.headings.about(name),
				paragraphs: [
					facts.productCount > 0
						? sentences(
								ph.brand.count(name, products, categories.length > 0 ? inCategories(categories.map(md)) : ""),
								span && ph.brand.priceSpan(span),
							)
						: ph.brand.empty(name),
					...(c.productLines.length > 0 ? [ph.brand.productsLead(name), ""] : []),
					ph.comparePrices,
				],
			},
			{ heading: ph.brand.headings.compare(name), paragraphs: [...ph.brand.advice, ph.brand.more(all)] },
		],
		fillerSection: 1,
		productList: productList(c),
		faq: [
			{ question: faq.price.question(name), answer: span ? faq.price.answer(name, span) : faq.price.unknown(name) },
			{
				question: faq.products.question(name),
				answer:
					facts.products.length > 0
						? faq.products.answer(joinNatural(names(facts.products.slice(0, 3)), g.and))
						: faq.products.none,
			},
			{ question: faq.whereToBuy.question(name), answer: faq.whereToBuy.answer },
			ph.updates,
		],
		intro: [
			facts.productCount > 0 ? intro.count(name, products) : intro.empty(name),
			categories.length > 0 ? intro.categories(inCategories(names(categories.slice(0, 2)))) : "",
			span ? intro.priceSpan(span) : "",
			...ph.padding,
		],
	};
}

function compose(facts: SeoFacts, locale: Locale): Composition {
	const c = context(facts, locale);
	const subject = facts.subject;
	if (subject.kind === "home") return home(c);
	return subject.kind === "category" ? category(c, subject.name) : brand(c, subject.name);
}

/** The template's SEO text and intro for the request's page; unchecked (the writer checks). */
export function writeTemplateSeo(request: SeoRequest): SeoDraft {
	const composition = compose(request.facts, request.locale);
	// A brand's intro may be shorter; a full one says more.
	const limits =
		request.facts.subject.kind === "category" ? seoLimits.categoryIntro : { min: 130, max: seoLimits.brandIntro.max };
	return {
		seoMd: fitToWordLimits(composition, request.locale),
		introMd: composition.intro ? fitSentences(composition.intro, limits) : null,
	};
}
