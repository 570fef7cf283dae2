// The admin's submit button: disabled while its own form is on its way, saying so when it has
// words for that. Without JavaScript the browser shows the post itself and the button stays as is.
import type { ReactNode } from "react";

export const primaryButtonClass =
	"rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

export function SubmitButton({
	busy,
	busyLabel,
	name,
	value,
	className = primaryButtonClass,
	children,
}: {
	/** True while this button's form is being posted (each form knows what "its" post is). */
	busy?: boolean;
	/** What the button says meanwhile; without it the label stays. */
	busyLabel?: string;
	name?: string;
	value?: string;
	className?: string;
	children: ReactNode;
}) {
	return (
		<button type="submit" name={name} value={value} disabled={busy} className={className}>
			{busy && busyLabel ? busyLabel : children}
		</button>
	);
}
