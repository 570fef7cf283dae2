// The picture a shared page shows (ADR 086): its own when it has a raster one, else the site's
// 1200 × 630 PNG, since social sites draw no SVG; always as a large card.
import { describe, expect, it } from "vitest";
import { seoMeta } from "~/lib/seo";

const site = "https://godisguiden.example";
const args = { location: { pathname: "/kategorier/choklad" }, matches: [{ id: "root", loaderData: { siteUrl: site } }] };

function shareTags(image?: string | null) {
	const tags = seoMeta(args, { title: "Choklad", description: "Choklad.", image }) as Record<string, string>[];
	return {
		picture: tags.find((tag) => tag.property === "og:image")?.content,
		card: tags.find((tag) => tag.name === "twitter:card")?.content,
	};
}

describe("a shared page's picture", () => {
	it("is the page's own raster picture, made absolute", () => {
		expect(shareTags("/images/products/marabou.jpg")).toEqual({
			picture: `${site}/images/products/marabou.jpg`,
			card: "summary_large_image",
		});
		expect(shareTags("https://cdn.example/p.webp?w=800").picture).toBe("https://cdn.example/p.webp?w=800");
	});

	it("is the site's picture for a page without one, or with an SVG", () => {
		for (const image of [undefined, null, "/images/products/chocolate-bar.svg", "https://cdn.example/a.SVG?v=2"]) {
			expect(shareTags(image), String(image)).toEqual({ picture: `${site}/og-image.png`, card: "summary_large_image" });
		}
	});
});
