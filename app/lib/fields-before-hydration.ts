// A form whose fields React controls starts from the state the server rendered. On a slow phone the
// visitor may have typed a price or ticked a box before the scripts arrived: hydration leaves what
// they did in the fields, but the component's state does not know it, and its next render would put
// the server's values back under their finger. This hands the fields' contents to the component once,
// right after React has taken over, so its state starts from what the visitor did.
import { type RefObject, useEffect } from "react";

/** Calls `adopt` once, after the first render, with what the form's fields hold then. */
export function useFieldsBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (fields: FormData) => void): void {
	// biome-ignore lint/correctness/useExhaustiveDependencies: once, when React has taken over the form
	useEffect(() => {
		if (form.current) adopt(new FormData(form.current));
	}, []);
}
