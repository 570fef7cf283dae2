// Placeholder: SPEC §2 card 4.
export function ProductDescriptionsCard() {
	return null;
}
