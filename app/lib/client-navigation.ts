// Client-side navigation for page links (ADR 022): one click listener on the document, in the root,
// does for every <PageLink> what React Router's <Link> does for itself — a plain left click on a
// link of this site navigates in place, keeping the page's scripts and state; any other click (a
// new tab, a modifier key, a link elsewhere) is left to the browser, as is every click before the
// page is hydrated.
import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Marks an <a> as a page link; "keep-scroll" keeps the scroll position. */
export const pageLinkAttribute = "data-page-link";

function pageLinkClicked(event: MouseEvent): HTMLAnchorElement | null {
	if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) {
		return null;
	}
	const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${pageLinkAttribute}]`) : null;
	if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
	return anchor.origin === window.location.origin ? anchor : null;
}

export function useClientNavigation(): void {
	const navigate = useNavigate();
	useEffect(() => {
		const onClick = (event: MouseEvent) => {
			const anchor = pageLinkClicked(event);
			if (!anchor) return;
			event.preventDefault();
			const to = anchor.pathname + anchor.search + anchor.hash;
			const here = window.location.pathname + window.location.search + window.location.hash;
			// As <Link>: the page that is already shown is replaced, not stacked in the history.
			void navigate(to, {
				replace: to === here,
				preventScrollReset: anchor.getAttribute(pageLinkAttribute) === "keep-scroll",
			});
		};
		document.addEventListener("click", onClick);
		return () => document.removeEventListener("click", onClick);
	}, [navigate]);
}
