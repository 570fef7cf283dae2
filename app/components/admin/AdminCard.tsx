import type { ReactNode } from "react";

/** One card of the admin page's stack. */
export function AdminCard({
	id,
	title,
	description,
	children,
}: {
	/** Anchor for links and redirects back to this card (`/admin#id`). */
	id?: string;
	title: string;
	description?: string;
	children: ReactNode;
}) {
	return (
		<section id={id} className="scroll-mt-20 rounded-xl border border-gray-200 bg-white p-6 shadow-sm" aria-label={title}>
			<h2 className="text-xl font-bold">{title}</h2>
			{description ? <p className="mt-1 text-sm text-gray-700">{description}</p> : null}
			<div className="mt-4">{children}</div>
		</section>
	);
}
