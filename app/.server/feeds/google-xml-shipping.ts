// Google Merchant's nested shipping elements in an XML item: `<g:shipping>` with `<g:country>`,
// `<g:region>`, `<g:service>`, `<g:price>` and, optionally, the handling and transit times in
// working days (`<g:min_handling_time>`, `<g:max_handling_time>`, `<g:min_transit_time>`,
// `<g:max_transit_time>`), and `<g:free_shipping_threshold>` with `<g:country>` and
// `<g:price_threshold>`. Each element becomes one entry in Google's text form
// ("SE::Standard:49.00 SEK", with its times "SE::Standard:49.00 SEK:0:1:1:3"), the form a CSV column
// holds, so row-shipping.ts reads both alike.
import type { RawField } from "./raw-fields";
import { decodeEntities } from "./row-values";

interface NestedKind {
	field: Extract<RawField, "shipping" | "freeShippingThreshold">;
	/** The child elements in the order of the text form. */
	parts: readonly string[];
	/** Child elements after them in the text form, written only when one of them is given. */
	optionalParts: readonly string[];
}

/** An item's child element (local name) that holds shipping entries. */
export const shippingElements: Record<string, NestedKind> = {
	shipping: {
		field: "shipping",
		parts: ["country", "region", "service", "price"],
		optionalParts: ["min_handling_time", "max_handling_time", "min_transit_time", "max_transit_time"],
	},
	free_shipping_threshold: { field: "freeShippingThreshold", parts: ["country", "price_threshold"], optionalParts: [] },
};

/** One shipping element being read: its children's text, or its own text when it has no children. */
export class ShippingElement {
	private readonly values = new Map<string, string>();
	private child: string | null = null;
	private ownText = "";
	/** Characters gathered so far (its text is bounded like any field's). */
	size = 0;

	constructor(readonly kind: NestedKind) {}

	openChild(localName: string): void {
		this.child = localName;
		if (!this.values.has(localName)) this.values.set(localName, "");
	}

	closeChild(): void {
		this.child = null;
	}

	append(text: string): void {
		this.size += text.length;
		if (this.child) this.values.set(this.child, (this.values.get(this.child) ?? "") + text);
		else this.ownText += text;
	}

	/** The entry as Google's text form; an element written as text ("SE:::49 SEK") is taken as it is. */
	entry(): string {
		if (this.values.size === 0) return decodeEntities(this.ownText).trim().replace(/\s+/g, " ");
		const text = (part: string) =>
			decodeEntities(this.values.get(part) ?? "")
				.trim()
				.replace(/\s+/g, " ");
		const required = this.kind.parts.map(text);
		const optional = this.kind.optionalParts.map(text);
		return (optional.some((value) => value !== "") ? [...required, ...optional] : required).join(":");
	}
}
