// The product-description card and the internal-link tool, with their toasts.
// Swedish only: the admin area has no Norwegian variant (see ../nb/admin.ts).
export const adminLinks = {
	tool: {
		title: "Interna länkar",
		description:
			"Länkar första omnämnandet av andra kategorier och varumärken i kategori- och varumärkestexter (intro, brödtext, SEO-text och optimerad intro) – aldrig i rubriker, befintliga länkar eller kod, och aldrig till sidan själv.",
		locale: "Språk",
		localeSv: "Svenska",
		localeNb: "Norska",
		kind: "Texter",
		kinds: { categories: "Kategorier", brands: "Varumärken", both: "Kategorier och varumärken" },
		maxLinks: "Högst antal länkar per text",
		maxLinksHint: "1–10. Länkar som redan finns i texten räknas med.",
		maxLinksInvalid: "Ange ett heltal mellan 1 och 10.",
		localeInvalid: "Välj svenska eller norska.",
		kindInvalid: "Välj vilka texter som ska länkas.",
		preview: "Förhandsgranska",
		previewing: "Förhandsgranskar...",
		save: "Spara ändringar",
		saving: "Sparar...",
		previewTitle: "Förhandsgranskning",
		previewCount: "{{texts}} texter på {{pages}} sidor får {{links}} nya länkar. Inget är sparat ännu.",
		previewEmpty: "Inga texter behöver nya länkar.",
		before: "Före",
		after: "Efter",
		fields: {
			intro_md: "Intro",
			body_md: "Brödtext",
			seo_content_md: "SEO-text",
			optimized_intro_md: "Optimerad intro",
		},
		pageKinds: { category: "Kategori", brand: "Varumärke" },
		saved: "Interna länkar sparade",
		savedText: "{{texts}} texter på {{pages}} sidor ändrades ({{links}} nya länkar).",
		// 'Något gick fel: ' plus the message.
		failed: "Något gick fel: ",
		outdated: "Texterna har ändrats sedan förhandsgranskningen. Förhandsgranska igen.",
		back: "Tillbaka till admin",
	},
	descriptions: {
		title: "SEO-optimering av produktbeskrivningar",
		description:
			"Lägger till interna länkar till produktens varumärke och kategorier i varje produktbeskrivning, på svenska och norska.",
		advice: "Rekommenderas varje vecka.",
		run: "Optimera produktbeskrivningar",
		running: "Startar...",
		optimizedTitle: "Produktbeskrivningar optimerade!",
		optimized: "Optimerade {{updated}} av {{total}} produktbeskrivningar.",
		upToDate: "Alla beskrivningar länkade redan till sina varumärken och kategorier.",
		failed: "Kunde inte optimera produktbeskrivningar. Försök igen.",
		/** A failed run on its job page, before the reason (job.failedBecause). */
		runFailed: "Kunde inte optimera produktbeskrivningar",
		/** A run that could not be started, in the card's toast, before the reason (job.failedBecause, ADR 085). */
		startFailed: "Kunde inte starta optimeringen av produktbeskrivningar",
	},
} as const;
