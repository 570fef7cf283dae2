// The live search box of the header, the home page and the products page (docs/product.md, Search
// and suggestions).
// Without JavaScript it is a plain GET form to the search page (q). With JavaScript it is an
// ARIA 1.2 combobox: suggestions appear as the visitor types (debounced) — the best products with
// their prices, then the category and brand pages the query names — ArrowUp/ArrowDown move through
// them, Enter opens the highlighted one or submits the search, Escape closes, and the list closes
// 200 ms after the field loses focus and on every navigation.
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { screenPath } from "~/i18n/paths";
import { useLocale, useT } from "~/i18n/use-locale";
import { useAfterNavigation } from "~/lib/after-navigation";
import { formatPrice } from "~/lib/money";
import {
	type ProductSuggestion,
	type SuggestedPage,
	suggestionMinimumLength,
	useProductSuggestions,
} from "~/lib/product-suggestions";

/** The list closes this long after the field loses focus (so a click on a row lands). */
const blurCloseMs = 200;

export interface SearchSuggestProps {
	/** Unique on the page; prefixes the ids the ARIA attributes point at. */
	id: string;
	label: string;
	placeholder: string;
	/** Trimmed characters needed to submit: 1 on home (non-empty), 2 on the products list. */
	minimumLength?: number;
	debounceMs?: number;
	/** Each product's price beside its name (every box shows it unless told not to). */
	showPrice?: boolean;
	defaultValue?: string;
	/** The header's small box: small type, and a list wider than the field, under its right edge. */
	compact?: boolean;
	className?: string;
}

/** A native pattern for "at least n non-blank characters", so the rule holds without JavaScript too. */
function nonBlankPattern(minimum: number): string {
	return `${Array.from({ length: minimum }, () => ".*\\S").join("")}.*`;
}

