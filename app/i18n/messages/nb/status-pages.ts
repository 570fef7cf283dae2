// The pages the server answers before any route runs, Norwegian; the same keys as sv/status-pages.ts.
import type { StatusPageTexts } from "../sv/status-pages";

export const statusPages: StatusPageTexts = {
	"bad-request": {
		title: "Ugyldig forespørsel",
		text: "Vi forsto ikke forespørselen. Sjekk adressen og prøv igjen.",
	},
	"method-not-allowed": {
		title: "Det går ikke an å gjøre det slik",
		text: "Denne adressen tar ikke imot den typen forespørsel.",
	},
	"request-timeout": {
		title: "Det tok for lang tid å motta forespørselen",
		text: "Vi fikk ikke hele forespørselen i tide. Prøv igjen, helst med en raskere tilkobling.",
	},
	"too-large": {
		title: "Det du sendte, var for stort",
		text: "Skjemaet inneholdt mer enn vi tar imot. Gjør teksten kortere og prøv igjen.",
	},
	"too-many-requests": {
		title: "For mange forespørsler",
		text: "Du har sendt mange forespørsler på kort tid. Vent litt og prøv igjen.",
	},
	overloaded: {
		title: "Vi har mye å gjøre akkurat nå",
		text: "Siden er midlertidig overbelastet. Prøv igjen om noen sekunder.",
	},
};
