// The pages the server answers before any route runs: a request it cannot take (malformed, too
// large, too slow to arrive, too many) or an instance too busy to take it now. Swedish; nb/status-pages.ts has the same
// keys. Server-only, so they stay out of the page catalogue every page loads into the browser.
import type { Widen } from "../types";

export const statusPages = {
	"bad-request": {
		title: "Felaktig förfrågan",
		text: "Vi kunde inte förstå förfrågan. Kontrollera adressen och försök igen.",
	},
	"method-not-allowed": {
		title: "Det går inte att göra så här",
		text: "Den här adressen tar inte emot den sortens förfrågan.",
	},
	"request-timeout": {
		title: "Det tog för lång tid att ta emot förfrågan",
		text: "Vi fick inte hela förfrågan i tid. Försök igen, helst med en snabbare uppkoppling.",
	},
	"too-large": {
		title: "Det du skickade var för stort",
		text: "Formuläret innehöll mer än vi tar emot. Korta ner texten och försök igen.",
	},
	"too-many-requests": {
		title: "För många förfrågningar",
		text: "Du har skickat många förfrågningar på kort tid. Vänta en liten stund och försök igen.",
	},
	overloaded: {
		title: "Vi har mycket att göra just nu",
		text: "Sidan är tillfälligt överbelastad. Försök igen om några sekunder.",
	},
} as const;

export type StatusPageTexts = Widen<typeof statusPages>;
