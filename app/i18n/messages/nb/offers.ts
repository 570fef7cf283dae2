import type { Messages } from "../types";

// Offers table, price history, unit price and click-outs on the product page.
export const offers: Messages["offers"] = {
	heading: "Sammenlign priser",
	caption: "Priser hos {{count}} butikker, laveste pris først",
	retailer: "Butikk",
	price: "Pris",
	availabilityHeading: "Lagerstatus",
	lastUpdated: "Oppdatert",
	action: "Til butikken",
	cheapest: "Lavest pris",
	toRetailer: "Til butikken",
	toRetailerNamed: "hos {{retailer}}, åpnes i en ny fane",
	availability: {
		in_stock: "På lager",
		out_of_stock: "Utsolgt",
		preorder: "Forhåndsbestilling",
		backorder: "Restordre",
	},
	noOffers: "Ingen butikk selger produktet akkurat nå.",
	unavailableTitle: "Ikke på lager noe sted akkurat nå",
	unavailableText:
		"Ingen av butikkene vi sammenligner har produktet på lager akkurat nå. Prisene nedenfor er de siste vi har sett – se gjerne innom igjen senere.",
	unitPrice: "Sammenligningspris",
	history: {
		heading: "Prishistorikk",
		title: "Laveste pris per dag og hver butikks pris de siste 90 dagene",
		description: "Laveste pris per dag fra {{from}} til {{to}}: lavest {{low}}, høyest {{high}}.",
		summary: "Fra {{from}} til {{to}}: lavest {{low}}, høyest {{high}}, nå {{current}}.",
		cheapestLine: "Laveste pris",
		tableCaption: "Prishistorikk: laveste pris og hver butikks pris de dagene noe endret seg",
		day: "Dato",
		onePoint: "Vi har bare sett én pris så langt: {{price}} ({{day}}).",
		empty: "Ingen prishistorikk ennå.",
	},
};
