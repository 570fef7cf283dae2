// Hostile Markdown cannot stop the server (ADR 088). Each text in ../support/hostile-markdown.ts,
// stored in a feed's description or by the admin, once ran a 192 MB heap out of memory or kept the
// process busy for minutes on every view of its page. Here every reader and the renderer (both
// languages) read each of them in a child process started with the heap `npm start` gives the
// server, so a regression ends the child and fails this test instead of the test runner.
import { spawn } from "node:child_process";
import { expect, it } from "vitest";
import { npmStartNodeFlags } from "../support/app-server";
import { hostileMarkdown } from "../support/hostile-markdown";

interface Reading {
	name: string;
	/** CPU time of all the reading, in ms. */
	ms: number;
	htmlLength: number;
	/** Whether the HTML holds the text's `shows` fragment. */
	shows: boolean;
	plain: string;
}

function readInChild(): Promise<{ code: number | null; readings: Reading[]; stderr: string }> {
	return new Promise((resolve) => {
		const child = spawn(process.execPath, [...npmStartNodeFlags, "--import", "tsx", "tests/support/hostile-markdown-reader.ts"], {
			cwd: process.cwd(),
			stdio: ["ignore", "pipe", "pipe"],
		});
		let stdout = "";
		let stderr = "";
		child.stdout.on("data", (chunk) => (stdout += chunk));
		child.stderr.on("data", (chunk) => (stderr += chunk));
		child.once("exit", (code) => {
			const readings = stdout
				.split("\n")
				.filter((line) => line.startsWith("{"))
				.map((line) => JSON.parse(line) as Reading);
			resolve({ code, readings, stderr });
		});
	});
}

it("every reader reads every hostile text with npm start's heap, in bounded time, and shows it as text", async () => {
	const { code, readings, stderr } = await readInChild();
	const names = Object.keys(hostileMarkdown);
	// The text that ran the heap out (or failed) is the one after the last reading.
	const failure = /FATAL ERROR[^\n]*/.exec(stderr)?.[0] ?? stderr.slice(-600);
	expect(code, `${names[readings.length] ?? "?"}: ${failure}`).toBe(0);
	expect(readings.map((reading) => reading.name)).toEqual(names);
	for (const reading of readings) {
		expect(reading.shows, reading.name).toBe(true);
		// The HTML stays within a few times what is read (32 KB) plus what references may repeat (64 KB).
		expect(reading.htmlLength, reading.name).toBeLessThan(256 * 1024);
		// Two renderings, the plain text and five readers: about a second at most on a busy
		// two-core machine; before the bounds, several of these never finished.
		expect(reading.ms, reading.name).toBeLessThan(8_000);
	}
}, 180_000);
