// Placeholder: data for the admin page's H5 retailer feeds card.
export async function loadFeedsCard() {
	return {};
}
