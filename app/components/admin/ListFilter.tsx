// The filter box of a long selection list. It stands inside the card's own form, never in a form of
// its own: a form sends only its own fields, so a filter of its own reloaded the page without what
// the operator had typed and ticked in the card (ADR 090).
// - With JavaScript the list follows the typing (onQuery) in place: nothing is sent, nothing
//   navigates, and Enter in the box is swallowed (it would submit the card's post).
// - Without JavaScript, "Filtrera" is a submit button of the card's form that makes it a GET of the
//   page itself (formMethod, formAction). The card's fields ride along as the address's parameters,
//   with a marker naming the card (filteredCardParam), and the card shows them again as its
//   defaults; other lists' filters ride along as hidden fields. Being the form's first button, it is
//   also its default one: Enter in any box of the card filters, which sends nothing anywhere and
//   loses nothing, rather than running the card's tool. "Visa alla" is such a button too, sending an
//   empty filter after the box's (the last one counts: filterQuery).
import { type KeyboardEvent, useEffect, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import { adminT } from "~/i18n/admin-t";
import { filteredCardParam, filterParam, otherListFilters } from "~/lib/list-filter";
import { useHydrated } from "~/lib/use-hydrated";

const buttonClass = "min-h-11 rounded-md border border-gray-300 px-3 py-2 text-sm font-semibold hover:bg-gray-50";
const clearClass = "inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline";

/** Enter in the box filters nothing more (the list already follows) and must not post the card. */
function swallowEnter(event: KeyboardEvent<HTMLInputElement>) {
	if (event.key === "Enter") event.preventDefault();
}

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
	const hydrated = useHydrated();
	const { pathname } = useLocation();
	const [params] = useSearchParams();
	const name = filterParam(listId);
	const inputId = `${listId}-filter`;
	// The page itself, at the card: where the filter's GET (without JavaScript) goes.
	const here = `${pathname}#${listId}`;
	// What was typed before the scripts ran stays: the box is React's from then on.
	const box = useRef<HTMLInputElement>(null);
	// biome-ignore lint/correctness/useExhaustiveDependencies: once, when React has taken over the box
	useEffect(() => {
		const typed = box.current?.value;
		if (typed !== undefined && typed !== query) onQuery(typed);
	}, []);
	return (
		<search className="flex flex-wrap items-end gap-2">
			{hydrated ? null : (
				<>
					<input type="hidden" name={filteredCardParam} value={listId} />
					{otherListFilters(params, listId).map(([key, value]) => (
						<input key={key} type="hidden" name={key} value={value} />
					))}
				</>
			)}
			<div className="min-w-0 flex-1">
				<label htmlFor={inputId} className="block text-sm font-semibold">
					{adminT("sections.filter.label")}
				</label>
				<input
					ref={box}
					id={inputId}
					type="search"
					name={name}
					value={query}
					onChange={(event) => onQuery(event.currentTarget.value)}
					onKeyDown={swallowEnter}
					className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2"
				/>
			</div>
			{hydrated ? null : (
				<button type="submit" formMethod="get" formAction={here} formNoValidate className={buttonClass}>
					{adminT("sections.filter.submit")}
				</button>
			)}
			{query === "" ? null : hydrated ? (
				<button type="button" onClick={() => onQuery("")} className={clearClass}>
					{adminT("sections.filter.clear")}
				</button>
			) : (
				<button type="submit" formMethod="get" formAction={here} formNoValidate name={name} value="" className={clearClass}>
					{adminT("sections.filter.clear")}
				</button>
			)}
			<p className="w-full text-xs text-gray-600" aria-live="polite" data-testid={`${listId}-filter-count`}>
				{shown === total ? null : adminT("sections.filter.showing", { shown, total })}
			</p>
		</search>
	);
}
