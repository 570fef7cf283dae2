// What a crawler without JavaScript meets on the built server (ADR 075, docs/product.md "Search
// engines and structured data"): a page path with capitals or a trailing slash is a 301 to the one
// address of the page, files and posts are left alone; a later page of the product list is
// `noindex, follow` and its pager leads back to the plain list; the search page names itself
// canonical and its language link keeps the search; a missing page has the title form and a
// description like every other page; the admin login carries one robots tag.
import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/i18n/messages";
import { type RunningApp, startApp } from "../support/app-server";
import { hostileUrlPieces } from "../support/hostile-url-pieces";
import { attributesOf, hreflangAlternates, linkHrefs, type ParsedPage, parsePage } from "../support/html";
import { rawRequest } from "../support/raw-http";

const site = "https://godisguiden.example";
let app: RunningApp;

beforeAll(async () => {
	app = await startApp({ SITE_URL: site });
});
afterAll(() => app?.stop());

const get = (address: string, init: RequestInit = {}) => fetch(`${app.url}${address}`, { redirect: "manual", ...init });

async function page(address: string): Promise<{ html: string; parsed: ParsedPage }> {
	const response = await get(address);
	expect(response.status, address).toBe(200);
	const html = await response.text();
	return { html, parsed: parsePage(html) };
}

const robotsTags = (html: string) =>
	[...html.matchAll(/<meta\b[^>]*\bname="robots"[^>]*>/gi)].map(([tag]) => attributesOf(tag).content);
const pagerLink = (parsed: ParsedPage, rel: "prev" | "next") => parsed.anchors.find((anchor) => anchor.rel === rel)?.href;

/** The language switcher's link to `locale` (the active language is no link). */
function languageLink(html: string, locale: string): string | undefined {
	const tag = [...html.matchAll(/<a\b[^>]*>/gi)].map(([a]) => attributesOf(a)).find((a) => a.hreflang === locale);
	return tag?.href;
}

describe("one address per page", () => {
	it.each([
		["/Kategorier", "/kategorier"],
		["/KATEGORIER/choklad", "/kategorier/choklad"],
		["/Om-Oss", "/om-oss"],
		["/Produkter/marabou-helnot-200-g", "/produkter/marabou-helnot-200-g"],
		["/NO", "/no"],
		["/No/kategorier", "/no/kategorier"],
		["/NO/merker", "/no/merker"],
		["/kategorier/", "/kategorier"],
		["/kategorier/choklad/", "/kategorier/choklad"],
		["/no/", "/no"],
		["/produkter/x/", "/produkter/x"],
		["/Admin/", "/admin"],
		// The query is the page's own business: kept exactly as sent.
		["/Sok/?q=Choklad&page=2", "/sok?q=Choklad&page=2"],
		// Letters lowered, escapes kept: %C3%96 is "Ö", not letters of the path.
		["/Produkter/%C3%96L", "/produkter/%C3%96l"],
		// An escaped letter or "-" is the same address spelt another way.
		["/kategorier/%63hoklad", "/kategorier/choklad"],
		["/produkter/marabou%2Dhelnot-200-g", "/produkter/marabou-helnot-200-g"],
		["/VARUMARKEN/%6Darabou?page=2", "/varumarken/marabou?page=2"],
	])("%s is moved for good to %s", async (asked, address) => {
		const response = await get(asked);
		expect(response.status).toBe(301);
		expect(response.headers.get("location")).toBe(address);
		expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
	});

	it("leads a Norwegian path in capitals to the Norwegian page, not a Swedish one", async () => {
		const response = await fetch(`${app.url}/NO/merker`);
		expect(new URL(response.url).pathname).toBe("/no/merker");
		const parsed = parsePage(await response.text());
		expect(parsed.lang).toBe("nb");
		expect(linkHrefs(parsed, "canonical")).toEqual([`${site}/no/merker`]);
	});

	it("answers the one address itself", async () => {
		for (const address of ["/", "/kategorier", "/no", "/kategorier/choklad"]) {
			const response = await get(address);
			await response.body?.cancel();
			expect(response.status, address).toBe(200);
		}
	});

	it("leaves files alone: Vite's fingerprinted names keep their capitals", async () => {
		const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
		const asset = readdirSync(path.join(clientDir, "assets")).find((name) => /[A-Z]/.test(name));
		expect(asset).toBeDefined();
		const found = await get(`/assets/${asset}`);
		await found.body?.cancel();
		expect(found.status).toBe(200);
		// A missing one answers for itself: no 301 to a name no build has.
		const missing = await get("/assets/Gone-AbC123.js");
		await missing.body?.cancel();
		expect(missing.status).toBe(404);
	});

	it("answers a form post where it was sent: a 301 would turn it into a GET", async () => {
		const response = await get("/Kategorier", { method: "POST", body: new URLSearchParams({ x: "1" }) });
		await response.body?.cancel();
		expect(response.status).not.toBe(301);
	});

	it("never leads off the site, whatever path is asked for", async () => {
		// What a request line can carry: printable ASCII (a space or a control character ends it).
		const pieces = hostileUrlPieces.filter((piece) => /^[!-~]+$/.test(piece));
		const hostilePath = fc.array(fc.constantFrom(...pieces, "A", "Evil.Example", "NO"), { minLength: 1, maxLength: 6 });
		await fc.assert(
			fc.asyncProperty(hostilePath, async (parts) => {
				const target = `/${parts.join("")}`;
				const answer = await rawRequest(app.url, `GET ${target} HTTP/1.1\r\nHost: godisguiden.example\r\nConnection: close`);
				if (answer.status !== 301) return;
				const location = /\r\nlocation: *([^\r\n]*)/i.exec(answer.head)?.[1] ?? "";
				expect(new URL(location, site).origin, `${target} → ${location}`).toBe(site);
			}),
			{ numRuns: 60 },
		);
		for (const target of ["//Evil.example/", "/\\Evil.example/", "//evil.example"]) {
			const answer = await rawRequest(app.url, `GET ${target} HTTP/1.1\r\nHost: godisguiden.example\r\nConnection: close`);
			expect(answer.status, target).not.toBe(301);
		}
	}, 120_000);
});

