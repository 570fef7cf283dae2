// Editing an article (the manage tab's "Redigera"): the edit page, publishing and unpublishing,
// and the preview. The fields' labels and messages are the create form's (articles.*).
// Swedish only: the admin area has no Norwegian variant.
export const adminArticleEdit = {
	edit: "Redigera",
	title: "Redigera artikel: {{h1}}",
	save: "Spara ändringarna",
	saved: "Artikeln är sparad",
	conflict:
		"Någon annan sparade artikeln medan du redigerade. Din version är sparad som utkast i historiken och sidan visar den andra versionen; jämför och återställ din om du vill.",
	saveFailed: "Det gick inte att spara artikeln. Försök igen.",
	notFound: "Artikeln finns inte.",
	state: "Status: {{status}}",
	publishedAt: "Publicerad första gången {{date}}",
	neverPublished: "Har aldrig publicerats",
	updatedAt: "Senast ändrad {{date}}",
	publish: "Publicera",
	unpublish: "Avpublicera",
	publishedNow: "Artikeln är publicerad",
	unpublishedNow: "Artikeln är avpublicerad och syns inte längre på webbplatsen",
	preview: "Förhandsvisa",
	openPublic: "Öppna den publika sidan",
	history: "Historik per fält",
	back: "Tillbaka till artiklarna",
	previewTitle: "Förhandsvisning: {{h1}}",
	previewBanner: "Förhandsvisning av artikeln som den är sparad ({{status}}). Besökare ser inte den här sidan.",
} as const;
