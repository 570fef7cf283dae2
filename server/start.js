// `npm start`: serves the production build (building it first when it is missing) with
// compression and long-lived caching for fingerprinted assets. Start-up work (configuration,
// migrations, demo catalogue) runs inside the build's entry before the first request.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

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
app.use(
	"/assets",
	express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false, setHeaders }),
);
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false, setHeaders }));
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
const server = host ? app.listen(port, host) : app.listen(port);
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
