import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "~/.server/module-preloads";

const page = (head: string, body = "<main><h1>Godis</h1></main>") =>
	Buffer.from(`<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`);

describe("withoutModulePreloads", () => {
	it("drops every modulepreload link in the head and keeps everything else as it was", () => {
		const html = page(
			'<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
				'<title>Godis – åäö</title><link rel="modulepreload" href="/assets/chunk-2.js"/><link rel="icon" href="/favicon.svg"/>',
		);
		expect(withoutModulePreloads(html).toString("utf8")).toBe(
			page(
				'<link rel="stylesheet" href="/assets/app.css"/><title>Godis – åäö</title><link rel="icon" href="/favicon.svg"/>',
			).toString("utf8"),
		);
	});

	it("leaves the body alone, even text that looks like a preload link", () => {
		const body = '<p>&lt;link rel="modulepreload"&gt;</p><pre><link rel="modulepreload" href="/x.js"/></pre>';
		const html = page("<title>Sida</title>", body);
		expect(withoutModulePreloads(html)).toBe(html);
	});

	it("returns a document without a head unchanged", () => {
		const fragment = Buffer.from('<link rel="modulepreload" href="/assets/x.js"/>');
		expect(withoutModulePreloads(fragment)).toBe(fragment);
	});
});
