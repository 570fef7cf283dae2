// Parts of a page whose HTML the server keeps between requests and writes instead of rendering
// the same elements again: the footer and the side menu's links, the same on every page of a
// language (app/.server/prerendered-chrome.tsx, ADR 015), and product cards and a filter form's
// brand list, the same wherever and whenever they are shown with the same data
// (app/.server/prerendered-cards.tsx, ADR 016).
// The HTML is byte for byte what React renders for the same part, so the browser hydrates it like
// any other markup. In the browser there is no prerendered HTML: the parts render as usual.
import { createContext, type HTMLAttributes, type ReactNode, useContext } from "react";
import type { CardHeadingLevel, ProductCardData } from "./ProductCard";
import type { BrandOption } from "./ProductFilters";

export interface PrerenderedChrome {
	footer?: string;
	menuLinks?: string;
}

/**
 * Each product's card as HTML, in order (the first `eager` with their images loading eagerly);
 * undefined where the card is to be rendered in place.
 */
export type KeptProductCards = (
	products: ProductCardData[],
	headingLevel: CardHeadingLevel,
	eager: number,
) => (string | undefined)[];

/** A filter form's brand list as HTML (the inside of its list), with these brands chosen. */
export type KeptBrandChoices = (id: string, brands: BrandOption[], chosen: string[]) => string;

export interface PrerenderedParts extends PrerenderedChrome {
	productCards?: KeptProductCards;
	brandChoices?: KeptBrandChoices;
}

export const PrerenderedContext = createContext<PrerenderedParts>({});

export function usePrerendered<Part extends keyof PrerenderedParts>(part: Part): PrerenderedParts[Part] {
	return useContext(PrerenderedContext)[part];
}

/**
 * The element with its part inside: the server's kept HTML when there is some, otherwise the part
 * rendered from `children` (always, in the browser). One element either way, so both hydrate alike.
 */
export function KeptOrRendered({
	as: Element,
	html,
	children,
	...attributes
}: { as: "footer" | "nav" | "ul" | "li"; html: string | undefined; children: ReactNode } & HTMLAttributes<HTMLElement>) {
	return html !== undefined ? (
		// biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the part, kept (see above)
		<Element {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
	) : (
		<Element {...attributes}>{children}</Element>
	);
}
