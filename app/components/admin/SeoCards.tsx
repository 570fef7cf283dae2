// Placeholder: SPEC §2 cards 1–3.
import type { loadSeoCards } from "~/.server/admin/seo";

type SeoCardsData = Awaited<ReturnType<typeof loadSeoCards>>;

export function HomeSeoCard(_props: { data: SeoCardsData }) {
	return null;
}

export function CategorySeoCard(_props: { data: SeoCardsData }) {
	return null;
}

export function BrandSeoCard(_props: { data: SeoCardsData }) {
	return null;
}
