// A retailer's feed server on loopback for the import tests: each test serves the feed it needs at a
// path of its own (and changes it between imports), and asks the server for its address.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FeedServer {
	/** The absolute address of a path on this server. */
	url(path: string): string;
	/** Serves `body` at `path` from now on (any path not served answers 404). */
	serve(path: string, body: string | Buffer, options?: { status?: number; type?: string }): void;
	stop(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
	const served = new Map<string, { body: string | Buffer; status: number; type: string }>();
	const server = createServer((request, response) => {
		const feed = served.get(request.url ?? "");
		if (!feed) return response.writeHead(404).end("not found");
		response.writeHead(feed.status, { "content-type": feed.type }).end(feed.body);
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return {
		url: (path) => `${base}${path}`,
		serve: (path, body, { status = 200, type = "application/xml" } = {}) => {
			served.set(path, { body, status, type });
		},
		stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

/** One row of a Google Merchant feed. */
export interface GoogleFeedItem {
	id: string;
	title: string;
	link: string;
	/** As the feed writes it: "12.90 SEK". */
	price: string;
	inStock: boolean;
	brand?: string;
}

/** A Google Merchant XML feed of these rows. */
export function googleFeedXml(channel: string, items: GoogleFeedItem[]): string {
	const rows = items.map(
		(item) => `<item><g:id>${item.id}</g:id><title>${item.title}</title><link>${item.link}</link>
<g:price>${item.price}</g:price><g:availability>${item.inStock ? "in_stock" : "out_of_stock"}</g:availability>${item.brand === undefined ? "" : `<g:brand>${item.brand}</g:brand>`}</item>`,
	);
	return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>${channel}</title>
${rows.join("\n")}
</channel></rss>`;
}
