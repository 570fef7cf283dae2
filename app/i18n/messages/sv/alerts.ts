// The price alert form on a product page (ADR 028), Swedish; nb/alerts.ts has the same keys. Its
// problems, the page the mails' links open and the mails are worded by the server (alert-texts.ts).
export const alerts = {
	heading: "Bevaka priset",
	intro: "Få ett mejl när priset når ditt målpris. Du bekräftar via en länk i mejlet.",
	email: "E-postadress",
	target: "Målpris ({{currency}})",
	targetHint: "Lägsta pris just nu: {{price}}",
	honeypot: "Lämna det här fältet tomt",
	submit: "Bevaka priset",
	sending: "Skickar...",
	privacyLink: "Så hanterar vi din e-postadress",
	sentTitle: "Kolla din e-post",
	sentText:
		"Vi har skickat en bekräftelselänk till {{email}}. Bevakningen startar när du klickar på länken, som gäller i 48 timmar.",
} as const;
