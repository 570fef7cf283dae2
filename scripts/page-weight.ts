// `npx tsx scripts/page-weight.ts [baseUrl]`: what each public page costs a visitor, beside the
// budgets (they live in scripts, not in timed tests; docs/performance.md). For every page type in both
// languages (item pages: the heaviest of a list's first items) it prints the gzipped HTML, the CSS
// it links and the JavaScript it loads at start-up (script tags, modulepreloads, the inline
// module's imports and their static imports), then opens the page in Chromium with JavaScript off
// and prints its `main h1`, which must be there.
// Without a base URL it starts the production build (BUILD_DIR, default "build") on a free port
// with a fresh embedded demo database. Exits 1 when a budget is missed or a page is incomplete.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { type Locale, locales } from "../app/i18n/locales";
import { routePattern, type Screen, screenPath } from "../app/i18n/paths";
import { type RunningApp, startApp } from "../tests/support/app-server";
import { linkHrefs, parsePage } from "../tests/support/html";

/** Kilobytes (1024 bytes) after gzip. */
const budgetKb = { js: 150, css: 30, categoryHtml: 60 };

/** Search words that find products in each language's demo catalogue. */
const searchWord: Record<Locale, string> = { sv: "choklad", nb: "sjokolade" };

interface PageWeight {
	locale: Locale;
	screen: Screen;
	path: string;
	status: number;
	html: number;
	css: number;
	js: number;
}

const kb = (bytes: number) => bytes / 1024;
const gzipped = (body: Buffer | string) => gzipSync(body).length;