describe("a later page of the product list", () => {
	it("is kept out of the index, its links followed, like the deals page's", async () => {
		const { html, parsed } = await page("/produkter?page=2");
		expect(robotsTags(html)).toEqual(["noindex, follow"]);
		expect(linkHrefs(parsed, "canonical")).toEqual([`${site}/produkter`]);
		expect(hreflangAlternates(parsed).size).toBe(0);
		expect(parsed.title).toMatch(/^Produkter – Sida 2 av \d+ \| Godisguiden$/);
	});

	it("leads back to the plain list, not to ?page=1", async () => {
		const { parsed } = await page("/produkter?page=2");
		expect(pagerLink(parsed, "prev")).toBe("/produkter");
		expect(pagerLink(parsed, "next")).toBe("/produkter?page=3");
		const norwegian = await page("/no/produkter?page=2");
		expect(robotsTags(norwegian.html)).toEqual(["noindex, follow"]);
		expect(pagerLink(norwegian.parsed, "prev")).toBe("/no/produkter");
	});

	it("keeps the sort on the way back to page 1", async () => {
		const { parsed } = await page("/produkter?sort=price-asc&page=2");
		expect(pagerLink(parsed, "prev")).toBe("/produkter?sort=price-asc");
	});

	it("leaves the first page indexable, with its alternates", async () => {
		const { html, parsed } = await page("/produkter");
		expect(robotsTags(html)).toEqual([]);
		expect(parsed.title).toBe("Produkter | Godisguiden");
		expect(hreflangAlternates(parsed).get("nb")).toBe(`${site}/no/produkter`);
		expect(pagerLink(parsed, "next")).toBe("/produkter?page=2");
	});
});

describe("a later page of a category or a brand", () => {
	it.each(["/kategorier/choklad", "/varumarken/marabou", "/no/kategorier/sjokolade"])(
		"%s?page=2 is kept out of the index, its links followed, and names page 1 canonical",
		async (address) => {
			const first = await page(address);
			expect(robotsTags(first.html)).toEqual([]);
			expect(hreflangAlternates(first.parsed).size).toBeGreaterThanOrEqual(2);
			const { html, parsed } = await page(`${address}?page=2`);
			expect(robotsTags(html)).toEqual(["noindex, follow"]);
			expect(linkHrefs(parsed, "canonical")).toEqual([`${site}${address}`]);
			expect(hreflangAlternates(parsed).size).toBe(0);
		},
	);
});

