// The privacy page (/integritet), Swedish; nb/privacy.ts has the same keys. What it says is what the
// code keeps: the price_alerts and price_alert_requests tables, offer_clicks, the language cookie
// and the shopping list cookies; the figures come from the configuration the page is served with
// (ADR 034, 035, 047).
export const privacy = {
	title: "Integritet och personuppgifter",
	description:
		"Vad Godisguiden sparar när du bevakar ett pris eller klickar dig vidare till en butik, varför, hur länge och hur du får det raderat.",
	footerLink: "Integritet",
	intro:
		"Du kan använda Godisguiden utan konto och utan att lämna några uppgifter om dig själv. Här berättar vi vad vi sparar i de få fall då vi gör det, varför, hur länge och hur du får det raderat.",
	alertTitle: "När du bevakar ett pris",
	alertWhat:
		"När du ber om en prisbevakning sparar vi din e-postadress, vilken produkt du bevakar, ditt målpris, på vilket språk mejlen ska skrivas och när du bad om bevakningen, bekräftade den och fick ditt mejl.",
	alertWhy:
		"Vi behöver uppgifterna för att skicka bekräftelsemejlet och, när priset har nått ditt målpris, bevakningens enda mejl. Vi använder inte adressen till något annat och lämnar inte ut den till butikerna.",
	alertHowLong: "Så länge sparar vi bevakningen:",
	alertPending:
		"En bevakning som inte bekräftas slutar gälla när bekräftelselänken går ut efter {{hours}} timmar och raderas senast dygnet därpå.",
	alertActive: "En bekräftad bevakning sparas tills priset når ditt målpris eller tills du avslutar den.",
	alertSent:
		"När vi har skickat mejlet om att priset har nåtts sparar vi bevakningen i {{days}} dagar, så att vi kan räkna hur många mejl vi har skickat, och raderar den sedan.",
	limitsTitle: "Skyddet mot missbruk",
	limitsText:
		"För att ingen ska kunna använda formuläret till att skicka mängder av mejl till någon annan räknar vi förfrågningarna från varje e-postadress och varje nätverk (din IP-adress, eller nätverksdelen av en IPv6-adress). Adresserna sparas inte som de är, bara som nycklade kontrollsummor (HMAC) som inte går att räkna tillbaka. De behövs i {{minutes}} minuter och raderas sedan, senast dygnet därpå.",
	clickTitle: "När du klickar dig vidare till en butik",
	clickWhat:
		"När du följer en länk till en butik räknar vi klicket: vi sparar bara antalet klick per erbjudande och dag. Vi sparar ingen IP-adress, ingen cookie och inget annat som pekar ut dig. Klick från sökmotorer och andra robotar räknas inte.",
	clickWhy:
		"Vi använder antalen för att se vilka produkter och butiker som intresserar våra besökare. Vi sparar dem i {{days}} dagar och raderar dem sedan.",
	clickShop:
		"Länken till butiken kan gå via ett affiliatenätverk som registrerar klicket, så att butiken kan ge oss ersättning om du handlar. Hos butiken och affiliatenätverket gäller deras egna villkor för personuppgifter.",
	cookieTitle: "Cookies för språkval och godislista",
	cookieText:
		"Om du svarar på frågan om du vill byta till norska sparar vi svaret i en cookie (godisguiden_geo) och i webbläsarens lokala lagring, så att vi inte frågar igen. Den innehåller bara språket och sparas i {{days}} dagar. Vi använder inga cookies för statistik eller reklam.",
	listCookieText:
		"Din godislista sparas i en egen cookie per språk (gg_list_sv, gg_list_nb) i din webbläsare, inte hos oss: vilka produkter och hur många. Den sparas i {{days}} dagar efter den senaste ändringen, och tas bort när du tömmer listan.",
	deleteTitle: "Få dina uppgifter raderade",
	deleteAlert:
		"Varje mejl om en prisbevakning har en länk för att avsluta den. När du avslutar bevakningen raderar vi den, och din adress för den, direkt.",
	deleteOther: "Vill du veta vad vi har sparat om din e-postadress, eller vill du att vi raderar det? Skriv till oss:",
} as const;
