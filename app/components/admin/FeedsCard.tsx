// Placeholder: the retailer feeds card.
import type { loadFeedsCard } from "~/.server/admin/feeds";

export function FeedsCard(_props: { data: Awaited<ReturnType<typeof loadFeedsCard>> }) {
	return null;
}
