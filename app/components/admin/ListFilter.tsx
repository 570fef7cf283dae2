// The filter box of a long selection list: a plain GET form (its own, never inside the list's post
// form), so without JavaScript the server renders the list filtered; with JavaScript each keystroke
// filters at once (onQuery) and the button is just a fallback. The address keeps the other lists'
// filters; "Visa alla" clears this one.
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { adminT } from "~/i18n/admin-t";
import { filterParam } from "~/lib/list-filter";

export function ListFilter({
	listId,
	query,
	onQuery,
	shown,
	total,
}: {
	listId: string;
	query: string;
	onQuery: (query: string) => void;
	shown: number;
	total: number;
}) {
	const { pathname } = useLocation();
	const [params] = useSearchParams();
	const name = filterParam(listId);
	const kept = [...params].filter(([key]) => key !== name && key !== "select");
	const cleared = new URLSearchParams(kept);
	const inputId = `${listId}-filter`;
	return (
		<Form method="get" action={`${pathname}#${listId}`} role="search" className="flex flex-wrap items-end gap-2">
			{kept.map(([key, value]) => (
				<input key={`${key}=${value}`} type="hidden" name={key} value={value} />
			))}
			<div className="min-w-0 flex-1">
				<label htmlFor={inputId} className="block text-sm font-semibold">
					{adminT("sections.filter.label")}
				</label>
				<input
					id={inputId}
					type="search"
					name={name}
					value={query}
					onChange={(event) => onQuery(event.currentTarget.value)}
					className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2"
				/>
			</div>
			<button
				type="submit"
				className="min-h-11 rounded-md border border-gray-300 px-3 py-2 text-sm font-semibold hover:bg-gray-50"
			>
				{adminT("sections.filter.submit")}
			</button>
			{query !== "" ? (
				<Link
					to={`${pathname}${cleared.size > 0 ? `?${cleared}` : ""}#${listId}`}
					onClick={() => onQuery("")}
					className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
				>
					{adminT("sections.filter.clear")}
				</Link>
			) : null}
			<p className="w-full text-xs text-gray-600" aria-live="polite" data-testid={`${listId}-filter-count`}>
				{shown === total ? null : adminT("sections.filter.showing", { shown, total })}
			</p>
		</Form>
	);
}
