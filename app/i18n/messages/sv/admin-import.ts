// A feed import's result as the job page shows it; its problems are in ./admin-feed-problems.ts.
// Swedish only: the admin area has no Norwegian variant.
export const adminImport = {
	status: {
		succeeded: "Klar",
		partial: "Delvis (avkortat flöde)",
		failed: "Misslyckades",
	},
	summary: {
		feedTitle: "{{retailer}} ({{locale}}): flödet importerat",
		feedPartialTitle: "{{retailer}} ({{locale}}): flödet importerades delvis",
		feedFailedTitle: "{{retailer}} ({{locale}}): importen misslyckades",
		/** The site import's success toast, also the title of a whole-site import. */
		allTitle: "Produkter importerade! {{n}} produkter tillagda.",
		allPartialTitle: "Produkter importerade med fel: {{n}} produkter tillagda, {{failed}} flöden misslyckades.",
		/** The site import's failure toast, also the error its job page shows. */
		allFailedTitle: "Kunde inte importera produkter. Försök igen.",
		noFeeds: "Inga aktiva flöden att importera.",
		counts:
			"{{total}} rader: {{new}} nya produkter, {{updated}} uppdaterade, {{unchanged}} oförändrade, {{madeUnavailable}} blev slut i lager, {{rejected}} avvisade",
		perLanguage: "Nya produkter: {{sv}} på svenska, {{nb}} på norska",
		rejectedRow: "Rad {{line}} ({{id}}): {{reason}}",
		moreRejected: "… och {{n}} avvisade rader till",
		/** A row imported without one of its values (an invalid GTIN); the reason says which and why. */
		warnedRow: "Rad {{line}} ({{id}}) importerades: {{reason}}",
		moreWarned: "… och {{n}} rader till som importerades utan ett ogiltigt värde",
		feedLine: "{{retailer}} ({{locale}}): {{counts}}",
		feedFailedLine: "{{retailer}} ({{locale}}): {{error}}",
	},
} as const;
