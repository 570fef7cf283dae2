// Menus close when the visitor moves to another page — but not when React first takes over the
// server's page: a menu opened before hydration (a <details> or a popover works without
// JavaScript) must stay open, not snap shut under the visitor's finger.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Runs `onNavigation` after each client-side navigation, never on the first render. */
export function useAfterNavigation(onNavigation: () => void): void {
	const location = useLocation();
	const shownLocation = useRef(location.key);
	// biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes, with that render's callback
	useEffect(() => {
		if (shownLocation.current === location.key) return;
		shownLocation.current = location.key;
		onNavigation();
	}, [location.key]);
}
