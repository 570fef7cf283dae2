// The privacy page (/no/personvern), Norwegian; the same keys as sv/privacy.ts.
import type { Messages } from "../types";

export const privacy: Messages["privacy"] = {
	title: "Personvern og personopplysninger",
	description:
		"Hva Godisguiden lagrer når du følger en pris eller klikker deg videre til en butikk, hvorfor, hvor lenge og hvordan du får det slettet.",
	footerLink: "Personvern",
	intro:
		"Du kan bruke Godisguiden uten konto og uten å oppgi noe om deg selv. Her forteller vi hva vi lagrer i de få tilfellene der vi gjør det, hvorfor, hvor lenge og hvordan du får det slettet.",
	alertTitle: "Når du følger en pris",
	alertWhat:
		"Når du ber om et prisvarsel, lagrer vi e-postadressen din, hvilket produkt du følger, målprisen din, hvilket språk e-postene skal skrives på, og når du ba om varselet, bekreftet det og fikk e-posten din.",
	alertWhy:
		"Vi trenger opplysningene for å sende bekreftelsen og, når prisen har nådd målprisen din, varselets eneste e-post. Vi bruker ikke adressen til noe annet og gir den ikke videre til butikkene.",
	alertHowLong: "Så lenge lagrer vi varselet:",
	alertPending:
		"Et prisvarsel som ikke blir bekreftet, slutter å gjelde når bekreftelseslenken utløper etter {{hours}} timer, og slettes senest døgnet etter.",
	alertActive: "Et bekreftet prisvarsel lagres til prisen når målprisen din, eller til du avslutter det.",
	alertSent:
		"Når vi har sendt e-posten om at prisen er nådd, lagrer vi varselet i {{days}} dager, slik at vi kan telle hvor mange e-poster vi har sendt, og sletter det deretter.",
	limitsTitle: "Vern mot misbruk",
	limitsText:
		"For at ingen skal kunne bruke skjemaet til å sende mengder av e-post til noen andre, teller vi forespørslene fra hver e-postadresse og hvert nettverk (IP-adressen din, eller nettverksdelen av en IPv6-adresse). Adressene lagres ikke som de er, bare som nøklede kontrollsummer (HMAC) som ikke kan regnes tilbake. De trengs i {{minutes}} minutter og slettes deretter, senest døgnet etter.",
	clickTitle: "Når du klikker deg videre til en butikk",
	clickWhat:
		"Når du følger en lenke til en butikk, teller vi klikket: vi lagrer bare antall klikk per tilbud og dag. Vi lagrer ingen IP-adresse, ingen informasjonskapsel og ikke noe annet som peker ut deg. Klikk fra søkemotorer og andre roboter telles ikke.",
	clickWhy:
		"Vi bruker tallene til å se hvilke produkter og butikker som interesserer de besøkende. Vi lagrer dem i {{days}} dager og sletter dem deretter.",
	clickShop:
		"Lenken til butikken kan gå via et affiliatenettverk som registrerer klikket, slik at butikken kan gi oss provisjon hvis du handler. Hos butikken og affiliatenettverket gjelder deres egne vilkår for personopplysninger.",
	cookieTitle: "Informasjonskapsler for språkvalg og godteliste",
	cookieText:
		"Hvis du svarer på spørsmålet om du vil bytte til norsk, lagrer vi svaret i en informasjonskapsel (godisguiden_geo) og i nettleserens lokale lagring, slik at vi ikke spør igjen. Den inneholder bare språket og lagres i {{days}} dager. Vi bruker ingen informasjonskapsler til statistikk eller reklame.",
	listCookieText:
		"Godtelisten din lagres i en egen informasjonskapsel per språk (gg_list_sv, gg_list_nb) i nettleseren din, ikke hos oss: hvilke produkter og hvor mange. Den lagres i {{days}} dager etter siste endring, og slettes når du tømmer listen.",
	deleteTitle: "Få opplysningene dine slettet",
	deleteAlert:
		"Hver e-post om et prisvarsel har en lenke for å avslutte det. Når du avslutter varselet, sletter vi det, og adressen din for det, med en gang.",
	deleteOther: "Vil du vite hva vi har lagret om e-postadressen din, eller vil du at vi skal slette det? Skriv til oss:",
};
