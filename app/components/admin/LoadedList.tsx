// A card's list as loaded on the server: the "could not load" message when loading failed (null),
// the empty text when there is nothing yet, else the list itself.
import type { ReactNode } from "react";
import { LoadFailed } from "./LoadFailed";

export function LoadedList<T>({
	items,
	failed,
	empty,
	emptyClassName,
	children,
}: {
	items: readonly T[] | null;
	failed: string;
	empty: string;
	emptyClassName?: string;
	children: (items: readonly T[]) => ReactNode;
}) {
	if (items === null) return <LoadFailed text={failed} />;
	if (items.length === 0) return <p className={emptyClassName}>{empty}</p>;
	return <>{children(items)}</>;
}
