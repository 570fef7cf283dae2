// The Express application in front of React Router: which proxy to believe, the headers every
// response carries, compression, static files, and the app's own request handler. Nothing here
// knows about pages: caching decisions are the app's (app/.server/http-cache.ts), storing is the
// shared cache's in front (docs/deploy.md).
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Request } from "express";
import type { ServerBuild } from "react-router";

/** The header through which the app learns the client's address (see clientKey()). */
const clientHeader = "x-godisguiden-client";

export interface AppOptions {
	build: ServerBuild;
	/** Directory of the browser build (`build/client`). */
	clientDir: string;
	/**
	 * How many proxies stand in front (0: none). Their `X-Forwarded-Proto`, `X-Forwarded-Host` and
	 * `X-Forwarded-For` are believed that many hops deep; with 0, forged ones change nothing.
	 */
	trustedProxies: number;
}

/** The client's address as Express resolved it from the trusted proxies (the socket's without any). */
function clientAddress(req: Request): string {
	return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

export function createApp({ build, clientDir, trustedProxies }: AppOptions): express.Express {
	const app = express();
	app.disable("x-powered-by");
	// A number of hops, never `true`: the leftmost X-Forwarded-For entry is whatever the visitor wrote.
	app.set("trust proxy", trustedProxies);
	app.use((req, res, next) => {
		// Every response, pages, data, files and errors alike: no MIME sniffing, no full referrer to other sites.
		res.setHeader("X-Content-Type-Options", "nosniff");
		res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
		// The app reads the client's address from here; whatever a visitor sent under this name is replaced.
		req.headers[clientHeader] = clientAddress(req);
		// The public host, port included, is the one the proxy forwards. (React Router's adapter
		// would otherwise take the port from the Host header the proxy sent to us.)
		const forwardedHost = trustedProxies > 0 ? req.get("X-Forwarded-Host")?.split(",")[0]?.trim() : undefined;
		if (forwardedHost) req.headers.host = forwardedHost;
		next();
	});
	app.use(compression());
	// Fingerprinted assets never change under their name; other public files may, within the hour.
	app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
	const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
	// Only paths that look like files are looked up on disk; pages skip the file system entirely.
	const looksLikeFile = (p: string) => /\.\w+$/.test(p) && !p.endsWith(".data");
	app.use((req, res, next) => (looksLikeFile(req.path) ? publicFiles(req, res, next) : next()));
	app.all("*", createRequestHandler({ build }));
	return app;
}
