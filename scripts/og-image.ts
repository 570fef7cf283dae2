// Draws public/og-image.png, the picture a shared page without a raster picture of its own shows
// (Open Graph and X cards; ADR 086): 1200 × 630, the logo and the site's name in the brand's
// colours, no words of either language. Social sites draw no SVG, so public/logo.svg alone would
// leave a share without a picture. Rerun after a change of logo: `npx tsx scripts/og-image.ts`.
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const width = 1200;
const height = 630;
const logo = readFileSync("public/logo.svg", "utf8").replace(/width="64" height="64"/, 'width="260" height="260"');

const page = `<!doctype html><html><head><meta charset="utf-8"><style>
	html, body { margin: 0; width: ${width}px; height: ${height}px; }
	body { display: flex; align-items: center; justify-content: center; gap: 56px;
		background: #fff1f5; font-family: "DejaVu Sans", Arial, sans-serif; }
	h1 { margin: 0; font-size: 112px; font-weight: 800; color: #800a34; letter-spacing: -2px; }
</style></head><body>${logo}<h1>Godisguiden</h1></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
	const tab = await browser.newPage({ viewport: { width, height } });
	await tab.setContent(page);
	writeFileSync("public/og-image.png", await tab.screenshot({ type: "png" }));
} finally {
	await browser.close();
}
