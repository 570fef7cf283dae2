// A tiny HTTP server on loopback standing in for an app instance behind nginx, for tests of the
// nginx template itself: it answers as the test tells it to (a 503 after the first request, a page
// with a given Cache-Control) and keeps every request it was sent, headers and body size included.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
	method: string;
	/** Path and query as nginx sent them. */
	url: string;
	headers: IncomingHttpHeaders;
	bodyBytes: number;
}

export interface StandInAnswer {
	status: number;
	headers?: Record<string, string>;
	body?: string;
}

export type StandInHandler = (request: ReceivedRequest) => StandInAnswer;

export interface StandInUpstream {
	/** `127.0.0.1:port`, as nginx's upstream block names a server. */
	host: string;
	received: ReceivedRequest[];
	/** How the next requests are answered; replace it at any time. */
	handler: StandInHandler;
	stop(): Promise<void>;
}

export async function startStandInUpstream(handler: StandInHandler): Promise<StandInUpstream> {
	const upstream: StandInUpstream = { host: "", received: [], handler, stop: async () => {} };
	const server = createServer((req, res) => {
		let bodyBytes = 0;
		req.on("data", (chunk: Buffer) => {
			bodyBytes += chunk.length;
		});
		req.on("end", () => {
			const request = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, bodyBytes };
			upstream.received.push(request);
			const { status, headers = {}, body = "" } = upstream.handler(request);
			res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", ...headers });
			res.end(body);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	upstream.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
	upstream.stop = () =>
		new Promise<void>((resolve) => {
			server.closeAllConnections();
			server.close(() => resolve());
		});
	return upstream;
}
