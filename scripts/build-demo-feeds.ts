// `npx tsx scripts/build-demo-feeds.ts`: writes the bundled demo feeds under data/feeds/ from the
// demo catalogue (app/.server/db/demo/feeds.ts, feed-files.ts). Deterministic: running it again
// writes the same bytes, so the files are committed and a diff shows what a catalogue change did.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderDemoFeed } from "~/.server/db/demo/feed-files";
import { demoFeeds, demoOffers } from "~/.server/db/demo/feeds";

const outDir = path.resolve("data/feeds");

mkdirSync(outDir, { recursive: true });
let totalBytes = 0;
for (const feed of demoFeeds) {
	const bytes = renderDemoFeed(feed);
	writeFileSync(path.join(outDir, feed.file), bytes);
	totalBytes += bytes.length;
	console.info(`${feed.file}: ${demoOffers(feed).length} offers, ${(bytes.length / 1024).toFixed(0)} kB`);
}
console.info(`${demoFeeds.length} feeds, ${(totalBytes / 1024 / 1024).toFixed(2)} MB in ${outDir}`);
