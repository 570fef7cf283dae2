// `npm run lighthouse` (issue 7): Lighthouse 12 (mobile, its default throttling) on Debian's Chromium
// against the production server: home, a category, a product, search and an article in both
// languages. Budgets: performance ≥ 95, accessibility, best practices and SEO 100. Every score is
// printed beside its budget; the exit code is 1 when one is missed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { budgetLine, startAppProcess } from "./support/app-process";

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const budget: Record<(typeof categories)[number], number> = {
	performance: 95,
	accessibility: 100,
	"best-practices": 100,
	seo: 100,
};

const port = 4900 + Math.floor(Math.random() * 90);
const site = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "gg-lighthouse-"));
// The canonical host is this server, so the SEO audits judge the page as it would be served.
const app = await startAppProcess({ DATA_DIR: dataDir, SITE_URL: site }, port);
const chrome = await launch({
	chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
	chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
let missed = 0;
try {
	const category = await (await fetch(`${site}/kategorier/godis`)).text();
	const product = category.match(/href="(\/produkter\/[^"?#]+)"/)?.[1] ?? "/produkter";
	const article = (await (await fetch(`${site}/artiklar`)).text()).match(/href="(\/artiklar\/[^"?#]+)"/)?.[1] ?? "/artiklar";
	const norwegianArticle =
		(await (await fetch(`${site}/no/artiklar`)).text()).match(/href="(\/no\/artiklar\/[^"?#]+)"/)?.[1] ?? "/no/artiklar";
	const paths = [
		"/",
		"/kategorier/godis",
		product,
		"/sok?q=choklad",
		article,
		"/no",
		"/no/kategorier/godteri",
		`/no${product}`,
		"/no/sok?q=sjokolade",
		norwegianArticle,
	];
	for (const page of paths) {
		// A first visit warms the server; Lighthouse then measures a page as a visitor gets it.
		await fetch(`${site}${page}`);
		// Search results are deliberately `noindex` (thin, endless pages that would compete with the
		// category pages): for them the SEO score leaves out the one audit that asks to be indexed.
		const isSearch = page.includes("/sok?");
		const result = await lighthouse(`${site}${page}`, {
			port: chrome.port,
			output: "json",
			logLevel: "error",
			onlyCategories: [...categories],
			...(isSearch ? { skipAudits: ["is-crawlable"] } : {}),
		});
		const scores = result?.lhr.categories ?? {};
		for (const name of categories) {
			const score = Math.round((scores[name]?.score ?? 0) * 100);
			const ok = score >= budget[name];
			if (!ok) missed++;
			const failing = ok
				? ""
				: ` (${Object.values(result?.lhr.audits ?? {})
						.filter((a) => a.score !== null && a.score < 1 && scores[name]?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
						.map((a) => a.id)
						.slice(0, 4)
						.join(", ")})`;
			console.info(budgetLine(`${page} ${name}`, String(score), `≥ ${budget[name]}${failing}`, ok));
		}
	}
} finally {
	chrome.kill();
	await app.stop();
	rmSync(dataDir, { recursive: true, force: true });
}
console.info(missed === 0 ? "\nEvery budget met." : `\n${missed} budget(s) missed.`);
process.exit(missed === 0 ? 0 : 1);
