// Offers table, price history, unit price and click-outs on the product page.
// Swedish texts; nb/offers.ts must have the same keys.
export const offers = {
	heading: "Jämför priser",
	caption: "Priser hos {{count}} butiker, lägst pris först",
	retailer: "Butik",
	price: "Pris",
	availabilityHeading: "Lagerstatus",
	lastUpdated: "Uppdaterad",
	action: "Till butiken",
	cheapest: "Lägst pris",
	toRetailer: "Till butiken",
	toRetailerNamed: "hos {{retailer}}, öppnas i en ny flik",
	availability: {
		in_stock: "I lager",
		out_of_stock: "Slut i lager",
		preorder: "Förbeställning",
		backorder: "Restnoterad",
	},
	noOffers: "Ingen butik säljer produkten just nu.",
	unavailableTitle: "Inte i lager någonstans just nu",
	unavailableText:
		"Ingen av butikerna vi jämför har produkten i lager just nu. Priserna nedan är de senaste vi har sett – titta gärna in igen senare.",
	unitPrice: "Jämförpris",
	history: {
		heading: "Prishistorik",
		title: "Lägsta pris per dag och varje butiks pris de senaste 90 dagarna",
		description: "Lägsta pris per dag från {{from}} till {{to}}: som lägst {{low}}, som högst {{high}}.",
		summary: "Från {{from}} till {{to}}: som lägst {{low}}, som högst {{high}}, nu {{current}}.",
		cheapestLine: "Lägsta pris",
		tableCaption: "Prishistorik: lägsta pris och varje butiks pris de dagar något ändrades",
		day: "Datum",
		onePoint: "Vi har bara sett ett pris hittills: {{price}} ({{day}}).",
		empty: "Ingen prishistorik ännu.",
	},
} as const;
