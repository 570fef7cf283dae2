// The deals page of a catalogue with no price drops (here: none at all, the demo not written) says
// so in each language instead of showing an empty list or filters with nothing to choose. The demo
// catalogue always has drops, so the end-to-end tests never see this state.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/i18n/messages";
import { type RunningApp, startApp } from "../support/app-server";
import { pageText } from "../support/html";

describe("the deals page without deals", () => {
	let app: RunningApp;
	beforeAll(async () => {
		app = await startApp({ SEED_DEMO: "false" });
	});
	afterAll(() => app?.stop());

	it.each([
		["/erbjudanden", messages.sv.deals],
		["/no/tilbud", messages.nb.deals],
	])("%s says there are none and offers no filters", async (path, texts) => {
		const response = await fetch(`${app.url}${path}`);
		expect(response.status).toBe(200);
		const html = await response.text();
		const text = pageText(html);
		expect(text).toContain(texts.empty);
		expect(text).toContain(texts.emptyText);
		expect(html).not.toContain("<article");
		expect(html).not.toContain(`aria-label="${texts.filters}"`);
	});
});
