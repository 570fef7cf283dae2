// A feed import's result as the job page and the feeds card show it (issue 5).
// Swedish only: the admin area has no Norwegian variant (see ../nb/admin.ts).
// `{{name}}` placeholders are filled in by the code that shows the text.
export const adminImport = {
	/** Rejection reasons the importer adds to the parser's (../admin-feed-rows.ts). */
	rows: {
		duplicateId: "Dubblett av id {{id}} (raden ignorerades)",
		otherLanguage: "Id {{id}} används redan av butikens flöde på ett annat språk",
		truncated: "Flödet tog slut i förtid: {{message}}. Importerade rader sparades; inga erbjudanden markerades som slut i lager.",
	},
	/** Why a whole feed could not be imported (nothing was changed). */
	errors: {
		feedNotFound: "Flödet finns inte",
		noSource: "Flödet saknar både adress och fil",
		invalidPath: "Ogiltig filsökväg: {{path}}",
		missingFile: "Flödesfilen finns inte: {{path}}",
		invalidUrl: "Ogiltig adress: {{url}}",
		unreachable: "Kunde inte hämta flödet från {{host}}: {{reason}}",
		noAnswer: "inget svar inom tidsgränsen",
		httpStatus: "Kunde inte hämta flödet från {{host}}: HTTP {{status}}",
		tooSlow: "Hämtningen från {{host}} tog för lång tid",
		noValidRows: "Flödet innehöll inga giltiga rader; inget ändrades",
	},
	status: {
		succeeded: "Klar",
		partial: "Delvis (avkortat flöde)",
		failed: "Misslyckades",
	},
	summary: {
		feedTitle: "{{retailer}} ({{locale}}): flödet importerat",
		feedPartialTitle: "{{retailer}} ({{locale}}): flödet importerades delvis",
		feedFailedTitle: "{{retailer}} ({{locale}}): importen misslyckades",
		/** SPEC §8's success toast (sv), also the title of a whole-site import. */
		allTitle: "Produkter importerade! {{n}} produkter tillagda.",
		allPartialTitle: "Produkter importerade med fel: {{n}} produkter tillagda, {{failed}} flöden misslyckades.",
		/** SPEC §8's failure toast (sv). */
		allFailedTitle: "Kunde inte importera produkter. Försök igen.",
		noFeeds: "Inga aktiva flöden att importera.",
		counts:
			"{{total}} rader: {{new}} nya produkter, {{updated}} uppdaterade, {{unchanged}} oförändrade, {{madeUnavailable}} blev slut i lager, {{rejected}} avvisade",
		perLanguage: "Nya produkter: {{sv}} på svenska, {{nb}} på norska",
		rejectedRow: "Rad {{line}} ({{id}}): {{reason}}",
		moreRejected: "… och {{n}} avvisade rader till",
		feedLine: "{{retailer}} ({{locale}}): {{counts}}",
		feedFailedLine: "{{retailer}} ({{locale}}): {{error}}",
	},
} as const;
