// Both language trees come from the one path table (app/i18n/paths.ts): each screen's module
// is mounted once per language under the id "<locale>.<screen>".
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { locales } from "./i18n/locales";
import { priceAlertPath, routePattern, type Screen, screens } from "./i18n/paths";
import { adminToolIds, adminTools } from "./lib/admin-tools";

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
	shoppingList: "routes/shopping-list.tsx",
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
		// The sections (ADR 053): the overview, then one page per part of the work.
		index("routes/admin/index.tsx"),
		route("innehall", "routes/admin/section-content.tsx"),
		route("seo", "routes/admin/section-seo.tsx"),
		route("katalog", "routes/admin/section-catalogue.tsx"),
		route("floden", "routes/admin/section-feeds.tsx"),
		route("statistik", "routes/admin/section-statistics.tsx"),
		route("jobs/:id", "routes/admin/job.tsx"),
		route("articles/:id/delete", "routes/admin/article-delete.tsx"),
		route("articles/:id/edit", "routes/admin/article-edit.tsx"),
		route("articles/:id/preview", "routes/admin/article-preview.tsx"),
		// Texts' history and the drafts tools leave (ADR 050, 051).
		route("texts", "routes/admin/texts.tsx"),
		route("texts/:kind/:entity/:field", "routes/admin/text-history.tsx"),
		route("revisions/:id", "routes/admin/revision.tsx"),
		route("revisions/:id/preview", "routes/admin/revision-preview.tsx"),
		// Retailer feeds (price comparison) and click-outs.
		route("feeds", "routes/admin/feeds.tsx"),
		route("feeds/:id", "routes/admin/feed-edit.tsx"),
		route("feeds/:id/delete", "routes/admin/feed-delete.tsx"),
		// A retailer's shipping per language (ADR 046).
		route("retailers/:id", "routes/admin/retailer-shipping.tsx"),
		// The tools of one shape (ADR 053): one module at each tool's address, from the registry.
		...adminToolIds.map((tool) => route(adminTools[tool].path, "routes/admin/tool.tsx", { id: `routes/admin/tool/${tool}` })),
		// SEO text for the home page (its run's page is its own).
		route("seo/home", "routes/admin/seo-home.tsx"),
		// The link tools: product descriptions' links (a job) and the internal-link tool.
		route("tools/optimize-descriptions", "routes/admin/tools-optimize-descriptions.tsx"),
		route("tools/internal-links", "routes/admin/tools-internal-links.tsx"),
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
