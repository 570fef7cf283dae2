// Placeholder: the internal-link tool's card.
import type { loadInternalLinksCard } from "~/.server/admin/internal-links";

export function InternalLinksCard(_props: { data: Awaited<ReturnType<typeof loadInternalLinksCard>> }) {
	return null;
}
