// Markdown renders on the server without raw HTML; internal links stay in the site in the page's
// language; external links open in a new tab with nofollow; unsafe schemes are dropped.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/.server/markdown";

describe("renderMarkdown", () => {
	it("keeps internal links in the site, mapped to the page's language", () => {
		expect(renderMarkdown("[Freia](/varumarken/freia)", "nb")).toContain('<a href="/no/merker/freia">Freia</a>');
		const html = renderMarkdown("[Godis](/kategorier/godis)", "sv") ?? "";
		expect(html).toContain('<a href="/kategorier/godis">Godis</a>');
		expect(html).not.toContain("target=");
	});

	it("renders a text shown again in the other language with that language's links", () => {
		// Renderings are kept by text and language: a kept Swedish rendering must never serve Norwegian.
		const text = "Se [Freia](/varumarken/freia).";
		expect(renderMarkdown(text, "sv")).toContain('href="/varumarken/freia"');
		expect(renderMarkdown(text, "nb")).toContain('href="/no/merker/freia"');
		expect(renderMarkdown(text, "sv")).toContain('href="/varumarken/freia"');
	});

	it("opens external links in a new tab with nofollow", () => {
		const html = renderMarkdown("[Livsmedelsverket](https://www.livsmedelsverket.se)", "sv") ?? "";
		expect(html).toContain('href="https://www.livsmedelsverket.se"');
		expect(html).toContain('target="_blank"');
		expect(html).toMatch(/rel="[^"]*nofollow[^"]*"/);
	});

	it("renders raw HTML as nothing and drops javascript: links and foreign images", () => {
		const html =
			renderMarkdown(
				'Hej <script>alert(1)</script><img src=x onerror="alert(2)"> [klick](javascript:alert(3)) ![x](https://evil.example/x.png)',
				"sv",
			) ?? "";
		expect(html).not.toContain("<script");
		expect(html).not.toContain("onerror");
		expect(html).not.toContain("javascript:");
		expect(html).not.toContain("evil.example");
		expect(html).toContain("klick");
	});

	it("gives null for an empty text", () => {
		expect(renderMarkdown("  ", "sv")).toBeNull();
		expect(renderMarkdown(null, "nb")).toBeNull();
	});
});
