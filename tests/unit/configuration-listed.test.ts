// Every setting is read one way and written down where an operator looks: the zod schema in
// app/.server/env.ts is the list, .env.example and README's Configuration table name each of its
// variables, and no server code reads process.env past it — except the two reads that must happen
// before the configuration is parsed, each saying why where it stands.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The schema's variables: its keys, one per line at the object's first level (biome's layout). */
const schemaVariables = [...read("app/.server/env.ts").matchAll(/^\t([A-Z][A-Z0-9_]*): z/gm)].map((match) => match[1]);

/** Reads of process.env that are allowed, by file, and why (each file says so in a comment too). */
const readBeforeConfiguration: Record<string, string[]> = {
	// The logger works before the configuration is read: its first line may be that it is invalid.
	"app/.server/log.ts": ["LOG_LEVEL", "NODE_ENV"],
	// Settled before React and React Router load (they pick their build from it).
	"server/main.ts": ["NODE_ENV"],
};

function sourceFiles(dir: string): string[] {
	return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
		.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("configuration is listed where it is read", () => {
	it("finds the schema's variables", () => {
		expect(schemaVariables).toContain("DATABASE_URL");
		expect(schemaVariables).toContain("FEED_MAX_BYTES");
		expect(schemaVariables.length).toBeGreaterThan(30);
	});

	it("names every variable in .env.example and in README's Configuration table", () => {
		const example = read(".env.example");
		const readme = read("README.md");
		const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Architecture"));
		for (const name of schemaVariables) {
			expect(example, `.env.example names ${name}`).toMatch(new RegExp(`^(# ?)?${name}=`, "m"));
			expect(table, `README's table names ${name}`).toContain(`\`${name}\``);
		}
	});

	it("reads process.env only in env.ts, and before it only what must come first", () => {
		const reads: string[] = [];
		for (const file of [...sourceFiles("app"), ...sourceFiles("server")]) {
			if (file === "app/.server/env.ts") continue;
			for (const match of read(file).matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[)/g)) {
				const name = match[1] ?? "[…]";
				if (!readBeforeConfiguration[file]?.includes(name)) reads.push(`${file}: process.env.${name}`);
			}
		}
		expect(reads).toEqual([]);
		for (const names of Object.values(readBeforeConfiguration)) {
			for (const name of names) expect(schemaVariables).toContain(name);
		}
	});
});
