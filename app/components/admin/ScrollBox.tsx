// A box that scrolls long content within a fixed height. A keyboard user can scroll it only if it
// takes focus (axe: scrollable-region-focusable, WCAG 2.1.1), and a focusable box needs a name, so
// it is a named region in the tab order.
import type { ReactNode } from "react";

export function ScrollBox({ label, className, children }: { label: string; className: string; children: ReactNode }) {
	return (
		<section
			aria-label={label}
			// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
			tabIndex={0}
			className={`${className} rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`}
		>
			{children}
		</section>
	);
}
