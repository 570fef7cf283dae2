// `npm start`: the Node host, built with the app into build/server/index.js (vite.config.ts). A
// production server unless told otherwise: React and React Router choose their development builds
// (slower, and with error details for visitors) from NODE_ENV when they are first loaded, so it is
// settled here, before ./host.ts and the app are: this is the one place that writes the variable
// rather than reading it through app/.server/env.ts, which everything after reads it from. `npm run
// dev` is how to get development behaviour.
import path from "node:path";

process.env.NODE_ENV ??= "production";
const { startHost } = await import("./host");
startHost({ clientDir: path.resolve(import.meta.dirname, "../client") });
