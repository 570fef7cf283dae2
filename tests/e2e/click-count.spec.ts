import { expect, type Page, test } from "@playwright/test";
import { logIn } from "./support/admin";

// A visitor's click-out is counted, and the operator sees the count rise on the admin's click report
// (clicks per product and retailer, last 30 days; docs/product.md, "Click-outs and affiliate links").

async function clickTotal(admin: Page): Promise<number> {
	// A plain load each time (a "#clicks" fragment on the same page would not reload it).
	await admin.goto("/admin/statistik");
	const card = admin.getByRole("region", { name: "Klick till butiker" });
	if (await card.getByText("Inga klick de senaste 30 dagarna.").isVisible()) return 0;
	const text = (await card.getByTestId("clicks-total").textContent()) ?? "";
	return Number(text.match(/Totalt (\d+) klick/)?.[1] ?? Number.NaN);
}

test("a visitor's click-out raises the click count the admin sees", async ({
	browser,
	page: admin,
	userAgent,
	javaScriptEnabled,
}) => {
	await logIn(admin);
	const before = await clickTotal(admin);
	expect(before).toBeGreaterThanOrEqual(0);

	// The visitor has no admin session: a browser of their own (this project's browser, not a bot's).
	const visitor = await browser.newContext({ userAgent, javaScriptEnabled });
	const page = await visitor.newPage();
	await page.goto("/produkter/marabou-mjolkchoklad-200-g");
	const button = page
		.getByTestId("offers-table")
		.getByRole("link", { name: /^Till butiken/ })
		.first();
	// The .example retailers do not resolve: the new tab's answer from /go (a 302) is what counts.
	const [clickOut] = await Promise.all([
		visitor.waitForEvent("response", (response) => new URL(response.url()).pathname.startsWith("/go/")),
		button.click(),
	]);
	expect(clickOut.status()).toBe(302);
	await visitor.close();

	await expect.poll(() => clickTotal(admin)).toBeGreaterThan(before);
	await expect(admin.getByTestId("clicks-table")).toContainText("Marabou Mjölkchoklad 200 g");
});
