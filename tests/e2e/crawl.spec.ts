// Site-wide acceptance checks of the public site, from a crawl of every internal link reachable
// from both home pages. The crawl uses plain HTTP (the `request` API), not a browser, so it is the
// same in both projects and stays fast; it is done once per worker and shared by the checks below.
// Retailer links are /go/{offer} paths of our own that answer 302 off-site: they are checked as
// retailer links (new tab, sponsored nofollow, a redirect to https), never crawled as pages.
import { type APIRequestContext, test as base, expect } from "@playwright/test";
import { type Locale, localeFromPath } from "../../app/i18n/locales";
import { matchPath, type Screen, screenPath, screens } from "../../app/i18n/paths";
import { hreflangAlternates, linkHrefs, type ParsedPage, parsePage, sitemapEntries, sitemapLocations } from "../support/html";
import { type AlternatesByPage, hreflangProblems, sitemapAlternateProblems } from "./support/hreflang";

/** SITE_URL of the server that playwright.config.ts starts. */
const siteUrl = "https://godisguiden.example";

/** Search results are pages too, but nothing links to them: the crawl starts there as well. */
const startPaths = ["/", "/no", `${screenPath("search", "sv")}?q=choklad`, `${screenPath("search", "nb")}?q=sjokolade`];

/** Bounds that keep the crawl to a couple of hundred pages (paged lists, ~300 products a language). */
const queryVariantsPerPath = 3;
const productPagesPerLocale = 60;
const concurrency = 6;

/** The retailer button's text (the same in both languages). */
const seeProduct = "Se produkt";

interface Fetched {
	path: string;
	status: number;
	location?: string;
	html?: string;
	page?: ParsedPage;
}

interface Crawl {
	pages: Map<string, Fetched>;
	/** Internal link target → the pages (or head tags) that point to it. */
	linkedFrom: Map<string, Set<string>>;
	/** Retailer links: page → anchor. */
	retailerLinks: { from: string; href: string; text: string; target?: string; rel?: string }[];
}

/** An unknown product redirects to the product list of the same language (docs/product.md). */
function isKnownRedirect(from: string, to: string): boolean {
	const matched = matchPath(new URL(from, siteUrl).pathname);
	return matched?.screen === "product" && new URL(to, siteUrl).pathname === screenPath("products", matched.locale);
}

/** A same-site link as "path?sorted-query", or null for other sites, /admin, /go/ and fragments. */
function internalPath(link: string, from: string, localOrigin: string): string | null {
	let url: URL;
	try {
		url = new URL(link, `${localOrigin}${from}`);
	} catch {
		return null;
	}
	if (url.origin === siteUrl) url = new URL(`${url.pathname}${url.search}`, localOrigin);
	if (url.origin !== localOrigin) return null;
	if (url.pathname === "/admin" || url.pathname.startsWith("/admin/") || url.pathname.startsWith("/go/")) return null;
	url.searchParams.sort();
	return `${url.pathname}${url.search}`;
}

function isRetailerLink(link: string, text: string): boolean {
	if (text.startsWith(seeProduct)) return true;
	try {
		const url = new URL(link, siteUrl);
		if (url.origin === siteUrl) return url.pathname.startsWith("/go/");
		return url.hostname.endsWith(".example");
	} catch {
		return false;
	}
}

async function fetchPage(request: APIRequestContext, path: string): Promise<Fetched> {
	const response = await request.get(path, { maxRedirects: 0, failOnStatusCode: false });
	const status = response.status();
	const fetched: Fetched = { path, status, location: response.headers().location };
	if ((response.headers()["content-type"] ?? "").includes("text/html")) {
		fetched.html = await response.text();
		fetched.page = parsePage(fetched.html);
	}
	return fetched;
}

async function inPool<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
	const rest = [...items];
	await Promise.all(
		Array.from({ length: concurrency }, async () => {
			for (let item = rest.shift(); item !== undefined; item = rest.shift()) await work(item);
		}),
	);
}

