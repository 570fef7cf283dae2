// The admin page's search card: what visitors searched (30 days) and the synonym lists (ADR 040).
export const adminSearch = {
	title: "Sökning",
	description:
		"Vad besökarna söker efter och vad som inte gav någon träff, de senaste 30 dagarna (bara sökorden, inget om vem som sökte), och synonymerna som sökningen använder.",
	loadFailed: "Kunde inte läsa sökstatistiken.",
	totals: "{{searches}} sökningar, varav {{zero}} utan träffar",
	noSearches: "Inga sökningar de senaste 30 dagarna.",
	topHeading: "Vanligaste sökningarna",
	zeroHeading: "Sökningar utan träffar",
	noZero: "Alla sökningar gav träffar.",
	query: "Sökord",
	language: "Språk",
	searches: "Sökningar",
	zeroResults: "Utan träff",
	synonymsHeading: "Synonymer",
	synonymsHint:
		"En grupp per rad, orden eller fraserna i gruppen åtskilda med kommatecken, till exempel: läsk, dricka, soda. En sökning på ett av dem hittar också de andra.",
	synonymsLabel: "Synonymer, {{language}}",
	/** Each language's button in the one form that holds both boxes (ADR 090). */
	saveLanguage: { sv: "Spara svenska synonymer", nb: "Spara norska synonymer" },
	/** A language saved while the other's box held text that was not: that text is shown again. */
	otherUnsaved: "Det du skrev för {{language}} är inte sparat än: spara det med knappen under den rutan.",
	saving: "Sparar...",
	saved: "Synonymerna är sparade",
	/** How many groups were saved, in the form its number takes (app/i18n/count-form.ts). */
	savedText: { one: "{{count}} grupp för {{language}}.", other: "{{count}} grupper för {{language}}." },
	saveFailed: "Kunde inte spara synonymerna. Försök igen.",
	synonymsLoadFailed: "Kunde inte läsa synonymerna.",
	invalid: {
		tooLong: "Högst 20 000 tecken.",
		tooManyGroups: "Högst 500 grupper.",
		lonelyTerm: "Rad {{line}}: en grupp behöver minst två ord eller fraser.",
		termTooLong: "Rad {{line}}: ett ord eller en fras får vara högst 60 tecken.",
		noLetters: "Rad {{line}}: varje ord eller fras behöver en bokstav eller siffra.",
		/** A word in two groups (ADR 090): named as the later line writes it. */
		termInTwoGroups:
			"”{{term}}” står i två grupper (rad {{first}} och {{line}}). Ett ord får bara stå i en grupp: slå ihop raderna eller ta bort ordet från den ena.",
	},
} as const;
