import type { ReactNode } from "react";

/**
 * A headed part of the price comparison below the product (the offers, the price history, the price
 * alert). `anchor` names the section for a link or a form's answer to scroll back to.
 */
export function PriceSection({
	id,
	heading,
	anchor,
	children,
}: {
	id: string;
	heading: string;
	anchor?: string;
	children: ReactNode;
}) {
	return (
		<section id={anchor} aria-labelledby={id} className="mt-12 scroll-mt-4">
			<h2 id={id} className="mb-4 text-2xl font-bold">
				{heading}
			</h2>
			{children}
		</section>
	);
}
