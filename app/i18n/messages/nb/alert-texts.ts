// Price alert texts the server words (ADR 028), Norwegian; the same keys as sv/alert-texts.ts.
import type { AlertTexts } from "../sv/alert-texts";

export const alertTexts: AlertTexts = {
	problems: {
		"invalid-email": "Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.",
		"invalid-target": "Skriv inn en målpris større enn 0, for eksempel 19,90.",
		"target-not-a-number": "Skriv inn målprisen som et tall, for eksempel 19,90 eller 1 000.",
		"target-too-precise": "Skriv inn målprisen med høyst to desimaler, for eksempel 19,90.",
		"target-too-large": "Skriv inn en målpris på høyst {{highest}}.",
		"target-not-below": "Skriv inn en målpris under dagens laveste pris, {{price}}.",
		unavailable: "Produktet er ikke på lager hos noen butikk nå og kan ikke følges.",
		"honeypot-filled": "Skjemaet kunne ikke sendes. Last inn siden på nytt og prøv igjen.",
		"too-many-requests": "For mange forsøk på kort tid. Vent litt og prøv igjen.",
		"too-many-alerts": "Denne adressen har allerede {{max}} aktive prisvarsler. Avslutt et før du legger til flere.",
		"mail-failed": "Vi kunne ikke sende bekreftelsen akkurat nå. Prøv igjen om litt.",
	},
	page: {
		title: "Prisvarsel",
		confirmedTitle: "Prisvarselet er aktivt",
		confirmedText: "Vi sender deg en e-post når {{name}} koster {{target}} eller mindre.",
		alreadyConfirmedTitle: "Prisvarselet er allerede aktivt",
		alreadyConfirmedText: "Denne lenken er allerede brukt. Vi sender deg en e-post når {{name}} koster {{target}} eller mindre.",
		limitReachedTitle: "Prisvarselet kunne ikke starte",
		limitReachedText:
			"Adressen din har allerede {{max}} aktive prisvarsler. Avslutt ett av dem med lenken i e-posten for det, og åpne deretter denne lenken igjen. Den gjelder i 48 timer fra du ba om å følge {{name}}.",
		expiredTitle: "Lenken har utløpt",
		expiredText: "Bekreftelseslenken gjaldt i 48 timer. Legg til prisvarselet på nytt fra produktsiden.",
		invalidTitle: "Lenken virker ikke",
		invalidText: "Lenken er ugyldig eller ufullstendig. Kopier hele lenken fra e-posten.",
		goneTitle: "Prisvarselet finnes ikke lenger",
		goneText: "Det er allerede avsluttet eller utløpt.",
		unsubscribeTitle: "Avslutt prisvarselet",
		unsubscribeText: "Du følger {{name}} med målprisen {{target}}.",
		unsubscribeButton: "Avslutt prisvarselet",
		unsubscribedTitle: "Prisvarselet er avsluttet",
		unsubscribedText: "Du får ingen flere e-poster om det, og vi har slettet adressen din for det.",
		toProduct: "Til {{name}}",
		toHome: "Til forsiden",
	},
	mail: {
		confirmSubject: "Bekreft prisvarselet ditt: {{name}}",
		confirmIntro:
			"Hei! Du (eller noen som oppga adressen din) vil få en e-post fra Godisguiden når {{name}} koster {{target}} eller mindre.",
		confirmAction: "Bekreft prisvarselet",
		confirmExpiry:
			"Lenken gjelder i 48 timer. Hvis det ikke var deg, kan du bare se bort fra denne e-posten: uten bekreftelse sender vi ikke noe mer.",
		alertSubject: "{{name}} koster nå {{price}}",
		alertIntro: "Prisen har nådd målprisen din: {{name}} koster nå {{price}} hos {{retailer}}. Målprisen din var {{target}}.",
		alertAction: "Sammenlign prisene på Godisguiden",
		alertEnd:
			"Dette var prisvarselets eneste e-post: det er nå avsluttet. Legg til et nytt på produktsiden hvis du vil følge prisen videre.",
		unsubscribe: "Avslutt prisvarselet og slett adressen din:",
		signature: "Hilsen Godisguiden",
	},
};
