// Parts of the page that are the same on every page of a language (the footer, the side menu's
// links) are rendered once on the server and kept as HTML (app/.server/prerendered-chrome.tsx);
// a page render then writes that HTML instead of rendering the same ~270 elements again (ADR 015).
// The HTML is byte for byte what React renders for the same part, so the browser hydrates it
// like any other markup. In the browser there is no prerendered HTML: the parts render as usual.
import { createContext, useContext } from "react";

export interface PrerenderedChrome {
	footer?: string;
	menuLinks?: string;
}

export const PrerenderedContext = createContext<PrerenderedChrome>({});

export function usePrerendered(part: keyof PrerenderedChrome): string | undefined {
	return useContext(PrerenderedContext)[part];
}
