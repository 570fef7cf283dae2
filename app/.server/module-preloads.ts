// Content before scripts (ADR 013). React Router's <Scripts> renders a `modulepreload` link for
// every module of the page (18 on a category page, ~145 KB gzip), and React hoists them into
// <head>, so a slow phone starts fetching all of them at high priority beside the stylesheet and
// before the first paint. The HTML is the whole page here, so the scripts can wait: without the
// links the stylesheet and images have the connection to themselves (Lighthouse's slow 4G: first
// paint 2.4 → 0.9 s; performance 93–97 with them, 100 without) and the browser still finds every
// module through the page's one module script, a round trip or two later. Hydration does not miss
// them: <Scripts> renders none once the page is hydrated. React Router has no setting for this
// (7.18), so the finished document's head loses the links here, before its policy is computed —
// on its bytes: decoding the ~100 KB page to edit it cost every render a copy.

const preloadStart = Buffer.from('<link rel="modulepreload"');
const headEnd = Buffer.from("</head>");
const tagEnd = ">".charCodeAt(0);

/** The document without the `<link rel="modulepreload">` tags in its head; the body is left alone. */
export function withoutModulePreloads(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
	const end = html.indexOf(headEnd);
	if (end === -1) return html;
	const kept: Buffer[] = [];
	let from = 0;
	for (let at = html.indexOf(preloadStart); at !== -1 && at < end; at = html.indexOf(preloadStart, from)) {
		const close = html.indexOf(tagEnd, at);
		if (close === -1) break;
		kept.push(html.subarray(from, at));
		from = close + 1;
	}
	if (from === 0) return html;
	kept.push(html.subarray(from));
	return Buffer.concat(kept);
}
