// Placeholder: data for the admin page's internal-link tool card.
export async function loadInternalLinksCard() {
	return {};
}
