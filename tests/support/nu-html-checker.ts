// The Nu HTML Checker (vnu.jar from the vnu-jar package, run on Debian's Java): every document in
// one JVM, which costs about as much to start as all the checking together.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

export interface NuMessage {
	/** The name the document was given. */
	document: string;
	type: string;
	message: string;
	extract?: string;
	line?: number;
}

/** The checker's path: the package's main module is the jar's path as a String object. */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

function run(files: string[]): Promise<string> {
	return new Promise((resolve, reject) => {
		execFile(
			"java",
			["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files],
			{ maxBuffer: 64 * 1024 * 1024 },
			(error, stdout, stderr) => {
				// Exit status 1 only says that there were errors; the JSON says which.
				if (stdout.trim().startsWith("{")) resolve(stdout);
				else reject(new Error(`vnu.jar did not run (is Java installed?): ${error?.message ?? ""}\n${stderr}`));
			},
		);
	});
}

/** The errors the checker finds in each named HTML document; empty when all are valid. */
export async function nuHtmlErrors(documents: Map<string, string>): Promise<NuMessage[]> {
	const directory = mkdtempSync(path.join(tmpdir(), "gg-vnu-"));
	try {
		const names = new Map<string, string>();
		[...documents].forEach(([name, html], i) => {
			const file = path.join(directory, `${i}.html`);
			writeFileSync(file, html);
			names.set(`file:${file}`, name);
		});
		const { messages } = JSON.parse(await run([...names.keys()].map((url) => url.slice("file:".length)))) as {
			messages: { url?: string; type: string; message: string; extract?: string; lastLine?: number }[];
		};
		return messages
			.filter((m) => m.type !== "info")
			.map((m) => ({
				document: names.get(m.url ?? "") ?? m.url ?? "?",
				type: m.type,
				message: m.message,
				extract: m.extract,
				line: m.lastLine,
			}));
	} finally {
		rmSync(directory, { recursive: true, force: true });
	}
}
