import { describe, expect, it } from "vitest";
import { localizeInternalHref } from "~/lib/internal-links";

describe("internal markdown links follow the page's language", () => {
	it("keeps links already in the page's language", () => {
		expect(localizeInternalHref("/kategorier/godis", "sv")).toBe("/kategorier/godis");
		expect(localizeInternalHref("/no/merker/freia", "nb")).toBe("/no/merker/freia");
	});

	it("maps a Swedish path into Norwegian, screen by screen", () => {
		expect(localizeInternalHref("/varumarken/freia", "nb")).toBe("/no/merker/freia");
		expect(localizeInternalHref("/varumarken", "nb")).toBe("/no/merker");
		expect(localizeInternalHref("/", "nb")).toBe("/no");
		expect(localizeInternalHref("/produkter?page=2", "nb")).toBe("/no/produkter?page=2");
	});

	it("maps a Norwegian path into Swedish", () => {
		expect(localizeInternalHref("/no/merker/marabou#faq", "sv")).toBe("/varumarken/marabou#faq");
	});

	it("leaves unknown paths alone", () => {
		expect(localizeInternalHref("/rss.xml", "nb")).toBe("/rss.xml");
	});
});
