// A link to a page of this site (ADR 022). It is a plain <a>: a link before any script has loaded,
// and cheap to render — a category page shows about 190 of them (cards, menu, footer), and React
// Router's <Link> resolving each one with its own hooks was a quarter of the server's render. Once
// the page is hydrated, one listener (app/lib/client-navigation.ts) turns a click on it into a
// client-side navigation, as <Link> does, and React Router discovers its route ahead of the click
// (`data-discover`). <Link> stays for the few links that do more: a click of their own, or an
// active state (NavLink).
import type { AnchorHTMLAttributes } from "react";
import { pageLinkAttribute } from "~/lib/client-navigation";

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
	/** A path of this site, built with screenPath(). */
	to: string;
	/** Keep the scroll position, as for a new sort or filter of the same list. */
	preventScrollReset?: boolean;
}

export function PageLink({ to, preventScrollReset, ...anchor }: PageLinkProps) {
	return <a href={to} data-discover="true" {...{ [pageLinkAttribute]: preventScrollReset ? "keep-scroll" : "" }} {...anchor} />;
}
