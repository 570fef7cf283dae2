// Texts of the admin area (SPEC §2 Admin, §6, §8). The admin area is Swedish only (/admin).
export const admin = {
	title: "Admin",
	login: {
		title: "Logga in",
		intro: "Ange administratörslösenordet för att fortsätta.",
		password: "Lösenord",
		submit: "Logga in",
		wrongPassword: "Felaktigt lösenord",
		granted: "Åtkomst beviljad",
		tooManyAttempts: "För många misslyckade försök. Vänta en minut och försök igen.",
	},
	logout: "Logga ut",
	loggedOut: "Du är utloggad.",
	toSite: "Till webbplatsen",
	errorTitle: "Fel",
	tips: {
		title: "Tips",
		addBrandsFirst: "Lägg till varumärken först, så att produkter, kategorier och länkar kopplas rätt.",
		runRegularly: "Kör verktygen regelbundet – till exempel optimering av produktbeskrivningar en gång i veckan.",
		checkResults: "Kontrollera resultatet på den publika sidan efter varje körning.",
	},
} as const;
