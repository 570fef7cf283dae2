// `npm start`: serves the production build (building it first when it is missing) with
// compression and long-lived caching for fingerprinted assets. Start-up work (configuration,
// migrations, demo catalogue) runs inside the build's entry before the first request.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { admission } from "./admission.js";

const root = process.cwd();
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const serverBuild = path.join(buildDir, "server/index.js");

if (!existsSync(serverBuild)) {
	console.info("No production build yet: building…");
	execSync("npx react-router build", { stdio: "inherit", cwd: root });
}

// Set before React loads: its development and production builds must not mix.
process.env.NODE_ENV ??= "production";
const [{ createRequestHandler }, { default: compression }, { default: express }] = await Promise.all([
	import("@react-router/express"),
	import("compression"),
	import("express"),
]);
const build = await import(pathToFileURL(serverBuild).href);

const app = express();
app.disable("x-powered-by");
app.use(compression());
// Static files get the same protective headers as pages (the app sets them, with its CSP, on the rest).
const setHeaders = (res) => {
	res.setHeader("X-Content-Type-Options", "nosniff");
	res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
};
const assets = express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false, setHeaders });
const publicFiles = express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false, setHeaders });
// Only paths that look like files are looked up on disk; pages skip the file system entirely.
const looksLikeFile = (p) => /\.\w+$/.test(p) && !p.endsWith(".data");
app.use("/assets", assets);
app.use((req, res, next) => (looksLikeFile(req.path) ? publicFiles(req, res, next) : next()));

// The full-page cache (app/.server/page-cache.ts): a repeat anonymous GET is answered by the bare
// HTTP server below, before Express and React Router; any other response is captured on its way out
// (before compression) and offered to the cache.
const pageCache = build.entry.module.pageCache;
const cacheableRequest = (req) => ({
	method: req.method,
	url: req.url,
	cookie: req.headers.cookie,
	acceptLanguage: req.headers["accept-language"],
	ifNoneMatch: req.headers["if-none-match"],
});

/** Sends a cached page (gzip when the client takes it); false when the cache has none. */
function answerFromCache(req, res) {
	if (req.method !== "GET" || !pageCache) return false;
	const reply = pageCache.lookup(cacheableRequest(req));
	if (!reply) return false;
	// One flat list handed to writeHead: header by header was a fifth of a hit's time.
	const headers = reply.headers.flat();
	if (!reply.headers.some(([name]) => name.toLowerCase() === "x-content-type-options")) {
		headers.push("X-Content-Type-Options", "nosniff");
	}
	let body = reply.body;
	if (body && body.length > 1024) {
		headers.push("Vary", "Accept-Encoding");
		if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
			// Each hit carries a fresh nonce, so the compressed bytes cannot be kept: the fastest level.
			body = gzipSync(body, { level: 1 });
			headers.push("Content-Encoding", "gzip");
		}
	}
	if (body) headers.push("Content-Length", String(body.length));
	res.writeHead(reply.status, headers);
	res.end(body ?? undefined);
	return true;
}

app.use((req, res, next) => {
	if (req.method !== "GET" || !pageCache) return next();
	const request = cacheableRequest(req);
	if (!pageCache.mayKeep(request)) return next();
	const chunks = [];
	const keep = (chunk, encoding) => {
		if (chunk && typeof chunk !== "function")
			chunks.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));
	};
	const write = res.write;
	const end = res.end;
	res.write = function (chunk, encoding, ...rest) {
		keep(chunk, encoding);
		return write.call(this, chunk, encoding, ...rest);
	};
	res.end = function (chunk, encoding, ...rest) {
		keep(chunk, encoding);
		const headers = Object.entries(res.getHeaders()).flatMap(([name, value]) =>
			(Array.isArray(value) ? value : [value]).map((v) => [name, String(v)]),
		);
		pageCache.store(request, { status: res.statusCode, headers, body: Buffer.concat(chunks) });
		return end.call(this, chunk, encoding, ...rest);
	};
	next();
});
// The client's address for per-client limits (admin login). Behind a proxy set TRUST_PROXY=true
// to use the first X-Forwarded-For entry; a header sent by the client itself is always replaced.
const trustProxy = process.env.TRUST_PROXY === "true";
app.use((req, _res, next) => {
	const forwarded = trustProxy
		? String(req.headers["x-forwarded-for"] ?? "")
				.split(",")[0]
				?.trim()
		: "";
	req.headers["x-godisguiden-client"] = forwarded || req.socket.remoteAddress || "unknown";
	next();
});
app.all("*", createRequestHandler({ build }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
// Renders wait their turn in arrival order (server/admission.js); cache hits never wait. On the
// embedded database a request's queries run on this thread, so it runs to its end once let in: one
// is let in per loop turn, so that the loop keeps accepting connections (ADR 017). A request that
// waits on something else (a visitor's product import) still leaves room for the rest.
const renders = admission(Number(process.env.RENDER_CONCURRENCY ?? 8), app, process.env.DATABASE_URL ? undefined : 1);
const server = createServer((req, res) => {
	if (!answerFromCache(req, res)) renders(req, res);
});
if (host) server.listen(port, host);
else server.listen(port);
server.on("listening", () => {
	const address = server.address();
	const where = typeof address === "string" ? address : `http://${host ?? "localhost"}:${address?.port}`;
	console.info(`Godisguiden is listening on ${where}`);
});

for (const signal of ["SIGTERM", "SIGINT"]) {
	process.on(signal, () => {
		server.close(() => process.exit(0));
		setTimeout(() => process.exit(0), 5_000).unref();
	});
}
