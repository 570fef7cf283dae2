// The daily clean-up's result as its job page shows it (ADR 035). Swedish only: the admin area has
// no Norwegian variant.
export const adminRetention = {
	summary: {
		title: "Gammal data rensad: {{n}} rader borttagna",
		none: "Ingen gammal data att rensa",
		jobs: "Avslutade jobb äldre än {{days}} dagar: {{n}}",
		articleLog: "Rader i loggen för dagliga artiklar äldre än {{days}} dagar: {{n}}",
		toolRuns: "Verktygskörningar äldre än {{days}} dagar: {{n}}",
		assignmentLines: "Rader om ändrade produkter i kategoritilldelningar äldre än {{days}} dagar: {{n}}",
		assignments: "Kategoritilldelningar äldre än {{days}} dagar: {{n}}",
		loginFailures: "Misslyckade inloggningar som inte längre räknas: {{n}}",
		alertRequests: "Förfrågningar om prisbevakning som inte längre räknas: {{n}}",
		expiredAlerts: "Prisbevakningar som aldrig bekräftades: {{n}}",
		sentAlerts: "Skickade prisbevakningar som kortet inte längre räknar: {{n}}",
		adminSessions: "Utgångna admininloggningar: {{n}}",
		clicks: "Klickräkningar äldre än {{days}} dagar: {{n}}",
		searchStats: "Sökstatistik äldre än 30 dagar: {{n}}",
	},
} as const;
