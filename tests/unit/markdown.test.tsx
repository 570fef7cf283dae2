// Markdown renders without raw HTML; internal links stay in the site in the page's language;
// external links open in a new tab with nofollow; unsafe schemes are dropped.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Markdown } from "~/components/Markdown";

function render(markdown: string, path = "/artiklar/x"): string {
	return renderToStaticMarkup(
		<MemoryRouter initialEntries={[path]}>
			<Markdown>{markdown}</Markdown>
		</MemoryRouter>,
	);
}

describe("Markdown", () => {
	it("keeps internal links in the site, mapped to the page's language", () => {
		expect(render("[Freia](/varumarken/freia)", "/no/artiklar/x")).toContain('href="/no/merker/freia"');
		const html = render("[Godis](/kategorier/godis)");
		expect(html).toMatch(/<a href="\/kategorier\/godis"[^>]*>Godis<\/a>/);
		expect(html).not.toContain("target=");
	});

	it("opens external links in a new tab with nofollow", () => {
		const html = render("[Livsmedelsverket](https://www.livsmedelsverket.se)");
		expect(html).toContain('href="https://www.livsmedelsverket.se"');
		expect(html).toContain('target="_blank"');
		expect(html).toMatch(/rel="[^"]*nofollow[^"]*"/);
	});

	it("renders raw HTML as nothing and drops javascript: links", () => {
		const html = render('Hej <script>alert(1)</script><img src=x onerror="alert(2)"> [klick](javascript:alert(3))');
		expect(html).not.toContain("<script");
		expect(html).not.toContain("onerror");
		expect(html).not.toContain("javascript:");
		expect(html).toContain("klick");
	});
});
