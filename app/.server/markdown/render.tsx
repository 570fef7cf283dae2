// Markdown is rendered to HTML on the server only, so react-markdown never ships to the browser
// (it alone would break the 150 KB JavaScript budget). No raw HTML (skipHtml, no rehype-raw);
// internal links ("/…") are mapped to the page's language; external links open in a new
// tab with nofollow; unsafe schemes and images from other hosts are dropped. The syntax is the one
// every reader of a text parses (./parse.ts), read within the same bounds (ADR 088).
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown, { type Components } from "react-markdown";
import type { Locale } from "~/i18n/locales";
import { localizeInternalHref } from "~/lib/internal-links";
import { boundedMemo } from "./bounded-memo";
import { markdownSyntax, parsedText } from "./parse";

function isSafeExternal(url: string): boolean {
	return /^(https?:|mailto:)/i.test(url);
}

function componentsFor(locale: Locale): Components {
	return {
		a({ href, children }) {
			if (!href) return <>{children}</>;
			if (href.startsWith("/") && !href.startsWith("//")) return <a href={localizeInternalHref(href, locale)}>{children}</a>;
			if (href.startsWith("#")) return <a href={href}>{children}</a>;
			if (!isSafeExternal(href)) return <>{children}</>;
			return (
				<a href={href} target="_blank" rel="nofollow noopener noreferrer">
					{children}
				</a>
			);
		},
		img({ src, alt }) {
			return typeof src === "string" && src.startsWith("/") && !src.startsWith("//") ? (
				<img src={src} alt={alt ?? ""} loading="lazy" />
			) : null;
		},
	};
}

const components: Record<Locale, Components> = { sv: componentsFor("sv"), nb: componentsFor("nb") };

// Parsing a category's 600-word text took a third of rendering its page, and the same few hundred
// texts are shown again and again: the HTML is kept, by text and language (a pure function of
// both), within a bound on the characters held.
const rendered = boundedMemo(
	(markdown: string, locale: Locale) =>
		renderToStaticMarkup(
			<ReactMarkdown remarkPlugins={markdownSyntax} components={components[locale]} skipHtml>
				{parsedText(markdown)}
			</ReactMarkdown>,
		),
	{ keyOf: (markdown, locale) => `${locale}\n${markdown}`, maxChars: 4_000_000, sizeOf: (html) => html.length },
);

/** Safe HTML for a markdown text in a page of `locale`; null for an empty text. */
export function renderMarkdown(markdown: string | null | undefined, locale: Locale): string | null {
	if (!markdown?.trim()) return null;
	return rendered(markdown, locale);
}
