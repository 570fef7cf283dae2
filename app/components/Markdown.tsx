// Markdown without raw HTML (no rehype-raw): internal links ("/…") stay in the site through the
// router, external links open in a new tab with nofollow, unsafe schemes are dropped (SPEC §5).
import ReactMarkdown, { type Components } from "react-markdown";
import { Link } from "react-router";
import remarkGfm from "remark-gfm";

function isSafeExternal(url: string): boolean {
	return /^(https?:|mailto:)/i.test(url);
}

const components: Components = {
	a({ href, children }) {
		if (!href) return <>{children}</>;
		if (href.startsWith("/") && !href.startsWith("//")) return <Link to={href}>{children}</Link>;
		if (href.startsWith("#")) return <a href={href}>{children}</a>;
		if (!isSafeExternal(href)) return <>{children}</>;
		return (
			<a href={href} target="_blank" rel="nofollow noopener noreferrer">
				{children}
			</a>
		);
	},
	img({ src, alt }) {
		return typeof src === "string" && (src.startsWith("/") || /^https:/i.test(src)) ? (
			<img src={src} alt={alt ?? ""} loading="lazy" />
		) : null;
	},
};

export function Markdown({ children, className = "" }: { children: string | null | undefined; className?: string }) {
	if (!children) return null;
	return (
		<div className={`prose-content ${className}`}>
			<ReactMarkdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
				{children}
			</ReactMarkdown>
		</div>
	);
}
