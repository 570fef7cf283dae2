// The offline writer's article, the default when no AI service is configured, in either language:
// one composition over the language's phrases (./phrases-article-sv.ts, ./phrases-article-nb.ts).
// It states the catalogue's own facts — category names and counts, brands, real product names and
// prices, the price range — around fixed, general advice that is true of any sweets. It invents
// nothing about products, needs no key, and gives the same article for the same facts, so the admin
// works offline and tests are deterministic. Its output keeps the article rules (../article-rules.ts;
// checked in tests).
import type { Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { slugify } from "~/lib/slug";
import type { ArticleDraft, ArticleFacts, ArticleRequest } from "../article-draft";
import { articleLimits } from "../article-rules";
import { grammar } from "./grammar";
import type { ArticlePhrases } from "./phrases";
import { articleNb } from "./phrases-article-nb";
import { articleSv } from "./phrases-article-sv";
import { sources } from "./sources";
import { capitalize, joinNatural, type Link, md, priceSpan, productLine } from "./text";

const phrases: Record<Locale, ArticlePhrases> = { sv: articleSv, nb: articleNb };

const maxCategories = 4;
const maxBrands = 3;
const maxProducts = 6;

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
function fitGreedily(sentences: string[], max: number): string {
	let text = "";
	for (const sentence of sentences) {
		const next = text === "" ? sentence : `${text} ${sentence}`;
		if ([...next].length <= max) text = next;
	}
	return text;
}

/** List screens linked in the closing section, chosen so the article has 5–10 internal links. */
function closingLinks(locale: Locale, facts: Pick<ArticleFacts, "categories" | "brands">): Link[] {
	const { links } = phrases[locale];
	const optional: Link[] = [
		{ name: links.brands, path: screenPath("brands", locale) },
		{ name: links.articles, path: screenPath("articles", locale) },
		{ name: links.home, path: screenPath("home", locale) },
	];
	// The category and price sections always link their list screens.
	const fixed = facts.categories.length + facts.brands.length + 2;
	// Two list screens are always worth a link; the home page only when the catalogue is thin.
	const wanted = Math.max(2, articleLimits.internalLinks.min - fixed);
	const room = articleLimits.internalLinks.max - fixed;
	return optional.slice(0, Math.min(wanted, room, optional.length));
}

export function writeTemplateArticle(request: ArticleRequest): ArticleDraft {
	const { locale } = request;
	const ph = phrases[locale];
	const g = grammar[locale];
	const keywords = cleanKeywords(request.keywords, ph.defaultKeyword);
	const kw = keywords[0] ?? "";
	const Kw = capitalize(kw);
	const all = joinNatural(keywords, g.and);
	const categories = request.facts.categories.slice(0, maxCategories);
	const brands = request.facts.brands.slice(0, maxBrands);
	const products = request.facts.products.slice(0, maxProducts);
	const span = priceSpan(request.facts.priceRange, locale);
	const listScreen = (screen: "categories" | "products") => md({ name: ph.links[screen], path: screenPath(screen, locale) });

	const parts: string[] = [...ph.opening(all)];

	parts.push(`## ${ph.basics.heading(Kw)}`, ph.basics.meaning(kw), ...ph.basics.advice);

	parts.push(`## ${ph.categories.heading}`);
	if (categories.length > 0) {
		parts.push(
			ph.categories.lead(kw),
			categories.map((c) => `- ${md(c)} – ${ph.categories.entry(g.products(c.productCount))}`).join("\n"),
		);
	} else {
		parts.push(ph.categories.none);
	}
	parts.push(ph.categories.overview(listScreen("categories")), ...ph.categories.advice);

	parts.push(`## ${ph.brands.heading}`);
	parts.push(brands.length > 0 ? ph.brands.listed(joinNatural(brands.map(md), g.and)) : ph.brands.none, ...ph.brands.advice);

	parts.push(`## ${ph.prices.heading}`);
	parts.push(span ? ph.prices.span(span) : ph.prices.unknown);
	if (products.length > 0) {
		parts.push(ph.prices.productsLead, products.map((product) => productLine(product, locale)).join("\n"));
	}
	parts.push(ph.prices.allProducts(listScreen("products")), ...ph.prices.advice);

	parts.push(`## ${ph.choosing.heading}`);
	parts.push(
		ph.choosing.allergens(md(sources[locale].food)),
		ph.choosing.rights(md(sources[locale].consumer)),
		ph.choosing.teeth(md(sources[locale].health)),
		...ph.choosing.advice,
	);

	parts.push(`## ${ph.summary.heading}`);
	const closing = joinNatural(closingLinks(locale, { categories, brands }).map(md), g.and);
	parts.push(ph.summary.gist(Kw), ph.summary.readOn(closing), ph.summary.closing);

	const title = ph.title(Kw);
	const meta = [ph.meta.lead(Kw), span ? ph.meta.priceSpan(span) : "", ...ph.meta.more];
	return {
		title,
		h1: ph.h1(Kw),
		slug: slugify(title),
		excerpt: ph.excerpt(all),
		metaTitle: ph.metaTitle(Kw),
		metaDescription: fitGreedily(
			meta.filter((s) => s !== ""),
			articleLimits.metaDescription.max,
		),
		bodyMd: `${parts.join("\n\n")}\n`,
	};
}
