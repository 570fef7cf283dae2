// Markdown without raw HTML (no rehype-raw): internal links ("/…") stay in the site through the
// router, external links open in a new tab with nofollow, unsafe schemes are dropped (SPEC §5).
import ReactMarkdown, { type Components } from "react-markdown";
import { Link } from "react-router";
import remarkGfm from "remark-gfm";
import type { Locale } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { localizeInternalHref } from "~/lib/internal-links";

function isSafeExternal(url: string): boolean {
	return /^(https?:|mailto:)/i.test(url);
}

function linkFor(locale: Locale, { href, children }: { href?: string; children?: React.ReactNode }) {
	if (!href) return <>{children}</>;
	if (href.startsWith("/") && !href.startsWith("//")) return <Link to={localizeInternalHref(href, locale)}>{children}</Link>;
	if (href.startsWith("#")) return <a href={href}>{children}</a>;
	if (!isSafeExternal(href)) return <>{children}</>;
	return (
		<a href={href} target="_blank" rel="nofollow noopener noreferrer">
			{children}
		</a>
	);
}

const components: Components = {
	img({ src, alt }) {
		return typeof src === "string" && (src.startsWith("/") || /^https:/i.test(src)) ? (
			<img src={src} alt={alt ?? ""} loading="lazy" />
		) : null;
	},
};

function componentsFor(locale: Locale): Components {
	return { ...components, a: (props) => linkFor(locale, props) };
}

const componentsByLocale: Record<Locale, Components> = { sv: componentsFor("sv"), nb: componentsFor("nb") };

export function Markdown({ children, className = "" }: { children: string | null | undefined; className?: string }) {
	const locale = useLocale();
	if (!children) return null;
	return (
		<div className={`prose-content ${className}`}>
			<ReactMarkdown remarkPlugins={[remarkGfm]} components={componentsByLocale[locale]} skipHtml>
				{children}
			</ReactMarkdown>
		</div>
	);
}
