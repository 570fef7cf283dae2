import type { ReactNode } from "react";

/** One card of the admin page's stack (SPEC §2 Admin). */
export function AdminCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
	return (
		<section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm" aria-label={title}>
			<h2 className="text-xl font-bold">{title}</h2>
			{description ? <p className="mt-1 text-sm text-gray-700">{description}</p> : null}
			<div className="mt-4">{children}</div>
		</section>
	);
}
