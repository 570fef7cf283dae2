import type { Messages } from "../types";

// The deals page and a product's price drop (ADR 027). The 30-day lowest price is worded as the EU
// Omnibus Directive (2019/2161, art. 6a) asks.
export const deals: Messages["deals"] = {
	title: "Tilbud",
	description:
		"Nedsatt godteri, sjokolade, chips og drikke: produkter som akkurat nå koster minst 10 % mindre enn laveste pris de 30 dagene før nedsettelsen.",
	intro:
		"Produkter der laveste pris akkurat nå er minst 10 % under laveste pris de 30 dagene før nedsettelsen. Størst nedsettelse først.",
	listName: "Tilbud på Godisguiden",
	showing: {
		one: "Viser {{from}} av {{total}} tilbud",
		other: "Viser {{from}}–{{to}} av {{total}} tilbud",
		single: "Viser tilbud {{from}} av {{total}}",
	},
	empty: "Ingen tilbud akkurat nå",
	emptyText: "Ingen priser har falt minst 10 % under laveste pris de siste 30 dagene. Ta gjerne en titt igjen snart!",
	noMatches: "Ingen tilbud passer filteret.",
	drop: "−{{percent}} %",
	dropLong: "{{percent}} % under laveste pris 30 dager før nedsettelsen",
	lowest30: "Laveste pris 30 dager før nedsettelsen: <price>{{price}}</price>",
	atShop: "hos {{shop}}",
	priceNow: "Pris nå: {{price}}",
	productNotice: "Nedsatt {{percent}} %",
	filters: "Filtrer tilbud",
	category: "Kategori",
	allCategories: "Alle kategorier",
	brand: "Merke",
	allBrands: "Alle merker",
	apply: "Vis",
	clear: "Fjern filter",
	option: "{{name}} ({{count}})",
};