export function SearchSuggest({
	id,
	label,
	placeholder,
	minimumLength = 1,
	debounceMs = 300,
	showPrice = true,
	defaultValue = "",
	compact = false,
	className = "",
}: SearchSuggestProps) {
	const locale = useLocale();
	const t = useT();
	const navigate = useNavigate();
	const action = screenPath("search", locale);
	const { status, suggestions, pages, request, reset, cancel } = useProductSuggestions(locale, debounceMs);
	// One list for the keyboard: the products, then the pages.
	const options: { href: string }[] = [...suggestions, ...pages];
	const [text, setText] = useState(defaultValue);
	const [open, setOpen] = useState(false);
	const [active, setActive] = useState(-1);
	const input = useRef<HTMLInputElement>(null);
	const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

	const listboxId = `${id}-listbox`;
	const optionId = (i: number) => `${id}-option-${i}`;

	function close() {
		clearTimeout(blurTimer.current);
		setOpen(false);
		setActive(-1);
	}

	// Text typed before the page hydrated is kept, not replaced by the server's value.
	// biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
	useEffect(() => {
		const typed = input.current?.value ?? "";
		if (typed !== text) {
			setText(typed);
			request(typed);
			if (document.activeElement === input.current) setOpen(true);
		}
	}, []);

	// The list closes on navigation.
	useAfterNavigation(() => {
		clearTimeout(blurTimer.current);
		cancel();
		setOpen(false);
		setActive(-1);
	});

	useEffect(() => () => clearTimeout(blurTimer.current), []);

	function onChange(value: string) {
		setText(value);
		setActive(-1);
		setOpen(true);
		request(value);
	}

	function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		const count = options.length;
		if (event.key === "ArrowDown" || event.key === "ArrowUp") {
			if (status !== "done" || count === 0) return;
			event.preventDefault();
			setOpen(true);
			if (event.key === "ArrowDown") setActive((i) => (i + 1) % count);
			else setActive((i) => (i <= 0 ? count - 1 : i - 1));
		} else if (event.key === "Enter" && !event.nativeEvent.isComposing) {
			const chosen = open && active >= 0 ? options[active] : undefined;
			close();
			if (chosen) {
				event.preventDefault();
				navigate(chosen.href);
			}
			// Otherwise the form submits (onSubmit).
		} else if (event.key === "Escape" && open) {
			event.preventDefault();
			close();
		}
	}

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault();
		// What the box holds now, as the form would send it: text typed around hydration may not
		// have reached the state yet.
		const query = String(new FormData(event.currentTarget).get("q") ?? "").trim();
		if (query.length < minimumLength) return;
		close();
		reset();
		navigate(`${action}?${new URLSearchParams({ q: query })}`);
	}

	const visible = open && status !== "hidden" && text.trim().length >= suggestionMinimumLength;
	const showList = visible && status === "done" && options.length > 0;
	const message =
		status === "loading"
			? t("discovery.searchBox.searching")
			: status === "done" && options.length === 0
				? t("discovery.searchBox.noResults")
				: status === "done"
					? t("discovery.searchBox.resultsCount", { n: options.length })
					: "";
	const optionProps = (i: number, href: string) => ({
		to: href,
		id: optionId(i),
		role: "option",
		"aria-selected": i === active,
		tabIndex: -1,
		// Keeps the focus in the field, so its blur does not close the list under the pointer.
		onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
		onMouseEnter: () => setActive(i),
		onClick: close,
	});

	return (
		<div className={`relative ${className}`}>
			<Form method="get" action={action} role="search" aria-label={label} onSubmit={onSubmit} className="flex">
				<label htmlFor={`${id}-input`} className="sr-only">
					{label}
				</label>
				<input
					ref={input}
					id={`${id}-input`}
					// A combobox is a text input: HTML allows role="combobox" on type="text", not on "search".
					type="text"
					enterKeyHint="search"
					name="q"
					value={text}
					onChange={(event) => onChange(event.target.value)}
					onKeyDown={onKeyDown}
					onFocus={() => {
						clearTimeout(blurTimer.current);
						if (status !== "hidden") setOpen(true);
					}}
					onBlur={() => {
						blurTimer.current = setTimeout(close, blurCloseMs);
					}}
					required
					pattern={nonBlankPattern(minimumLength)}
					title={minimumLength > 1 ? t("discovery.searchBox.tooShort") : undefined}
					maxLength={100}
					placeholder={placeholder}
					autoComplete="off"
					role="combobox"
					aria-autocomplete="list"
					aria-expanded={showList}
					aria-controls={listboxId}
					aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
					className={`min-w-0 flex-1 rounded-l-md border border-gray-300 bg-white ${compact ? "min-h-11 px-3 py-1.5 text-base sm:text-sm" : "px-4 py-3 text-base"}`}
				/>
				<button
					type="submit"
					className={`rounded-r-md bg-brand-600 font-semibold text-white hover:bg-brand-700 ${compact ? "min-h-11 px-3 py-1.5 text-sm" : "px-5 py-3"}`}
				>
					{t("discovery.searchBox.submit")}
				</button>
			</Form>
			<div
				hidden={!visible}
				className={`absolute top-full z-30 mt-1 overflow-hidden rounded-md border border-gray-200 bg-white text-left shadow-lg ${compact ? "right-0 w-80 max-w-[90vw]" : "inset-x-0"}`}
			>
				<p role="status" className={showList ? "sr-only" : "px-4 py-3 text-sm text-gray-700"}>
					{visible ? message : ""}
				</p>
				<div role="listbox" id={listboxId} aria-label={t("discovery.searchBox.suggestions")} hidden={!showList}>
					{suggestions.map((suggestion, i) => (
						<Link
							key={suggestion.href}
							{...optionProps(i, suggestion.href)}
							className={`flex items-center gap-3 px-4 py-2 ${i === active ? "bg-brand-50" : "hover:bg-brand-50"}`}
						>
							{suggestion.imageUrl ? (
								<img src={suggestion.imageUrl} alt="" width="40" height="40" className="size-10 rounded object-contain" />
							) : (
								<span className="size-10 rounded bg-brand-50" aria-hidden="true" />
							)}
							<span className="min-w-0 flex-1">
								<span className="block truncate font-medium">{suggestion.name}</span>
								{brandLine(suggestion) ? <span className="block text-xs text-gray-600">{suggestion.brand}</span> : null}
							</span>
							{showPrice && suggestion.price !== null ? (
								<span className="whitespace-nowrap text-sm font-semibold text-brand-700">
									{formatPrice(suggestion.price, suggestion.currency, locale)}
								</span>
							) : null}
						</Link>
					))}
					{pages.map((page, j) => {
						const i = suggestions.length + j;
						return (
							<Link
								key={page.href}
								{...optionProps(i, page.href)}
								className={`flex items-center gap-2 border-t border-gray-100 px-4 py-2 text-sm ${i === active ? "bg-brand-50" : "hover:bg-brand-50"}`}
							>
								<span className="text-gray-600">{pageKindText(t, page)}:</span> <span className="font-medium">{page.name}</span>
							</Link>
						);
					})}
				</div>
			</div>
		</div>
	);
}

/** The brand under a product's name, unless the name already starts with it ("Marabou Mjölkchoklad"). */
function brandLine(suggestion: ProductSuggestion): boolean {
	const brand = suggestion.brand?.trim();
	return !!brand && !suggestion.name.toLocaleLowerCase().startsWith(brand.toLocaleLowerCase());
}

function pageKindText(t: ReturnType<typeof useT>, page: SuggestedPage): string {
	return t(`discovery.search.pageKind.${page.kind}`);
}
