// The deals page's counter in both languages: a range of the deals a page shows, one deal in all in
// the singular, and a page holding a single deal of several (a last page) naming it rather than a
// range of one ("25–25").
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DealsCount } from "~/components/DealsCount";

function text(path: string, from: number, shown: number, total: number): string {
	const html = renderToStaticMarkup(
		<MemoryRouter initialEntries={[path]}>
			<DealsCount from={from} shown={shown} total={total} />
		</MemoryRouter>,
	);
	return html.replace(/<[^>]*>/g, "").trim();
}

describe("DealsCount", () => {
	it.each([
		["/erbjudanden", 1, 24, 30, "Visar 1–24 av 30 erbjudanden"],
		["/erbjudanden", 25, 6, 30, "Visar 25–30 av 30 erbjudanden"],
		["/erbjudanden", 1, 2, 2, "Visar 1–2 av 2 erbjudanden"],
		["/erbjudanden", 1, 1, 1, "Visar 1 av 1 erbjudande"],
		["/erbjudanden", 25, 1, 25, "Visar erbjudande 25 av 25"],
		["/no/tilbud", 1, 24, 30, "Viser 1–24 av 30 tilbud"],
		["/no/tilbud", 1, 1, 1, "Viser 1 av 1 tilbud"],
		["/no/tilbud", 25, 1, 25, "Viser tilbud 25 av 25"],
	])("on %s, from deal %i with %i shown of %i: %s", (path, from, shown, total, expected) => {
		expect(text(path, from, shown, total)).toBe(expected);
	});
});
