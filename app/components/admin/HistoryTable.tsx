// A card's history (the daily article's log, the tool runs): the latest rows in a table that
// scrolls within 300 px, or the "could not load" message when it could not be loaded.
import type { ReactNode } from "react";
import { LoadedList } from "./LoadedList";
import { ScrollBox } from "./ScrollBox";

export function HistoryTable<T>({
	items,
	failed,
	empty,
	testId,
	columns,
	children,
	label,
}: {
	items: readonly T[] | null;
	failed: string;
	empty: string;
	testId: string;
	/** The column headings, left to right. */
	columns: string[];
	/** The table's rows. */
	children: (items: readonly T[]) => ReactNode;
	/** The scrolling table's name for keyboard and screen-reader users (its card's title). */
	label: string;
}) {
	return (
		<LoadedList items={items} failed={failed} empty={empty} emptyClassName="text-sm text-gray-700">
			{(rows) => (
				<ScrollBox label={label} className="max-h-[300px] overflow-y-auto">
					<table className="w-full text-left text-sm wrap-anywhere" data-testid={testId}>
						<thead>
							<tr>
								{columns.map((column, index) => (
									<th key={column} className={index === 0 ? "py-1" : undefined}>
										{column}
									</th>
								))}
							</tr>
						</thead>
						<tbody>{children(rows)}</tbody>
					</table>
				</ScrollBox>
			)}
		</LoadedList>
	);
}
