import { describe, expect, it } from "vitest";
import { slugify } from "~/lib/slug";

describe("slug rule", () => {
	it("lowercases, maps å ä ö, drops other characters, hyphenates and collapses", () => {
		expect(slugify("Bästa Godiset på Öland!")).toBe("basta-godiset-pa-oland");
		expect(slugify("Choklad -- 2026 & mer")).toBe("choklad-2026-mer");
		expect(slugify("  Lakrits  ")).toBe("lakrits");
	});

	it("keeps Norwegian words readable", () => {
		expect(slugify("Bløtkake og Ærlig godteri")).toBe("blotkake-og-aerlig-godteri");
	});
});
