import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

// Content before scripts (app/.server/module-preloads.ts): the document asks for no module ahead
// of its stylesheet and images, and still hydrates cleanly, finding its modules through its one
// module script.
for (const path of ["/kategorier/godis", "/no/produkter"]) {
	test(`${path} preloads no module and hydrates without an error`, async ({ page, request }, info) => {
		const html = await (await request.get(path)).text();
		expect(html).toMatch(/<link [^>]*rel="stylesheet"/);
		expect(html).not.toContain('rel="modulepreload"');
		const problems: string[] = [];
		page.on("pageerror", (error) => problems.push(error.message));
		page.on("console", (message) => {
			if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
		});
		await page.goto(path);
		await expect(page.locator("main h1")).toBeVisible();
		if (info.project.name === "js") {
			// React has taken over the server's markup (a hydration failure would re-render or log).
			await hydrated(page);
		}
		expect(problems).toEqual([]);
	});
}