async function crawlSite(request: APIRequestContext, localOrigin: string): Promise<Crawl> {
	const crawl: Crawl = { pages: new Map(), linkedFrom: new Map(), retailerLinks: [] };
	const admitted = new Set<string>();
	const variants = new Map<string, number>();
	const products: Record<Locale, number> = { sv: 0, nb: 0 };
	let queue: string[] = [];

	const admit = (path: string) => {
		if (admitted.has(path)) return;
		const [pathname = path, query] = path.split("?");
		if (query) {
			const seen = variants.get(pathname) ?? 0;
			if (seen >= queryVariantsPerPath) return;
			variants.set(pathname, seen + 1);
		}
		if (matchPath(pathname)?.screen === "product") {
			const locale = localeFromPath(pathname);
			if (products[locale] >= productPagesPerLocale) return;
			products[locale]++;
		}
		admitted.add(path);
		queue.push(path);
	};
	const link = (target: string, from: string, where = from) => {
		const path = internalPath(target, from, localOrigin);
		if (!path) return;
		const sources = crawl.linkedFrom.get(path) ?? new Set();
		sources.add(where);
		crawl.linkedFrom.set(path, sources);
		admit(path);
	};

	for (const path of startPaths) admit(path);
	while (queue.length > 0) {
		const wave = queue;
		queue = [];
		const fetched: Fetched[] = [];
		await inPool(wave, async (path) => {
			fetched.push(await fetchPage(request, path));
		});
		// Links are followed in a stable order, so the product sample is the same on every run.
		fetched.sort((a, b) => wave.indexOf(a.path) - wave.indexOf(b.path));
		for (const page of fetched) {
			crawl.pages.set(page.path, page);
			if (page.location && isKnownRedirect(page.path, page.location)) link(page.location, page.path);
			if (!page.page) continue;
			for (const anchor of page.page.anchors) {
				if (isRetailerLink(anchor.href, anchor.text)) crawl.retailerLinks.push({ from: page.path, ...anchor });
				else link(anchor.href, page.path);
			}
			// Canonical and language alternates must lead to live pages too.
			for (const target of [...linkHrefs(page.page, "canonical"), ...hreflangAlternates(page.page).values()]) {
				link(target, page.path, `${page.path} <head>`);
			}
		}
	}
	return crawl;
}

function isNoindex(page: ParsedPage): boolean {
	return (page.meta.get("robots") ?? "").toLowerCase().includes("noindex");
}

/** What is wrong with one crawled page (empty when nothing is). */
function problemsOf(fetched: Fetched): string[] {
	const { path, status, page } = fetched;
	if (status >= 300 && status < 400 && fetched.location && isKnownRedirect(path, fetched.location)) return [];
	if (status !== 200) return [`${path}: status ${status}${fetched.location ? ` (→ ${fetched.location})` : ""}`];
	if (!page) return [`${path}: not an HTML page`];
	const problems: string[] = [];
	const pathname = path.split("?")[0] ?? path;
	const locale = localeFromPath(pathname);
	if (page.lang !== locale) problems.push(`${path}: <html lang="${page.lang}">, expected "${locale}"`);
	if (!page.title) problems.push(`${path}: empty or missing <title>`);
	if (!page.meta.get("description")?.trim()) problems.push(`${path}: empty or missing meta description`);
	const canonicals = linkHrefs(page, "canonical");
	const canonical = canonicals[0];
	if (canonicals.length !== 1 || !canonical) problems.push(`${path}: ${canonicals.length} canonical links`);
	else if (!canonical.startsWith(`${siteUrl}/`) || new URL(canonical).pathname !== pathname)
		problems.push(`${path}: canonical ${canonical}, expected ${siteUrl}${pathname}`);
	if (!isNoindex(page)) {
		// Every indexable page names itself; which others it names is the reciprocity test's matter.
		const alternates = hreflangAlternates(page);
		if (!alternates.has(locale)) problems.push(`${path}: no hreflang="${locale}" alternate naming itself`);
		for (const [language, target] of alternates) {
			if (!target.startsWith(`${siteUrl}/`))
				problems.push(`${path}: hreflang="${language}" is not an absolute URL on ${siteUrl}: ${target}`);
		}
		const self = alternates.get(locale);
		if (self?.startsWith(siteUrl) && new URL(self).pathname !== pathname)
			problems.push(`${path}: hreflang="${locale}" points to ${self}, not to the page itself`);
	}
	return problems;
}

