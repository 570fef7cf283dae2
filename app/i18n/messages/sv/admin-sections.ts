// The admin area's sections and their navigation, the overview's attention list, and the words for
// what used to show as internal names: job kinds and schedules (cron expressions).
// Swedish only: the admin area has no Norwegian variant (see ../nb/admin.ts).
export const adminSections = {
	navLabel: "Adminsektioner",
	menu: "Meny",
	names: {
		overview: "Översikt",
		content: "Innehåll",
		seo: "SEO-texter",
		catalogue: "Katalog",
		feeds: "Flöden",
		statistics: "Statistik",
	},
	descriptions: {
		overview: "Det som behöver din uppmärksamhet just nu.",
		content: "Artiklar och den dagliga artikelautomationen.",
		seo: "SEO-texter för startsidan, kategorier och varumärken, produktbeskrivningar och interna länkar.",
		catalogue: "Kategorisera produkter, lägg till varumärken, tilldela och synkronisera kategorier.",
		feeds: "Butikernas produktflöden: lägg till, redigera, pausa, ta bort och importera.",
		statistics: "Klick till butiker över tid, prisbevakningar, sökningar och verktygshistorik.",
	},
	pageTitle: "{{section}} – Admin – Godisguiden",
	filter: {
		label: "Filtrera listan",
		submit: "Filtrera",
		clear: "Visa alla",
		showing: "Visar {{shown}} av {{total}}",
		none: "Inget i listan matchar filtret.",
	},
} as const;

export const adminOverview = {
	title: "Att titta på",
	allClear: "Inget behöver åtgärdas just nu.",
	open: "Öppna",
	feeds: {
		title: "Flöden",
		failed: "{{retailer}} ({{locale}}): senaste importen misslyckades {{when}}",
		partial: "{{retailer}} ({{locale}}): senaste importen blev avbruten {{when}}",
		stale: "{{retailer}} ({{locale}}): ingen import sedan {{when}}",
		neverRun: "{{retailer}} ({{locale}}): aktivt men aldrig importerat",
		currency: "{{retailer}} ({{locale}}): {{offers}} erbjudanden i {{currency}}, väntat {{expected}}",
		none: "Alla aktiva flöden har importerats de senaste {{hours}} timmarna utan fel.",
		loadFailed: "Kunde inte läsa flödena.",
	},
	jobs: {
		title: "Jobb",
		running: "{{kind}}: {{status}} (jobb {{id}})",
		failed: "{{kind}} misslyckades {{when}} (jobb {{id}})",
		/** A job that finished with some of its parts failed (pages, feeds, mails). */
		partial: "{{kind}} klart {{when}} med {{n}} fel (jobb {{id}})",
		none: "Inga jobb pågår och inga har misslyckats de senaste {{days}} dagarna.",
		loadFailed: "Kunde inte läsa jobben.",
	},
	drafts: {
		title: "Utkast som väntar",
		count: "Texter som väntar på granskning: {{count}}",
		none: "Inga utkast väntar.",
		loadFailed: "Kunde inte räkna utkasten.",
	},
	clicks: {
		title: "Klick till butiker",
		week: "{{current}} klick de senaste 7 dagarna, {{previous}} de 7 dagarna före",
		up: "Upp {{percent}} %",
		down: "Ned {{percent}} %",
		same: "Oförändrat",
		new: "Nytt sedan förra veckan",
		loadFailed: "Kunde inte läsa klicken.",
	},
	alerts: {
		title: "Prisbevakningar",
		counts: "{{active}} aktiva, {{pending}} väntar på bekräftelse",
		lastRunFailed: "Senaste utskicket misslyckades {{when}}",
		loadFailed: "Kunde inte läsa prisbevakningarna.",
	},
	searches: {
		title: "Sökningar utan träff",
		count: "{{count}} sökningar utan träff de senaste {{days}} dagarna",
		query: "”{{query}}” ({{locale}}): {{count}} gånger",
		none: "Inga sökningar utan träff de senaste {{days}} dagarna.",
		loadFailed: "Kunde inte läsa sökstatistiken.",
	},
} as const;

/** Each kind of background job, for people (the job page, the overview). */
export const adminJobKinds = {
	"generate-article": "AI-artikel",
	"daily-article": "Daglig artikel",
	"import-feed": "Import av ett flöde",
	"import-products": "Import av alla flöden",
	"home-seo": "SEO-text för startsidan",
	"category-seo": "SEO-text för kategorier",
	"brand-seo": "SEO-text för varumärken",
	"optimize-descriptions": "Länkar i produktbeskrivningar",
	"publish-drafts": "Publicering av utkast",
	"send-price-alerts": "Utskick av prisbevakningar",
	"search-maintenance": "Underhåll av sökordlistan",
	"prune-old-data": "Nattlig rensning",
} as const;

/** Cron schedules in words; what none of these patterns fits is shown as the expression itself. */
export const adminSchedule = {
	daily: "varje dag {{time}}",
	weekdays: "vardagar {{time}}",
	weekly: "varje {{day}} {{time}}",
	hourly: "varje timme vid minut {{minute}}",
	everyMinutes: "var {{minutes}}:e minut",
	cron: "enligt schemat {{cron}}",
	days: {
		sun: "söndag",
		mon: "måndag",
		tue: "tisdag",
		wed: "onsdag",
		thu: "torsdag",
		fri: "fredag",
		sat: "lördag",
	},
	dailyArticle: "Daglig artikel ({{language}})",
	languages: { sv: "svenska", nb: "norska" },
} as const;
