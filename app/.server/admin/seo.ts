// Placeholder: data for the admin page's SEO cards 1-3.
export async function loadSeoCards() {
	return {};
}
