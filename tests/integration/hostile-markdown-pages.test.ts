// A page whose stored text is hostile Markdown answers and the server stays up (ADR 088). A feed's
// description (64 KB at most) or an admin's article, category, brand or home text with containers
// nested thousands deep, a megabyte of tiny blocks or a paragraph of open brackets used to run the
// heap of the server `npm start` starts (192 MB) out on the first view of its page: every later
// view of it killed the process again. Here each is planted in the demo catalogue and the
// production server, started with npm start's heap, shows every such page, twice, as the same
// process, within seconds.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { npmStartNodeFlags, type RunningApp, startApp } from "../support/app-server";
import { openPgliteWithDemo } from "../support/databases";
import { hostileMarkdown } from "../support/hostile-markdown";

const hostile = (name: string) => hostileMarkdown[name]!.text;
const kilobyte = 1024;
// What a feed may carry in a description: 64 KB, here of quotes and lists nested on one line.
const description = "> - ".repeat((64 * kilobyte) / 4);
// What the admin may save as an article (the body limit is 1 MiB): every hostile text in a row.
const articleBody = Object.values(hostileMarkdown)
	.map((each) => each.text)
	.join("\n\n")
	.slice(0, 1000 * kilobyte);

async function plantTexts(dataDir: string): Promise<void> {
	const connection = await openPgliteWithDemo(dataDir);
	try {
		const db = connection.db;
		await db.query(
			`insert into categories (locale, name, slug, intro_md, body_md, optimized_intro_md, seo_content_md, status)
			 values ('sv', 'Fientlig kategori', 'fientlig-kategori', $1, $2, $1, $2, 'published')`,
			[hostile("one open bracket before 32,000 words"), hostile("1 MB of setext headings")],
		);
		await db.query(
			`insert into brands (locale, name, slug, intro_md, body_md, optimized_intro_md, seo_content_md, status)
			 values ('sv', 'Fientligt märke', 'fientligt-marke', $1, $2, $1, $2, 'published')`,
			[hostile("64 KB of mismatched emphasis"), hostile("a list nested 1,000 deep by indentation")],
		);
		const [product] = await db.query<{ id: string }>(
			`insert into products (locale, name, slug, brand, description, price, currency, image_url, product_url, available, category, sku)
			 values ('sv', 'Fientlig Lakrits 100 g', 'fientlig-lakrits', 'Fientligt märke', $1, 10, 'SEK',
			         'https://fientlig.example/bild.png', 'https://fientlig.example/lakrits', true, array['Lakrits'], 'FIENTLIG-1')
			 returning id`,
			[description],
		);
		const [retailer] = await db.query<{ id: string }>(
			"insert into retailers (name, slug, website_url) values ('Fientliga butiken', 'fientliga-butiken', 'https://fientlig.example') returning id",
		);
		const [offer] = await db.query<{ id: number }>(
			`insert into offers (product_id, retailer_id, external_id, price, currency, availability, url)
			 values ($1, $2, 'fientlig', 10, 'SEK', 'in_stock', 'https://fientlig.example/lakrits') returning id::int as id`,
			[product?.id, retailer?.id],
		);
		await db.query("update products set cheapest_offer_id = $1 where id = $2", [offer?.id, product?.id]);
		await db.query(
			`insert into articles (locale, title, slug, h1, excerpt, body_md, meta_title, meta_description, status, published_at)
			 values ('sv', 'Fientlig artikel', 'fientlig-artikel', 'Fientlig artikel', $1, $2, 'Fientlig artikel', 'Fientlig artikel', 'published', now())`,
			[hostile("100,000 nested quotes"), articleBody],
		);
		await db.query("update homepage_content set seo_text_md = $1 where locale = 'sv'", [hostile("1 MB of empty paragraphs")]);
	} finally {
		await connection.close();
	}
}

let app: RunningApp;

beforeAll(async () => {
	expect(articleBody.length).toBeGreaterThan(900 * kilobyte);
	const dataDir = mkdtempSync(path.join(tmpdir(), "gg-hostile-md-"));
	await plantTexts(dataDir);
	app = await startApp({ DATA_DIR: dataDir, ADMIN_PASSWORD: "hostile-markdown-test-password" }, undefined, {
		nodeFlags: npmStartNodeFlags,
	});
}, 180_000);
afterAll(async () => {
	await app?.stop();
});

const pages: [string, string][] = [
	["/produkter/fientlig-lakrits", "&gt; - &gt; -"],
	["/artiklar/fientlig-artikel", "Fientlig artikel"],
	["/artiklar", "Fientlig artikel"],
	["/kategorier/fientlig-kategori", "<h2>Godis</h2>"],
	["/varumarken/fientligt-marke", "Godis 15"],
	["/", "<p>a</p>"],
];

describe("pages with hostile Markdown", () => {
	it.each(pages)("%s answers 200 twice, showing the text, and the server stays up", async (page, shows) => {
		for (const view of [1, 2]) {
			const started = Date.now();
			const response = await fetch(`${app.url}${page}`);
			const html = await response.text();
			expect(response.status, `${page}, view ${view}`).toBe(200);
			expect(html).toContain(shows);
			expect(Date.now() - started, `${page}, view ${view}`).toBeLessThan(20_000);
		}
		expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
		// The same process: it was never restarted, it never ran out of heap.
		expect(() => process.kill(app.pid, 0)).not.toThrow();
		expect(app.output()).not.toMatch(/heap limit|out of memory/i);
	});
});
