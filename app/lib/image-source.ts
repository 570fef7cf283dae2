/**
 * An image address safe to render: a path on this site or an http(s) URL; anything else (a
 * `javascript:` or `data:` text planted in the database, garbage) is no image at all. Feeds are
 * checked on import; this guards every page against whatever else reaches the tables.
 */
export function imageSource(url: string | null | undefined): string | null {
	if (!url) return null;
	if (url.startsWith("/") && !url.startsWith("//")) return url;
	return /^https?:\/\/[^\s/]/i.test(url) ? url : null;
}
