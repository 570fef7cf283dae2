// The body of the 404, error and 503 pages: a heading, a text and ways on.
import type { ReactNode } from "react";

export function StatusPage({ code, title, text, children }: { code: number; title: string; text: string; children: ReactNode }) {
	return (
		<section className="mx-auto max-w-2xl px-4 py-20 text-center">
			<p className="text-6xl font-black text-brand-500" aria-hidden="true">
				{code}
			</p>
			<h1 className="mt-4 text-3xl font-bold">{title}</h1>
			<p className="mt-3 text-gray-700">{text}</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
		</section>
	);
}

export const buttonClass =
	"inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700";
export const secondaryButtonClass =
	"inline-flex min-h-11 items-center justify-center rounded-md border border-gray-300 bg-white px-4 py-2 font-semibold hover:bg-gray-50";
