// Whether React runs the page: false in the server's HTML and while React hydrates it (so the
// first render matches that HTML), true from then on and in everything rendered after. A control
// only the lack of a script needs (a list filter's submit button, once the list follows the typing)
// is dropped with it, and one only a script can work (keyword chips, an add-to-list answered in
// place) is shown with it.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
	return useSyncExternalStore(
		noSubscription,
		() => true,
		() => false,
	);
}
