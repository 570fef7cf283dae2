// The counters above a list as the built server renders them, in both languages: a list, a search
// and the deals narrowed to one item count it in the singular ("Visar 1 av 1 produkt", not
// "produkter"); more than one keeps the plural. The addresses narrow the demo catalogue to one item.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApp, startApp } from "../support/app-server";
import { decodeEntities } from "../support/html";

let app: RunningApp;

beforeAll(async () => {
	app = await startApp({});
});
afterAll(() => app?.stop());

/** The counter's text on a page ("Visar …" or "Viser …"). */
async function counterOf(address: string): Promise<string | undefined> {
	const response = await fetch(`${app.url}${address}`);
	expect(response.status, address).toBe(200);
	const html = await response.text();
	return /<p[^>]*>((?:Visar|Viser) [^<]*)<\/p>/.exec(html)?.[1]?.replace(/<!-- -->/g, "");
}

describe("a list's counter", () => {
	it.each([
		["/kategorier/choklad?min=225&max=300", "Visar 1 av 1 produkt"],
		["/produkter?min=225&max=300", "Visar 1 av 1 produkt"],
		["/sok?q=marabou+aladdin", "Visar 1 av 1 träff"],
		["/erbjudanden?brand=Celsius", "Visar 1 av 1 erbjudande"],
		["/no/kategorier/sjokolade?min=225&max=300", "Viser 1 av 1 produkt"],
		["/no/sok?q=kvikk+lunsj+47", "Viser 1 av 1 treff"],
		["/no/tilbud?brand=Celsius", "Viser 1 av 1 tilbud"],
	])("%s counts its one item in the singular: %s", async (address, expected) => {
		expect(decodeEntities((await counterOf(address)) ?? "")).toBe(expected);
	});

	it.each([
		["/no/sok?q=troika", /^Viser 2 av 2 treff$/],
		["/sok?q=choklad", /^Visar 24 av \d+ träffar$/],
		["/kategorier/choklad", /^Visar 24 av \d+ produkter$/],
		["/no/kategorier/sjokolade", /^Viser 24 av \d+ produkter$/],
		["/erbjudanden", /^Visar 1–\d+ av \d+ erbjudanden$/],
		["/no/tilbud", /^Viser 1–\d+ av \d+ tilbud$/],
	])("%s counts more than one in the plural", async (address, expected) => {
		expect(decodeEntities((await counterOf(address)) ?? "")).toMatch(expected);
	});
});
