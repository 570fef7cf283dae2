// Price alert texts the server words (ADR 028), Swedish; nb/alert-texts.ts has the same keys: the
// form's problems, the page the mails' links open, and the mails. They stay out of the page catalogue
// every page loads into the browser (alerts.ts holds only the form's own texts).
import type { Widen } from "../types";

export const alertTexts = {
	problems: {
		"invalid-email": "Ange en giltig e-postadress, till exempel namn@exempel.se.",
		"invalid-target": "Ange ett målpris större än 0, till exempel 19,90.",
		"target-not-a-number": "Ange målpriset som ett tal, till exempel 19,90 eller 1 000.",
		"target-too-precise": "Ange målpriset med högst två decimaler, till exempel 19,90.",
		"target-too-large": "Ange ett målpris på högst {{highest}}.",
		"target-not-below": "Ange ett målpris under dagens lägsta pris, {{price}}.",
		unavailable: "Produkten finns inte i lager hos någon butik just nu och kan inte bevakas.",
		"honeypot-filled": "Formuläret kunde inte skickas. Ladda om sidan och försök igen.",
		"too-many-requests": "För många försök på kort tid. Vänta en stund och försök igen.",
		"too-many-alerts": "Den här adressen har redan {{max}} aktiva prisbevakningar. Avsluta någon innan du lägger till fler.",
		"mail-failed": "Vi kunde inte skicka bekräftelsemejlet just nu. Försök igen om en stund.",
	},
	page: {
		title: "Prisbevakning",
		confirmedTitle: "Prisbevakningen är aktiv",
		confirmedText: "Vi mejlar dig när {{name}} kostar {{target}} eller mindre.",
		alreadyConfirmedTitle: "Prisbevakningen är redan aktiv",
		alreadyConfirmedText: "Den här länken har redan använts. Vi mejlar dig när {{name}} kostar {{target}} eller mindre.",
		limitReachedTitle: "Prisbevakningen kunde inte starta",
		limitReachedText:
			"Din adress har redan {{max}} aktiva prisbevakningar. Avsluta någon av dem med länken i dess mejl och öppna sedan den här länken igen. Den gäller i 48 timmar från att du bad om att bevaka {{name}}.",
		expiredTitle: "Länken har gått ut",
		expiredText: "Bekräftelselänken gällde i 48 timmar. Lägg till bevakningen igen från produktsidan.",
		invalidTitle: "Länken fungerar inte",
		invalidText: "Länken är ogiltig eller ofullständig. Kopiera hela länken från mejlet.",
		goneTitle: "Prisbevakningen finns inte längre",
		goneText: "Den har redan avslutats eller gått ut.",
		unsubscribeTitle: "Avsluta prisbevakningen",
		unsubscribeText: "Du bevakar {{name}} med målpriset {{target}}.",
		unsubscribeButton: "Avsluta bevakningen",
		unsubscribedTitle: "Prisbevakningen är avslutad",
		unsubscribedText: "Du får inga fler mejl om den, och vi har tagit bort din adress för den.",
		toProduct: "Till {{name}}",
		toHome: "Till startsidan",
	},
	mail: {
		confirmSubject: "Bekräfta din prisbevakning: {{name}}",
		confirmIntro:
			"Hej! Du (eller någon som angav din adress) vill få ett mejl från Godisguiden när {{name}} kostar {{target}} eller mindre.",
		confirmAction: "Bekräfta prisbevakningen",
		confirmExpiry:
			"Länken gäller i 48 timmar. Om det inte var du räcker det att strunta i det här mejlet: utan bekräftelse skickar vi inget mer.",
		alertSubject: "{{name}} kostar nu {{price}}",
		alertIntro: "Priset har nått ditt målpris: {{name}} kostar nu {{price}} hos {{retailer}}. Ditt målpris var {{target}}.",
		alertAction: "Jämför priserna på Godisguiden",
		alertEnd:
			"Det här var bevakningens enda mejl: den är nu avslutad. Lägg till en ny på produktsidan om du vill fortsätta bevaka priset.",
		unsubscribe: "Avsluta bevakningen och ta bort din adress:",
		signature: "Hälsningar, Godisguiden",
	},
} as const;

export type AlertTexts = Widen<typeof alertTexts>;
