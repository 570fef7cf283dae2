// axe-core as the accessibility checks run it: every rule it has (the experimental ones too, such
// as label-content-name-mismatch, WCAG 2.5.3, which its defaults leave out), failing on impact
// "serious" or "critical", each violation reported with where it is and why.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import axe from "axe-core";

const everyRule = Object.fromEntries(axe.getRules().map(({ ruleId }) => [ruleId, { enabled: true }]));

const blocking = new Set(["serious", "critical"]);

/**
 * The serious and critical violations on the page as it is now. axe runs in the page itself (legacy
 * mode: `axe.run` in the top document, no blank page opened afterwards to gather every frame's
 * results: our pages have no frames, and a frame added one day would go unchecked here), and
 * builds only the violations: 3.6 → 1.2 s a page on a category page, about a minute of a two-core
 * end-to-end run (accessibility.spec.ts 3.2 → 2.2 min on two workers).
 */
export async function seriousAxeViolations(page: Page) {
	const { violations } = await new AxeBuilder({ page })
		.options({ rules: everyRule, resultTypes: ["violations"] })
		.setLegacyMode(true)
		.analyze();
	return violations
		.filter((violation) => blocking.has(violation.impact ?? ""))
		.map((violation) => ({
			id: violation.id,
			impact: violation.impact,
			help: violation.help,
			helpUrl: violation.helpUrl,
			targets: violation.nodes.map((node) => `${node.target.join(" ")}${node.failureSummary ? ` — ${node.failureSummary}` : ""}`),
		}));
}
