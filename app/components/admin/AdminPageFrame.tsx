import type { ReactNode } from "react";

/** A page of its own in the admin area (not a card of the admin page): the page's one h1 and its content. */
export function AdminPageFrame({ title, children }: { title: string; children: ReactNode }) {
	return (
		<section className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
			<h1 className="break-words text-2xl font-bold">{title}</h1>
			<div className="mt-4">{children}</div>
		</section>
	);
}
