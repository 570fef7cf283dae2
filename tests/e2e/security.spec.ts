import { expect, test } from "@playwright/test";

// The enforced Content-Security-Policy (issue 7): pages hydrate and run their scripts with no
// policy violation, because every inline script carries the response's nonce.
const pages = ["/", "/kategorier/godis", "/no/merker", "/sok?q=marabou", "/artiklar", "/admin/login"];

for (const path of pages) {
	test(`${path} runs under the policy without a violation`, async ({ page }, info) => {
		await page.addInitScript(() => {
			const violations: string[] = [];
			(window as unknown as { __violations: string[] }).__violations = violations;
			document.addEventListener("securitypolicyviolation", (event) => {
				violations.push(`${event.violatedDirective} ${event.blockedURI}`);
			});
		});
		const response = await page.goto(path);
		expect(response?.headers()["content-security-policy"]).toContain("'nonce-");
		if (info.project.name === "js") {
			// Hydrated: React Router's client runtime has loaded the route modules.
			await page.waitForFunction(() => "__reactRouterRouteModules" in window);
		}
		const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
		expect(violations).toEqual([]);
	});
}
