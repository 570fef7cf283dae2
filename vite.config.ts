import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
	// The server build's entry is the Node host (server/main.ts), which imports the app's own
	// server build: one file, build/server/index.js, is what `npm start` runs.
	environments: { ssr: { build: { rollupOptions: { input: "./server/main.ts" } } } },
	plugins: [tailwindcss(), reactRouter()],
	resolve: { tsconfigPaths: true },
});
