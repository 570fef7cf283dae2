// The browser side of the live suggestions: waits until typing pauses
// (debounce), asks /api/suggestions, and drops answers to questions no longer asked. An answer holds
// the best products and the category and brand pages the query names.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Locale } from "~/i18n/locales";

/** One row of /api/suggestions (app/routes/api.suggestions.ts). */
export interface ProductSuggestion {
	name: string;
	slug: string;
	brand: string | null;
	imageUrl: string | null;
	price: number | null;
	currency: string;
	href: string;
}

/** A category or brand page the query points at, shown below the products. */
export interface SuggestedPage {
	kind: "category" | "brand";
	name: string;
	href: string;
}

export const suggestionsPath = "/api/suggestions";

/** Suggestions need at least 2 trimmed characters (the server enforces the same). */
export const suggestionMinimumLength = 2;

/** Four suggestions. */
export const suggestionCount = 4;

/** hidden: nothing to show; loading: 'Söker...'; done: the list, or 'Inga resultater' when empty. */
export type SuggestionStatus = "hidden" | "loading" | "done";

export function useProductSuggestions(locale: Locale, debounceMs: number) {
	const [status, setStatus] = useState<SuggestionStatus>("hidden");
	const [suggestions, setSuggestions] = useState<ProductSuggestion[]>([]);
	const [pages, setPages] = useState<SuggestedPage[]>([]);
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
	const inFlight = useRef<AbortController>(undefined);

	const cancel = useCallback(() => {
		clearTimeout(timer.current);
		inFlight.current?.abort();
		inFlight.current = undefined;
	}, []);

	/** Clears the list and stops any pending request. */
	const reset = useCallback(() => {
		cancel();
		setStatus("hidden");
		setSuggestions([]);
		setPages([]);
	}, [cancel]);

	const request = useCallback(
		(text: string) => {
			cancel();
			const query = text.trim();
			if (query.length < suggestionMinimumLength) {
				setStatus("hidden");
				setSuggestions([]);
				setPages([]);
				return;
			}
			// 'Söker...' shows from the first keystroke, so the visitor sees that something happens.
			setStatus("loading");
			timer.current = setTimeout(async () => {
				const controller = new AbortController();
				inFlight.current = controller;
				const params = new URLSearchParams({ q: query, locale, limit: String(suggestionCount) });
				try {
					const response = await fetch(`${suggestionsPath}?${params}`, { signal: controller.signal });
					if (!response.ok) throw new Error(`HTTP ${response.status}`);
					const body = (await response.json()) as { suggestions?: ProductSuggestion[]; pages?: SuggestedPage[] };
					if (controller.signal.aborted) return;
					setSuggestions(body.suggestions ?? []);
					setPages(body.pages ?? []);
					setStatus("done");
				} catch (error) {
					if (controller.signal.aborted) return;
					// A failed suggestion query empties and closes the list; the error is logged.
					console.error("Search suggestions failed", error);
					setSuggestions([]);
					setPages([]);
					setStatus("hidden");
				}
			}, debounceMs);
		},
		[cancel, debounceMs, locale],
	);

	useEffect(() => cancel, [cancel]);

	return { status, suggestions, pages, request, reset, cancel };
}
