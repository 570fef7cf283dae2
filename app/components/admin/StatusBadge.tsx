// A run's outcome as a coloured pill (the daily log, the tool runs); each list has its own colours.
import type { ReactNode } from "react";

export function StatusBadge({ tone, children }: { tone: string; children: ReactNode }) {
	return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{children}</span>;
}
