// Vitest global setup: starts a throwaway PostgreSQL server (Debian's postgresql package, v15)
// on a free loopback port and publishes its URL to the tests, with a template database holding the
// demo catalogue (./demo-templates.ts). Without the binaries the PostgreSQL
// variants of the integration tests are reported as not run (CI installs them).
import type { TestProject } from "vitest/node";
import { findPostgresBinDir, startPostgres } from "../../scripts/support/postgres-process";
import { makePostgresDemoTemplate } from "./demo-templates";

/** The server's database with the demo catalogue, copied for each test that starts from it. */
const demoTemplate = "demo_template";

export default async function setup(project: TestProject) {
	if (process.env.TEST_POSTGRES === "off") return;
	const binDir = findPostgresBinDir();
	if (!binDir) {
		// CI must prove the PostgreSQL path too: a missing server there is a failure, not a skip.
		if (process.env.CI) throw new Error("PostgreSQL 15 binaries not found (apt-get install postgresql)");
		return;
	}
	const server = await startPostgres(binDir);
	project.provide("postgresUrl", server.url);
	await makePostgresDemoTemplate(server.url, demoTemplate);
	project.provide("postgresDemoTemplate", demoTemplate);
	return () => server.stop();
}

declare module "vitest" {
	export interface ProvidedContext {
		postgresUrl?: string;
		postgresDemoTemplate?: string;
	}
}
