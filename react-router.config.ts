import type { Config } from "@react-router/dev/config";

export default {
	ssr: true,
	// BUILD_DIR lets parallel checkouts of the test suite build side by side (default "build").
	buildDirectory: process.env.BUILD_DIR ?? "build",
	future: {
		v8_middleware: true,
		v8_splitRouteModules: true,
		v8_viteEnvironmentApi: true,
	},
} satisfies Config;
