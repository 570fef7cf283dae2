// Shows markdown that the server rendered to safe HTML (app/.server/markdown/render.tsx). With
// JavaScript, clicks on internal links navigate inside the app instead of reloading the page.
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

export function Markdown({ html, className = "" }: { html: string | null | undefined; className?: string }) {
	const navigate = useNavigate();
	if (!html) return null;
	function followInternalLink(event: MouseEvent<HTMLDivElement>) {
		const link = (event.target as HTMLElement).closest("a");
		const target = link?.getAttribute("href");
		if (!link || !target?.startsWith("/") || target.startsWith("//") || link.target) return;
		if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
		event.preventDefault();
		navigate(target);
	}
	return (
		// biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegation only enhances real links, which keep their own keyboard behaviour
		// biome-ignore lint/security/noDangerouslySetInnerHtml: HTML rendered on the server from markdown without raw HTML
		<div className={`prose-content ${className}`} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />
	);
}
