// Waits for a started instance to answer /healthz, which it does once start-up (configuration,
// migrations, the demo catalogue) is done and it listens. Fails at once when the process exits.
import type { ChildProcess } from "node:child_process";

export async function untilHealthy(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		if (child.exitCode !== null || child.signalCode !== null)
			throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
		if (Date.now() > deadline) throw new Error(`server did not start:\n${output()}`);
		const healthy = await fetch(`${url}/healthz`).then(
			(response) => response.ok,
			() => false,
		);
		if (healthy) return;
		await new Promise((r) => setTimeout(r, 100));
	}
}
