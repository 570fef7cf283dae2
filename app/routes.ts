// Both language trees come from the one path table (app/i18n/paths.ts): each screen's module
// is mounted once per language under the id "<locale>.<screen>".
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { locales } from "./i18n/locales";
import { priceAlertPath, routePattern, type Screen, screens } from "./i18n/paths";

const screenModules: Record<Screen, string> = {
	home: "routes/home.tsx",
	categories: "routes/categories.tsx",
	category: "routes/category.tsx",
	brands: "routes/brands.tsx",
	brand: "routes/brand.tsx",
	products: "routes/products.tsx",
	product: "routes/product.tsx",
	articles: "routes/articles.tsx",
	article: "routes/article.tsx",
	about: "routes/about.tsx",
	privacy: "routes/privacy.tsx",
	search: "routes/search.tsx",
	deals: "routes/deals.tsx",
};

const screenRoutes = locales.flatMap((locale) =>
	(Object.keys(screens) as Screen[]).map((screen) => {
		const id = `${locale}.${screen}`;
		const pattern = routePattern(screen, locale);
		return pattern === "/" ? index(screenModules[screen], { id }) : route(pattern, screenModules[screen], { id });
	}),
);

export default [
	...screenRoutes,
	route("geo-preference", "routes/geo-preference.ts"),
	// The page price alerts' e-mails link to (confirm, unsubscribe), once per language.
	route(priceAlertPath("sv").slice(1), "routes/price-alert.tsx", { id: "sv.priceAlert" }),
	route(priceAlertPath("nb").slice(1), "routes/price-alert.tsx", { id: "nb.priceAlert" }),
	// The admin area (Swedish only). Every loader and action in it calls requireAdmin.
	route("admin/login", "routes/admin/login.tsx"),
	route("admin/logout", "routes/admin/logout.ts"),
	route("admin", "routes/admin/layout.tsx", [
		index("routes/admin/index.tsx"),
		route("jobs/:id", "routes/admin/job.tsx"),
		route("articles/:id/delete", "routes/admin/article-delete.tsx"),
		// Retailer feeds (price comparison) and click-outs.
		route("feeds", "routes/admin/feeds.tsx"),
		route("feeds/:id", "routes/admin/feed-edit.tsx"),
		route("retailers/:id", "routes/admin/retailer-shipping.tsx"),
		// The three SEO cards: SEO text for the home page, categories and brands.
		route("seo/home", "routes/admin/seo-home.tsx"),
		route("seo/categories", "routes/admin/seo-categories.tsx"),
		route("seo/brands", "routes/admin/seo-brands.tsx"),
		// The link tools: product descriptions' links (a job) and the internal-link tool.
		route("tools/optimize-descriptions", "routes/admin/tools-optimize-descriptions.tsx"),
		route("tools/internal-links", "routes/admin/tools-internal-links.tsx"),
		// The catalogue tools.
		route("tools/categorize", "routes/admin/tools-categorize.tsx"),
		route("tools/add-brand", "routes/admin/tools-add-brand.tsx"),
		route("tools/assign-categories", "routes/admin/tools-assign-categories.tsx"),
		route("tools/sync-categories", "routes/admin/tools-sync-categories.tsx"),
		// The search card's synonym editor (statistics are read on the admin page itself).
		route("search/synonyms", "routes/admin/search-synonyms.tsx"),
	]),
	// Click-outs to retailers: counted, noindex, 302 (docs/product.md, Click-outs and affiliate links).
	route("go/:offer", "routes/go.ts"),
	route("robots.txt", "routes/robots[.]txt.ts"),
	route("rss.xml", "routes/rss[.]xml.ts", { id: "sv.rss" }),
	route("no/rss.xml", "routes/rss[.]xml.ts", { id: "nb.rss" }),
	route("sitemap.xml", "routes/sitemap[.]xml.ts"),
	route("api/suggestions", "routes/api.suggestions.ts"),
	// Any other path: the 404 page in the language its path starts with (a route of its own, so the root
	// middleware and loader run for it as for any page: the cache policy, the menu and the footer).
	route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
