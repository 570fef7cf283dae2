// `npm run db:generate` writes a migration for what app/.server/db/schema.ts has and drizzle-kit's
// latest snapshot (supabase/migrations/meta) has not. Tables and columns made by hand-written SQL
// migrations are in the schema too, so the snapshot must know them, or the next generated migration
// would create them again. drizzle-kit runs here on a copy of the migrations folder, as the
// maintainer would run it, and must find nothing to write.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import drizzleConfig from "../../drizzle.config";

const run = promisify(execFile);
const root = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), "gg-drizzle-"));

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the Drizzle snapshot", () => {
	it("matches the schema: db:generate has no migration to write", async () => {
		const out = path.join(work, "migrations");
		cpSync(path.join(root, "supabase/migrations"), out, { recursive: true });
		// The project's own configuration, writing into the copy; drizzle-kit reads `out` relative to
		// where it runs.
		const config = path.join(work, "drizzle.config.json");
		writeFileSync(config, JSON.stringify({ ...drizzleConfig, out: path.relative(root, out) }));
		const before = readdirSync(out).sort();
		const { stdout } = await run(path.join(root, "node_modules/.bin/drizzle-kit"), ["generate", `--config=${config}`], {
			cwd: root,
		});
		expect(stdout).toContain("No schema changes");
		expect(readdirSync(out).sort()).toEqual(before);
	}, 60_000);
});
