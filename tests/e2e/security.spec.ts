import { type APIRequestContext, expect, test } from "@playwright/test";
import { hydrated } from "./support/hydration";

// The enforced Content-Security-Policy: every page type, in both languages, runs its scripts and
// hydrates with no policy violation, because each inline script is named by its hash in the
// policy that came with the page — no nonce, no 'unsafe-inline'.

/** The first link on a list page that leads to one of its items. */
async function firstItem(request: APIRequestContext, list: string, itemPrefix: string): Promise<string> {
	const html = await (await request.get(list)).text();
	const path = html.match(new RegExp(`href="(${itemPrefix}/[^"?#]+)"`))?.[1];
	if (!path) throw new Error(`no ${itemPrefix}/… link on ${list}`);
	return path;
}

async function publicPages(request: APIRequestContext): Promise<string[]> {
	const swedish = [
		"/",
		"/kategorier",
		"/varumarken",
		"/produkter",
		"/artiklar",
		"/om-oss",
		"/integritet",
		"/sok?q=choklad",
		"/finns-inte",
	];
	const norwegian = [
		"/no",
		"/no/kategorier",
		"/no/merker",
		"/no/produkter",
		"/no/artiklar",
		"/no/om-oss",
		"/no/personvern",
		"/no/sok?q=sjokolade",
	];
	const items = await Promise.all([
		firstItem(request, "/kategorier", "/kategorier"),
		firstItem(request, "/varumarken", "/varumarken"),
		firstItem(request, "/produkter", "/produkter"),
		firstItem(request, "/artiklar", "/artiklar"),
		firstItem(request, "/no/kategorier", "/no/kategorier"),
		firstItem(request, "/no/merker", "/no/merker"),
		firstItem(request, "/no/produkter", "/no/produkter"),
		firstItem(request, "/no/artiklar", "/no/artiklar"),
	]);
	return [...swedish, ...norwegian, ...items, "/admin/login"];
}

test("every page type runs under its own policy without a violation, in both languages", async ({ page, request }, info) => {
	test.setTimeout(120_000);
	await page.addInitScript(() => {
		const violations: string[] = [];
		(window as unknown as { __violations: string[] }).__violations = violations;
		document.addEventListener("securitypolicyviolation", (event) => {
			violations.push(`${event.violatedDirective} ${event.blockedURI}`);
		});
	});
	for (const path of await publicPages(request)) {
		const response = await page.goto(path);
		const policy = response?.headers()["content-security-policy"] ?? "";
		const scriptSources = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
		expect(scriptSources, path).toContain("'sha256-");
		expect(scriptSources, path).not.toContain("'nonce-");
		expect(scriptSources, path).not.toContain("'unsafe-inline'");
		// Hydrated: the module script ran and React took over the server's markup.
		if (info.project.name === "js") await hydrated(page);
		const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
		expect(violations, path).toEqual([]);
	}
});
