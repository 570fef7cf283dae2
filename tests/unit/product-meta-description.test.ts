// A product page's meta description names the product (with its size) before its description, so
// the sizes of one family, which share a description, each get their own (ADR 082).
import { describe, expect, it } from "vitest";
import { nb } from "~/i18n/messages/nb";
import { sv } from "~/i18n/messages/sv";
import { metaDescriptionLength, productMetaDescription, productWithSize } from "~/lib/product-meta-description";

const daim = (grams: number) => ({ name: `Daim ${grams} g`, sizeValue: grams, sizeUnit: "g" });
const daimText = "Krispig mandelkola täckt av mjölkchoklad. Den röda klassikern som passar till kaffet och i matsäcken.";

describe("a product page's meta description", () => {
	it("names the product first, so sizes sharing a description differ", () => {
		expect(productMetaDescription(daim(28), daimText, "sv")).toBe(`Daim 28 g: ${daimText}`);
		expect(productMetaDescription(daim(56), daimText, "sv")).toBe(`Daim 56 g: ${daimText}`);
		expect(productMetaDescription(daim(28), "Sprø mandelkaramell.", "nb")).toBe("Daim 28 g: Sprø mandelkaramell.");
	});

	it("adds the pack size when the name does not say it, written as the language writes numbers", () => {
		const loka = { name: "Loka Naturell", sizeValue: 1.5, sizeUnit: "l" };
		expect(productWithSize(loka, "sv")).toBe("Loka Naturell 1,5 l");
		expect(productWithSize(loka, "nb")).toBe("Loka Naturell 1,5 l");
		expect(productWithSize({ name: "Loka Naturell 1,5 l", sizeValue: 1.5, sizeUnit: "l" }, "sv")).toBe("Loka Naturell 1,5 l");
		expect(productWithSize({ name: "Pepsi Max 6 x 33 cl", sizeValue: 1980, sizeUnit: "ml" }, "sv")).toBe("Pepsi Max 6 x 33 cl");
		expect(productWithSize({ name: "Godispåse", sizeValue: null, sizeUnit: null }, "sv")).toBe("Godispåse");
		expect(productMetaDescription(loka, "Kolsyrat vatten.", "sv")).toBe("Loka Naturell 1,5 l: Kolsyrat vatten.");
	});

	it("is cut at the length search results show, on a word boundary, with the name whole", () => {
		const long = `${"Mjölkchoklad med krokant och apelsinsmak. ".repeat(6)}Slut.`;
		const described = productMetaDescription(daim(168), long, "sv");
		expect(described.length).toBeLessThanOrEqual(metaDescriptionLength);
		expect(described.length).toBeGreaterThan(metaDescriptionLength - 20);
		expect(described.startsWith("Daim 168 g: Mjölkchoklad med krokant")).toBe(true);
		const whole = `Daim 168 g: ${long}`;
		expect(whole.startsWith(described)).toBe(true);
		expect(whole[described.length]).toBe(" ");
	});

	it("says what the page offers, from the language's texts, when the product has no description", () => {
		expect(productMetaDescription(daim(28), "", "sv")).toBe(
			sv.catalogue.productFallbackDescription.replace("{{product}}", "Daim 28 g"),
		);
		expect(productMetaDescription(daim(28), "  ", "nb")).toBe(
			nb.catalogue.productFallbackDescription.replace("{{product}}", "Daim 28 g"),
		);
		expect(productMetaDescription(daim(28), "", "nb")).toMatch(/^Sammenlign priser på Daim 28 g /);
	});

	it("does not name the product twice when its description begins with the name", () => {
		expect(productMetaDescription(daim(28), "Daim 28 g är den lilla kakan.", "sv")).toBe("Daim 28 g är den lilla kakan.");
	});
});
