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
} as const;