const test = base.extend<object, { crawl: Crawl }>({
	crawl: [
		async ({ playwright }, use, workerInfo) => {
			const localOrigin = String(workerInfo.project.use.baseURL);
			const request = await playwright.request.newContext({ baseURL: localOrigin });
			await use(await crawlSite(request, localOrigin));
			await request.dispose();
		},
		{ scope: "worker", timeout: 90_000 },
	],
});

// One worker runs this file's checks in order, so the site is crawled once per project.
test.describe.configure({ mode: "default" });

test("every crawled page answers 200 in its path's language, with title, description, canonical and hreflang", async ({
	crawl,
}) => {
	const problems = [...crawl.pages.values()].flatMap(problemsOf);
	expect(problems, `${crawl.pages.size} pages crawled`).toEqual([]);
});

test("the crawl reaches both languages' lists, every category, brand and article, and product pages", async ({
	crawl,
	request,
}) => {
	const sitemap = sitemapLocations(await (await request.get("/sitemap.xml")).text()).map((loc) => new URL(loc).pathname);
	const crawled = [...crawl.pages.keys()].filter((path) => !path.includes("?"));
	const missed = sitemap.filter(
		(path) => ["category", "brand", "article"].includes(matchPath(path)?.screen ?? "") && !crawl.pages.has(path),
	);
	expect(missed, "category, brand and article pages in the sitemap that no link leads to").toEqual([]);

	const everyScreen = Object.keys(screens) as Screen[];
	for (const locale of ["sv", "nb"] as const) {
		const ofLocale = (paths: string[]) => paths.filter((path) => localeFromPath(path) === locale);
		const reached = new Set([...ofLocale(crawled), ...startPaths].map((path) => matchPath(path.split("?")[0] ?? path)?.screen));
		expect([...reached].sort(), `screens reached in ${locale}`).toEqual([...everyScreen].sort());
		const products = (paths: string[]) => ofLocale(paths).filter((path) => matchPath(path)?.screen === "product");
		expect(products(crawled).length, `product pages crawled in ${locale}`).toBeGreaterThanOrEqual(
			Math.min(productPagesPerLocale, products(sitemap).length),
		);
	}
});

/** The hreflang links of every indexable crawled page, and of every page they name (fetched if the crawl's bounds left it out). */
async function alternatesByPage(crawl: Crawl, request: APIRequestContext): Promise<AlternatesByPage> {
	const pages: AlternatesByPage = new Map();
	const add = (fetched: Fetched) => {
		if (fetched.status === 200 && fetched.page && !isNoindex(fetched.page) && !fetched.path.includes("?"))
			pages.set(fetched.path, hreflangAlternates(fetched.page));
	};
	for (const fetched of crawl.pages.values()) add(fetched);
	const named = [...pages.values()].flatMap((alternates) => [...alternates.values()]).map((url) => new URL(url).pathname);
	await inPool(
		[...new Set(named)].filter((path) => !crawl.pages.has(path)),
		async (path) => add(await fetchPage(request, path)),
	);
	return pages;
}

test("every hreflang pair is reciprocal and names the same page in the other language", async ({ crawl, request }) => {
	const pages = await alternatesByPage(crawl, request);
	const pairs = [...pages.values()].reduce((n, alternates) => n + alternates.size, 0);
	expect(hreflangProblems(pages, siteUrl), `${pages.size} indexable pages, ${pairs} hreflang links`).toEqual([]);
});

test("every sitemap alternate is reciprocal, the same page, and what the page itself names", async ({ crawl, request }) => {
	const entries = sitemapEntries(await (await request.get("/sitemap.xml")).text());
	const pages = await alternatesByPage(crawl, request);
	expect(sitemapAlternateProblems(entries, pages), `${entries.length} sitemap entries`).toEqual([]);
});

test("every internal link target answers (no 404)", async ({ crawl, request }) => {
	test.setTimeout(90_000);
	const broken: string[] = [];
	const record = (path: string, status: number, location?: string) => {
		const redirectOk = status >= 300 && status < 400 && !!location && isKnownRedirect(path, location);
		if (status === 200 || redirectOk) return;
		const from = [...(crawl.linkedFrom.get(path) ?? [])].slice(0, 3).join(", ");
		broken.push(`${path} answers ${status}${location ? ` (→ ${location})` : ""}; linked from ${from}`);
	};
	const unvisited: string[] = [];
	for (const path of crawl.linkedFrom.keys()) {
		const page = crawl.pages.get(path);
		if (page) record(path, page.status, page.location);
		else unvisited.push(path);
	}
	// Links beyond the crawl's bounds (the rest of the products, further list pages) are still checked.
	await inPool(unvisited, async (path) => {
		const response = await request.get(path, { maxRedirects: 0, failOnStatusCode: false });
		record(path, response.status(), response.headers().location);
	});
	expect(broken, `${crawl.linkedFrom.size} internal link targets`).toEqual([]);
});