describe("a product's offers in delivered order", () => {
	const product = "/produkter/marabou-helnot-200-g";

	it("are the product page reordered: kept out of the index, canonical the plain page", async () => {
		const { html, parsed } = await page(`${product}?frakt=inkl`);
		expect(robotsTags(html)).toEqual(["noindex, follow"]);
		expect(linkHrefs(parsed, "canonical")).toEqual([`${site}${product}`]);
		expect(hreflangAlternates(parsed).size).toBe(0);
	});

	it("are linked nofollow from the plain page, which stays indexable", async () => {
		const { html, parsed } = await page(product);
		expect(robotsTags(html)).toEqual([]);
		const delivered = parsed.anchors.find((anchor) => anchor.href?.startsWith(`${product}?frakt=inkl`));
		expect(delivered?.rel).toBe("nofollow");
	});
});

describe("a missing page", () => {
	it.each([
		["/finns-inte", "sv"],
		["/no/finnes-ikke", "nb"],
	] as const)(
		"%s is titled as the site's other pages, with a description of its own, out of the index",
		async (address, locale) => {
			const response = await get(address);
			expect(response.status).toBe(404);
			const html = await response.text();
			const parsed = parsePage(html);
			const texts = messages[locale].notFound;
			expect(parsed.title).toBe(`${texts.title} | Godisguiden`);
			expect(parsed.meta.get("description")).toBe(texts.description);
			expect(html.match(/<meta\b[^>]*\bname="description"/g)).toHaveLength(1);
			expect(robotsTags(html)).toEqual(["noindex"]);
		},
	);

	it("has the title form of a missing category's page", async () => {
		const response = await get("/kategorier/finns-inte");
		expect(response.status).toBe(404);
		expect(parsePage(await response.text()).title).toMatch(/^[^|–]+ \| Godisguiden$/);
	});
});

describe("the search page", () => {
	it("is noindex and names its own address canonical, no other page", async () => {
		const { html, parsed } = await page("/sok?q=choklad&page=2");
		expect(robotsTags(html)).toEqual(["noindex"]);
		expect(linkHrefs(parsed, "canonical")).toEqual([`${site}/sok?q=choklad&page=2`]);
		expect(hreflangAlternates(parsed).size).toBe(0);
		expect(pagerLink(parsed, "prev")).toBe("/sok?q=choklad");
	});

	it("switches language to the same search, from page 1 of the other language's hits", async () => {
		const { html } = await page("/sok?q=choklad&page=2");
		expect(languageLink(html, "nb")).toBe("/no/sok?q=choklad");
		const norwegian = await page("/no/sok?q=sjokolade");
		expect(languageLink(norwegian.html, "sv")).toBe("/sok?q=sjokolade");
	});

	it("carries the choices both languages share, and leaves those named or priced per language", async () => {
		const { html, parsed } = await page("/sok?q=choklad&sort=price-asc&instock=1&category=Choklad&min=10");
		expect(languageLink(html, "nb")).toBe("/no/sok?q=choklad&sort=price-asc&instock=1");
		expect(linkHrefs(parsed, "canonical")).toEqual([`${site}/sok?q=choklad&sort=price-asc&category=Choklad&min=10&instock=1`]);
	});
});

describe("the home page", () => {
	it.each([
		["/", "sv-SE", `${site}/sok?q={search_term_string}`],
		["/no", "nb-NO", `${site}/no/sok?q={search_term_string}`],
	])("%s names the site, its search and its organisation in structured data", async (address, language, target) => {
		const { html } = await page(address);
		const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
			([, json]) => JSON.parse(json ?? "") as Record<string, unknown>,
		);
		expect(blocks.find((block) => block["@type"] === "WebSite")).toMatchObject({
			inLanguage: language,
			potentialAction: { "@type": "SearchAction", target },
		});
		expect(blocks.find((block) => block["@type"] === "Organization")).toMatchObject({ name: "Godisguiden" });
	});

	it("gives a share the site's picture, a PNG of 1200 × 630 that the server serves", async () => {
		const { parsed, html } = await page("/");
		expect(parsed.links.length).toBeGreaterThan(0);
		const picture = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
		expect(picture).toBe(`${site}/og-image.png`);
		const response = await get("/og-image.png");
		expect(response.status).toBe(200);
		expect(response.headers.get("content-type")).toBe("image/png");
		const png = Buffer.from(await response.arrayBuffer());
		// The PNG header's first chunk (IHDR) holds the width and height.
		expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
	});
});

describe("the admin login", () => {
	it("carries one robots tag", async () => {
		const { html } = await page("/admin/login");
		expect(robotsTags(html)).toEqual(["noindex, nofollow"]);
	});
});
