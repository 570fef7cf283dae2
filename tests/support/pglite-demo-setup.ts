// Vitest global setup: the demo catalogue seeded once into an embedded database and dumped, for
// each test's PGlite database to start from (./demo-templates.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { writePgliteDemoDump } from "./demo-templates";

export default async function setup(project: TestProject) {
	const dir = mkdtempSync(path.join(tmpdir(), "gg-demo-dump-"));
	const file = path.join(dir, "demo.tar");
	await writePgliteDemoDump(file);
	project.provide("pgliteDemoDump", file);
	return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
	export interface ProvidedContext {
		pgliteDemoDump?: string;
	}
}
