// The Express application in front of React Router: which proxy to believe, the headers every
// response carries, compression, static files, the one spelling of a page's address
// (./page-address.ts), and the app's own request handler. Nothing else here knows about pages:
// caching decisions are the app's (app/.server/http-cache.ts), storing is the shared cache's in
// front (docs/deploy.md).
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import { log } from "~/.server/log";
import { redirectToPageAddress } from "./page-address";
import { reactRouterHandler } from "./react-router-handler";
import { isValidHost } from "./request-shape";
import { labelResponse } from "./response-labels";
import { routeIdMatcher } from "./route-ids";
import { sendStatusPage } from "./status-response";

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
	/** React Router's mode: "production" keeps errors' details from visitors. */
	mode: string;
}

/** Files are answered as "static"; a path that is no file goes on to the app, which names its route. */
function labelStatic(_req: Request, res: Response, next: NextFunction): void {
	labelResponse(res, "static");
	next();
}

/** The client's address as Express resolved it from the trusted proxies (the socket's without any). */
function clientAddress(req: Request): string {
	return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

export function createApp({ build, clientDir, trustedProxies, mode }: AppOptions): express.Express {
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
		// The public host, port included, is the one the proxy forwards (if it is a host at all).
		const forwardedHost = trustedProxies > 0 ? req.get("X-Forwarded-Host")?.split(",")[0]?.trim() : undefined;
		if (isValidHost(forwardedHost)) req.headers.host = forwardedHost;
		next();
	});
	app.use(compression());
	// Fingerprinted assets never change under their name; other public files may, within the hour.
	app.use(
		"/assets",
		labelStatic,
		express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
	);
	const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
	// Only paths that look like files are looked up on disk; pages skip the file system entirely.
	const looksLikeFile = (p: string) => /\.\w+$/.test(p) && !p.endsWith(".data");
	app.use((req, res, next) => (looksLikeFile(req.path) ? labelStatic(req, res, () => publicFiles(req, res, next)) : next()));
	// Files first: their names keep their capitals. A page has one address (ADR 075).
	app.use(redirectToPageAddress);
	app.all("*", reactRouterHandler(build, mode, routeIdMatcher(build)));
	app.use(answerError);
	return app;
}

/**
 * The last word on anything that went wrong outside the app's own error handling: logged with the
 * request's id, answered with a worded page that says nothing of what broke (no stack, no path).
 */
function answerError(error: unknown, req: Request, res: Response, _next: NextFunction): void {
	const status = (error as { status?: unknown } | null)?.status;
	const kind = typeof status === "number" && status >= 400 && status < 500 ? "bad-request" : "server-error";
	if (kind === "server-error") log.error("request failed", error, { method: req.method, path: req.path });
	labelResponse(res, kind);
	sendStatusPage(req, res, kind);
}
