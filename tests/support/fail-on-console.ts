// Epic Stack's habit: an unexpected console.error or console.warn fails the test that caused it, and
// so does a line the server's logger writes at level error (a failure nobody expected).
import { afterEach, vi } from "vitest";
import { reportLoggedErrors } from "./log-capture";

process.env.LOG_LEVEL ??= "error";
const noisy: string[] = [];

for (const level of ["error", "warn"] as const) {
	vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
		noisy.push(`console.${level}: ${args.map(String).join(" ")}`);
	});
}
reportLoggedErrors((line) => noisy.push(`log: ${line}`));

afterEach(() => {
	const lines = noisy.splice(0);
	if (lines.length > 0) throw new Error(`Unexpected console output:\n${lines.join("\n")}`);
});
