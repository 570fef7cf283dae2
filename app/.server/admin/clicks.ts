// Placeholder: data for the admin page's click-out report card.
export async function loadClicksCard() {
	return {};
}
