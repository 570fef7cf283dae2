// The admin area's sections (ADR 053): each is a page of its own under /admin with a few cards,
// reached from the navigation every admin page shows. Every card belongs to one section, so a
// tool that answers "back to my card" names the card and gets its section's address.
import { href } from "react-router";

export const adminSectionIds = ["overview", "content", "seo", "catalogue", "feeds", "statistics"] as const;

export type AdminSectionId = (typeof adminSectionIds)[number];

/** Each section's address (the route table mounts them: app/routes.ts). */
export const adminSectionPaths = {
	overview: href("/admin"),
	content: href("/admin/innehall"),
	seo: href("/admin/seo"),
	catalogue: href("/admin/katalog"),
	feeds: href("/admin/floden"),
	statistics: href("/admin/statistik"),
} as const satisfies Record<AdminSectionId, string>;

/** Every card's section, by the card's anchor id. */
const cardSections = {
	articles: "content",
	daily: "content",
	"seo-home": "seo",
	"seo-categories": "seo",
	"seo-brands": "seo",
	"product-descriptions": "seo",
	"internal-links": "seo",
	categorize: "catalogue",
	"add-brand": "catalogue",
	"assign-categories": "catalogue",
	"sync-categories": "catalogue",
	feeds: "feeds",
	"clicks-per-day": "statistics",
	clicks: "statistics",
	"price-alerts": "statistics",
	search: "statistics",
	"tool-runs": "statistics",
} as const satisfies Record<string, AdminSectionId>;

export type AdminCardId = keyof typeof cardSections;

/** A card's address: its section's page, with an optional query, scrolled to the card. */
export function cardPath(card: AdminCardId, search = ""): string {
	return `${adminSectionPaths[cardSections[card]]}${search}#${card}`;
}

/** The section whose page shows the card (for "back" links that need no anchor). */
export function sectionOfCard(card: AdminCardId): AdminSectionId {
	return cardSections[card];
}
