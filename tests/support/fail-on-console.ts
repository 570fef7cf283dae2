// Epic Stack's habit: an unexpected console.error or console.warn fails the test that caused it.
import { afterEach, vi } from "vitest";

process.env.LOG_LEVEL ??= "silent";
const noisy: string[] = [];

for (const level of ["error", "warn"] as const) {
	vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
		noisy.push(`console.${level}: ${args.map(String).join(" ")}`);
	});
}

afterEach(() => {
	const lines = noisy.splice(0);
	if (lines.length > 0) throw new Error(`Unexpected console output:\n${lines.join("\n")}`);
});
