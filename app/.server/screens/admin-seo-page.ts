// The admin's SEO section (ADR 042, 053): the three SEO cards' pages and runs, the writer in use,
// and the internal-link tool's defaults.
import { loadInternalLinksCard } from "../admin/internal-links";
import { loadSeoCards } from "../admin/seo";
import { activeWriterLabel } from "../ai/writer";
import { getDb } from "../db/client";

export async function loadSeoSection() {
	const [seo, internalLinks] = await Promise.all([loadSeoCards(getDb()), loadInternalLinksCard()]);
	return { seo, internalLinks, provider: activeWriterLabel() };
}