test("every retailer link opens in a new tab and is marked sponsored and nofollow", async ({ crawl }) => {
	expect(crawl.retailerLinks.length, "retailer links found").toBeGreaterThan(0);
	const wrong = crawl.retailerLinks
		.filter(({ target, rel }) => {
			const rels = (rel ?? "").split(/\s+/);
			return target !== "_blank" || !rels.includes("sponsored") || !rels.includes("nofollow");
		})
		.map(({ from, href: link, target, rel }) => `${from}: ${link} target=${target} rel=${rel}`);
	expect(wrong).toEqual([]);
});

test("every retailer link goes out through /go/{offer}, which answers 302 to an https address", async ({ crawl, request }) => {
	const links = [...new Set(crawl.retailerLinks.map((link) => link.href))];
	const direct = links.filter((link) => !/^\/go\/\d+\?p=[a-z0-9-]+&l=(sv|nb)$/.test(link));
	expect(direct, "retailer links that do not go through /go/").toEqual([]);
	// A sample: each answer is a redirect off the site, never a page of ours to crawl.
	const step = Math.max(1, Math.floor(links.length / 30));
	const wrong: string[] = [];
	await inPool(
		links.filter((_, i) => i % step === 0),
		async (link) => {
			const response = await request.get(link, { maxRedirects: 0, failOnStatusCode: false });
			const location = response.headers().location ?? "";
			if (response.status() !== 302 || !location.startsWith("https://"))
				wrong.push(`${link}: ${response.status()} → ${location}`);
			if (!(response.headers()["x-robots-tag"] ?? "").includes("noindex")) wrong.push(`${link}: no X-Robots-Tag noindex`);
		},
	);
	expect(wrong).toEqual([]);
});

test("sitemap.xml lists every crawled indexable page", async ({ crawl, request }) => {
	const response = await request.get("/sitemap.xml");
	expect(response.status()).toBe(200);
	const listed = new Set(sitemapLocations(await response.text()));
	const indexable = [...crawl.pages.values()].filter(
		(fetched) => fetched.status === 200 && fetched.page && !isNoindex(fetched.page) && !fetched.path.includes("?"),
	);
	expect(indexable.length).toBeGreaterThan(0);
	const missing = indexable.map((fetched) => `${siteUrl}${fetched.path}`).filter((url) => !listed.has(url));
	expect(missing).toEqual([]);
});

test("sitemap.xml lists only pages that answer 200 (a sample of 100)", async ({ request }) => {
	test.setTimeout(60_000);
	const locations = sitemapLocations(await (await request.get("/sitemap.xml")).text());
	expect(locations.length).toBeGreaterThan(0);
	const step = Math.max(1, Math.floor(locations.length / 100));
	const sample = locations.filter((_, i) => i % step === 0).slice(0, 100);
	const failing: string[] = [];
	const foreign = sample.filter((loc) => !loc.startsWith(`${siteUrl}/`));
	await inPool(
		sample.filter((loc) => loc.startsWith(`${siteUrl}/`)),
		async (loc) => {
			const { pathname, search } = new URL(loc);
			const response = await request.get(`${pathname}${search}`, { maxRedirects: 0, failOnStatusCode: false });
			if (response.status() !== 200) failing.push(`${loc}: ${response.status()}`);
		},
	);
	expect(foreign, "sitemap locations outside SITE_URL").toEqual([]);
	expect(failing).toEqual([]);
});

test("robots.txt disallows the admin, the click-outs and the suggestions' JSON, and names the sitemap", async ({ request }) => {
	const response = await request.get("/robots.txt");
	expect(response.status()).toBe(200);
	const lines = (await response.text()).split("\n").map((line) => line.trim());
	expect(lines).toEqual(expect.arrayContaining(["Disallow: /admin", "Disallow: /go/", "Disallow: /api/"]));
	expect(lines).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});
