// An RSS 2.0 feed of the published articles of one language, newest first.
import { type Locale, localeTag } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { feedPath, screenPath } from "~/i18n/paths";
import type { Db } from "../db/handle";
import { listArticles } from "./articles";

function escapeXml(text: string): string {
	return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export async function buildArticleFeed(db: Db, locale: Locale, siteUrl: string): Promise<string> {
	const list = await listArticles(db, locale);
	const m = messages[locale];
	const items = list.slice(0, 50).map((article) => {
		const link = `${siteUrl}${screenPath("article", locale, { slug: article.slug })}`;
		const published = article.publishedAt ? `<pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>` : "";
		return `<item><title>${escapeXml(article.title)}</title><link>${escapeXml(link)}</link><guid isPermaLink="true">${escapeXml(link)}</guid>${published}<description>${escapeXml(article.excerpt ?? "")}</description></item>`;
	});
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
		`<title>${escapeXml(`${m.pages.articlesTitle} – ${m.meta.siteName}`)}</title>`,
		`<link>${escapeXml(siteUrl + screenPath("articles", locale))}</link>`,
		`<atom:link href="${escapeXml(siteUrl + feedPath(locale))}" rel="self" type="application/rss+xml"/>`,
		`<description>${escapeXml(m.pages.articlesDescription)}</description>`,
		`<language>${localeTag[locale]}</language>`,
		...items,
		"</channel></rss>",
		"",
	].join("\n");
}
