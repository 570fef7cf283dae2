import type { Messages } from "../types";

export const catalogue: Messages["catalogue"] = {
	brandsIntro:
		"Her finner du alle merkene vi sammenligner priser på – fra sjokoladeklassikere og godterifavoritter til chips, brus og energidrikk. Vet du allerede hva du har lyst på? Gå rett til <godteri>godteri</godteri>, <brus>brus</brus>, <chips>chips</chips>, <sjokolade>sjokolade</sjokolade> eller <energidrikk>energidrikk</energidrikk>.",
	productCategories: "Produktets kategorier",
	relatedProducts: "Relaterte produkter",
	fromPrice: "fra {{price}}",
	shopCount: { one: "{{count}} butikk", other: "{{count}} butikker" },
	toRetailerNote: "Åpnes i en ny fane hos butikken",
	productMetaDescription: "{{product}}: {{description}}",
	productFallbackDescription:
		"Sammenlign priser på {{product}} fra flere butikker hos Godisguiden og finn det billigste tilbudet.",
};
