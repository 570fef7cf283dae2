// Placeholder: the click-out report card.
import type { loadClicksCard } from "~/.server/admin/clicks";

export function ClicksCard(_props: { data: Awaited<ReturnType<typeof loadClicksCard>> }) {
	return null;
}