async function get(url: string): Promise<{ status: number; body: Buffer }> {
	const response = await fetch(url, { redirect: "manual" });
	return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

/** How many of a list's items are weighed to find the heaviest page of that kind. */
const candidatesPerList = 20;

/**
 * The heaviest of the first item pages a list page links to (e.g. the fullest category), so a
 * budget holds for the worst page of a kind rather than for whichever comes first alphabetically.
 */
async function heaviestItemPath(base: string, list: Screen, item: Screen, locale: Locale): Promise<string> {
	const listPath = screenPath(list as "categories", locale);
	const prefix = routePattern(item, locale).replace(":slug", "");
	const { body } = await get(`${base}${listPath}`);
	const candidates = [
		...new Set(
			parsePage(body.toString("utf8"))
				.anchors.map((anchor) => anchor.href.split(/[?#]/)[0] ?? "")
				.filter((path) => path.startsWith(prefix) && path.length > prefix.length),
		),
	].slice(0, candidatesPerList);
	if (candidates.length === 0) throw new Error(`no ${item} link on ${listPath}`);
	const sizes = await Promise.all(candidates.map(async (path) => gzipped((await get(`${base}${path}`)).body)));
	return candidates[sizes.indexOf(Math.max(...sizes))] ?? candidates[0]!;
}

async function pagesOf(base: string, locale: Locale): Promise<{ screen: Screen; path: string }[]> {
	return [
		{ screen: "home", path: screenPath("home", locale) },
		{ screen: "categories", path: screenPath("categories", locale) },
		{ screen: "category", path: await heaviestItemPath(base, "categories", "category", locale) },
		{ screen: "brands", path: screenPath("brands", locale) },
		{ screen: "brand", path: await heaviestItemPath(base, "brands", "brand", locale) },
		{ screen: "products", path: screenPath("products", locale) },
		{ screen: "product", path: await heaviestItemPath(base, "products", "product", locale) },
		{ screen: "articles", path: screenPath("articles", locale) },
		{ screen: "article", path: await heaviestItemPath(base, "articles", "article", locale) },
		{ screen: "about", path: screenPath("about", locale) },
		{ screen: "search", path: `${screenPath("search", locale)}?q=${searchWord[locale]}` },
	];
}

/** Module specifiers a script imports at start-up (static imports; dynamic ones only in the inline entry). */
function importsOf(source: string, { dynamic }: { dynamic: boolean }): string[] {
	const found = [...source.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']([^"']+\.m?js)["']/g)];
	if (dynamic) found.push(...source.matchAll(/import\(\s*["']([^"']+\.m?js)["']\s*\)/g));
	return found.map((match) => match[1] ?? "").filter(Boolean);
}

function inlineModuleScripts(html: string): string[] {
	return [...html.matchAll(/<script\b[^>]*type=["']?module["']?[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? "");
}

/** Gzipped bytes per asset URL, fetched once for all pages. */
const assetSizes = new Map<string, Promise<{ size: number; source: string }>>();

function asset(url: string) {
	let entry = assetSizes.get(url);
	if (!entry) {
		entry = get(url).then(({ status, body }) => {
			if (status !== 200) throw new Error(`${url} answers ${status}`);
			return { size: gzipped(body), source: body.toString("utf8") };
		});
		assetSizes.set(url, entry);
	}
	return entry;
}

async function javaScriptBytes(pageUrl: string, html: string): Promise<number> {
	const page = parsePage(html);
	const pending = [
		...page.scripts,
		...linkHrefs(page, "modulepreload"),
		...inlineModuleScripts(html).flatMap((source) => importsOf(source, { dynamic: true })),
	].map((specifier) => new URL(specifier, pageUrl).href);
	const seen = new Set<string>();
	let total = 0;
	while (pending.length > 0) {
		const url = pending.pop()!;
		if (seen.has(url)) continue;
		seen.add(url);
		const { size, source } = await asset(url);
		total += size;
		for (const specifier of importsOf(source, { dynamic: false })) pending.push(new URL(specifier, url).href);
	}
	return total;
}

async function cssBytes(pageUrl: string, html: string): Promise<number> {
	const sheets = new Set(linkHrefs(parsePage(html), "stylesheet").map((sheet) => new URL(sheet, pageUrl).href));
	let total = 0;
	for (const sheet of sheets) total += (await asset(sheet)).size;
	return total;
}

async function weigh(base: string, locale: Locale, screen: Screen, path: string): Promise<PageWeight> {
	const url = `${base}${path}`;
	const { status, body } = await get(url);
	const html = body.toString("utf8");
	return {
		locale,
		screen,
		path,
		status,
		html: gzipped(body),
		css: await cssBytes(url, html),
		js: await javaScriptBytes(url, html),
	};
}

function overBudget(weight: PageWeight): string[] {
	const misses: string[] = [];
	if (weight.status !== 200) misses.push(`status ${weight.status}`);
	if (kb(weight.js) > budgetKb.js) misses.push(`JS ${kb(weight.js).toFixed(1)} KB > ${budgetKb.js} KB`);
	if (kb(weight.css) > budgetKb.css) misses.push(`CSS ${kb(weight.css).toFixed(1)} KB > ${budgetKb.css} KB`);
	if (weight.screen === "category" && kb(weight.html) > budgetKb.categoryHtml)
		misses.push(`HTML ${kb(weight.html).toFixed(1)} KB > ${budgetKb.categoryHtml} KB`);
	return misses;
}

function printWeights(weights: PageWeight[]): void {
	const label = (weight: PageWeight) => `${weight.locale} ${weight.screen}  ${weight.path}`;
	const width = Math.max(...weights.map((weight) => label(weight).length)) + 2;
	const cell = (bytes: number, budget?: number) => `${kb(bytes).toFixed(1)}${budget ? ` / ${budget}` : ""}`.padStart(13);
	console.info(`\n  ${"page".padEnd(width)}${"HTML".padStart(13)}${"CSS".padStart(13)}${"JS".padStart(13)}   (KB gzip / budget)`);
	for (const weight of weights) {
		const misses = overBudget(weight);
		const htmlBudget = weight.screen === "category" ? budgetKb.categoryHtml : undefined;
		console.info(
			`${misses.length ? "✗" : "✓"} ${label(weight).padEnd(width)}${cell(weight.html, htmlBudget)}` +
				`${cell(weight.css, budgetKb.css)}${cell(weight.js, budgetKb.js)}${misses.length ? `   ${misses.join("; ")}` : ""}`,
		);
	}
}

/** Every page must be whole without JavaScript: its `main h1` is in the server HTML. */
async function checkWithoutJavaScript(base: string, weights: PageWeight[]): Promise<string[]> {
	const browser = await chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
		args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
	});
	const failures: string[] = [];
	try {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		console.info("\nWith JavaScript disabled (main h1):");
		const width = Math.max(...weights.map(({ path }) => path.length)) + 2;
		for (const { path } of weights) {
			await page.goto(`${base}${path}`);
			const headings = await page.locator("main h1").allTextContents();
			const heading = headings[0]?.trim();
			if (!heading) failures.push(`${path}: no main h1 without JavaScript`);
			console.info(`${heading ? "✓" : "✗"} ${path.padEnd(width)} ${heading ? `"${heading}"` : "(missing)"}`);
		}
	} finally {
		await browser.close();
	}
	return failures;
}

async function main(): Promise<number> {
	const given = process.argv[2]?.replace(/\/+$/, "");
	let app: RunningApp | undefined;
	try {
		if (!given) {
			console.info(`Starting the production build (${process.env.BUILD_DIR ?? "build"}) on a fresh demo database…`);
			app = await startApp({ SITE_URL: "https://godisguiden.example" });
		}
		const base = given ?? app!.url;
		console.info(`Weighing the public pages of ${base}`);
		const weights: PageWeight[] = [];
		for (const locale of locales) {
			for (const { screen, path } of await pagesOf(base, locale)) weights.push(await weigh(base, locale, screen, path));
		}
		printWeights(weights);
		const misses = weights.flatMap((weight) => overBudget(weight).map((miss) => `${weight.path}: ${miss}`));
		const incomplete = await checkWithoutJavaScript(base, weights);
		const failures = [...misses, ...incomplete];
		console.info(
			`\nBudgets (gzip): JS ≤ ${budgetKb.js} KB, CSS ≤ ${budgetKb.css} KB, category page HTML ≤ ${budgetKb.categoryHtml} KB.`,
		);
		if (failures.length > 0) {
			console.error(`\n${failures.length} problem(s):\n${failures.map((failure) => `  ${failure}`).join("\n")}`);
			return 1;
		}
		console.info("All pages within budget and complete without JavaScript.");
		return 0;
	} finally {
		await app?.stop();
	}
}

main().then(
	(code) => process.exit(code),
	(error) => {
		console.error(error);
		process.exit(1);
	},
);
