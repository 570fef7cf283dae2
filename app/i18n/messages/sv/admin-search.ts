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
	save: "Spara synonymer",
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
	},
} as const;
