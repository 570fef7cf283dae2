// Swedish texts of the catalogue screens (see ../sv.ts). nb/catalogue.ts must have the same keys.
export const catalogue = {
	/** Brands list intro. Each <slug>…</slug> becomes a link to that category page. */
	brandsIntro:
		"Här hittar du alla varumärken vi jämför priser på – från chokladklassiker och godisfavoriter till chips, läsk och energidryck. Vet du redan vad du är sugen på? Gå direkt till <godis>godis</godis>, <lask>läsk</lask>, <chips>chips</chips>, <choklad>choklad</choklad> eller <energidryck>energidryck</energidryck>.",
	productCategories: "Produktens kategorier",
	relatedProducts: "Relaterade produkter",
	/** A card's price: the cheapest available offer's, with how many shops sell the product now. */
	fromPrice: "från {{price}}",
	shopCount: { one: "{{count}} butik", other: "{{count}} butiker" },
	toRetailerNote: "Öppnas i en ny flik hos butiken",
	/**
	 * A product page's meta description: the product (with its size) first, so the sizes of one
	 * family, which share a description, each have their own (ADR 082); cut at 160 characters.
	 */
	productMetaDescription: "{{product}}: {{description}}",
	/** The same for a product without a description. */
	productFallbackDescription:
		"Jämför priser på {{product}} från flera butiker hos Godisguiden och hitta det billigaste erbjudandet.",
} as const;
