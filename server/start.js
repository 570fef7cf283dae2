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
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
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
