// The price alert form on a product page (ADR 028), Norwegian; the server's texts are in alert-texts.ts.
import type { Messages } from "../types";

export const alerts: Messages["alerts"] = {
	heading: "Følg prisen",
	intro: "Få en e-post når prisen når målprisen din. Du bekrefter via en lenke i e-posten.",
	email: "E-postadresse",
	target: "Målpris ({{currency}})",
	targetHint: "Laveste pris nå: {{price}}",
	honeypot: "La dette feltet stå tomt",
	submit: "Følg prisen",
	sending: "Sender...",
	privacyLink: "Slik behandler vi e-postadressen din",
	sentTitle: "Sjekk e-posten din",
	sentText:
		"Vi har sendt en bekreftelseslenke til {{email}}. Prisvarselet starter når du klikker på lenken, som gjelder i 48 timer.",
};
