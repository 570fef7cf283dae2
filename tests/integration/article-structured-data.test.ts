// What a crawler reads in the head of every published demo article: an Article whose publisher
// logo and image are absolute addresses of files the site serves, and a BreadcrumbList ending at
// the page (ADR 076). The route's own loader and meta run on a real database.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Connection } from "~/.server/db/client";
import { setReadyConnection } from "~/.server/db/connection-state";
import type { Locale } from "~/i18n/locales";
import { routePattern, screenPath } from "~/i18n/paths";
import * as articleRoute from "~/routes/article";
import { openPgliteWithDemo } from "../support/databases";
import { renderPageHead } from "../support/page-head";

const site = "https://godisguiden.example";
let connection: Connection;
let published: { locale: Locale; slug: string; h1: string }[];

beforeAll(async () => {
	connection = await openPgliteWithDemo();
	setReadyConnection(connection);
	published = await connection.db.query("select locale, slug, h1 from articles where status = 'published' order by locale, slug");
});
afterAll(() => connection?.close());

type JsonLd = Record<string, unknown> & { "@type": string };

function jsonLdBlocks(head: string): JsonLd[] {
	return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ""));
}

/** An absolute address on the site of a file under public/. */
function expectServedFile(url: unknown) {
	expect(typeof url === "string" && url.startsWith(`${site}/`), `${url} is absolute on the site`).toBe(true);
	const file = path.join("public", new URL(url as string).pathname);
	expect(existsSync(file), `${file} exists`).toBe(true);
}

describe("an article page's structured data", () => {
	it("covers the twelve published demo articles", () => {
		expect(published).toHaveLength(12);
	});

	it("gives every article an Article with an absolute publisher logo and an image, and a breadcrumb", async () => {
		for (const article of published) {
			const page = screenPath("article", article.locale, { slug: article.slug });
			const head = await renderPageHead(articleRoute, routePattern("article", article.locale), page, site);
			const blocks = jsonLdBlocks(head);
			const articleLd = blocks.find((block) => block["@type"] === "Article");
			expect(articleLd, page).toMatchObject({
				"@context": "https://schema.org",
				headline: article.h1,
				url: `${site}${page}`,
				publisher: { "@type": "Organization", name: "Godisguiden" },
			});
			expectServedFile((articleLd?.publisher as { logo?: unknown } | undefined)?.logo);
			expectServedFile(articleLd?.image);

			const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList")?.itemListElement as {
				position: number;
				item: string;
			}[];
			expect(
				crumbs?.map((crumb) => [crumb.position, crumb.item]),
				page,
			).toEqual([
				[1, `${site}${screenPath("home", article.locale)}`],
				[2, `${site}${screenPath("articles", article.locale)}`],
				[3, `${site}${page}`],
			]);
		}
	});
});
