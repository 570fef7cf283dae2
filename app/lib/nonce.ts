// The per-response Content-Security-Policy nonce (issue 7, DESIGN §9). The server renders every
// inline script with it; in the browser the value is hidden from the DOM, so the client renders
// with an empty one and React keeps the server's attribute.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string>("");

export function useNonce(): string {
	return useContext(NonceContext);
}
