// Placeholder: data for the admin page's catalogue tools cards.
export async function loadCatalogueTools() {
	return {};
}
