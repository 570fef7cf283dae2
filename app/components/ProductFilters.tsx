// Sort and filters above a product list. A GET form: "Visa" (or Enter) loads the filtered list
// (page 1, since the form carries no page), with JavaScript or without. Choices never apply by
// themselves: without JavaScript the button has to be there anyway, so one behaviour for everyone;
// a visitor ticks several brands and a price range and sees one new list, not a reload per tick
// that moves the page under a finger on a phone (WCAG 3.2.2, On Input). With JavaScript the same
// submit only stays on the page without a full load. On small screens the form
// folds into a <details> "Filtrera och sortera"; from the md breakpoint it is always shown.
// Search adds its own (ADR 039): "Bästa träff" among the sorts, categories to tick, the hits' price
// bands as links, and counts beside every choice.

import { type ChangeEvent, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { localeCurrency } from "~/i18n/locales";
import { useLocale, useT } from "~/i18n/use-locale";
import { useFieldsBeforeHydration } from "~/lib/fields-before-hydration";
import { priceBands as allPriceBands, type PriceBand } from "~/lib/price-bands";
import {
	type ProductFilters as AppliedFilters,
	type FilterContext,
	filterParam,
	isFilteredView,
	priceFieldValue,
	productFilterParams,
	searchSortOrders,
	sortOrders,
	withoutFilters,
} from "~/lib/product-filters";
import { PageLink } from "./PageLink";
import { buttonClass } from "./StatusPage";

export interface BrandOption {
	name: string;
	count: number;
}

interface Draft {
	sort: string;
	brands: string[];
	categories: string[];
	min: string;
	max: string;
	inStock: boolean;
}

const draftOf = (filters: AppliedFilters): Draft => ({
	sort: filters.sort,
	brands: filters.brands,
	categories: filters.categories,
	min: priceFieldValue(filters.min),
	max: priceFieldValue(filters.max),
	inStock: filters.inStock,
});

const draftFromFields = (fields: FormData): Draft => ({
	sort: String(fields.get(filterParam.sort) ?? ""),
	brands: fields.getAll(filterParam.brand).map(String),
	categories: fields.getAll(filterParam.category).map(String),
	min: String(fields.get(filterParam.min) ?? ""),
	max: String(fields.get(filterParam.max) ?? ""),
	inStock: fields.has(filterParam.inStock),
});

const fieldClass = "min-h-11 rounded-md border border-gray-300 bg-white px-3 py-2";
const labelClass = "text-sm font-semibold";

/** Search's facets beside the brands: hits per category, per price band (in band order) and in stock. */
export interface SearchFacetCounts {
	categories: BrandOption[];
	priceBands: number[];
	inStock: number;
}

export function ProductFilters({
	id,
	filters,
	brands,
	keep = {},
	context = "list",
	facets,
}: {
	/** Unique on the page; prefixes the fields' ids. */
	id: string;
	/** The sort and filters the list was loaded with (what the form shows). */
	filters: AppliedFilters;
	/** The list's brands to choose from; none on a brand page. */
	brands: BrandOption[];
	/** Other parameters the list needs (the search's q), sent along as hidden fields. */
	keep?: Record<string, string>;
	/** Which list: search has a sort and filters of its own. */
	context?: FilterContext;
	/** Search's counts of its other facets. */
	facets?: SearchFacetCounts;
}) {
	const t = useT();
	const locale = useLocale();
	const { pathname, search } = useLocation();

	// The fields follow the visitor's changes, and start over from what the server applied after
	// every load (a reversed price range turned round, "Rensa filter", the browser's back button).
	const applied = productFilterParams(filters, context).toString();
	const [shownFor, setShownFor] = useState(applied);
	const [draft, setDraft] = useState(() => draftOf(filters));
	if (shownFor !== applied) {
		setShownFor(applied);
		setDraft(draftOf(filters));
	}
	const formRef = useRef<HTMLFormElement>(null);
	useFieldsBeforeHydration(formRef, (fields) => setDraft(draftFromFields(fields)));

	const toggleBrand = (name: string) => (event: ChangeEvent<HTMLInputElement>) => {
		const checked = event.currentTarget.checked;
		setDraft((d) => ({ ...d, brands: checked ? [...d.brands, name] : d.brands.filter((b) => b !== name) }));
	};
	const toggleCategory = (name: string) => (event: ChangeEvent<HTMLInputElement>) => {
		const checked = event.currentTarget.checked;
		setDraft((d) => ({ ...d, categories: checked ? [...d.categories, name] : d.categories.filter((c) => c !== name) }));
	};
	const filtered = isFilteredView(filters, context);

	const currency = localeCurrency[locale];
	return (
		<details
			open={filtered || undefined}
			className="rounded-xl border border-gray-200 bg-gray-50 md:border-0 md:bg-transparent md:details-content:block md:details-content:[content-visibility:visible]"
		>
			<summary className="flex min-h-11 items-center px-4 py-3 font-semibold md:hidden">{t("browse.heading")}</summary>
			<Form
				ref={formRef}
				method="get"
				action={pathname}
				preventScrollReset
				aria-label={t("browse.heading")}
				className="flex flex-wrap items-end gap-x-6 gap-y-4 p-4 md:p-0"
			>
				{Object.entries(keep).map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				<div className="flex flex-col gap-1">
					<label htmlFor={`${id}-sort`} className={labelClass}>
						{t("browse.sort")}
					</label>
					<select
						id={`${id}-sort`}
						name={filterParam.sort}
						value={draft.sort}
						onChange={(event) => {
							const sort = event.currentTarget.value;
							setDraft((d) => ({ ...d, sort }));
						}}
						className={fieldClass}
					>
						{(context === "search" ? searchSortOrders : sortOrders).map((sort) => (
							<option key={sort} value={sort}>
								{t(`browse.sortOrder.${sort}`)}
							</option>
						))}
					</select>
				</div>
				<fieldset className="flex flex-wrap items-end gap-3">
					<legend className={`${labelClass} mb-1`}>
						{t("browse.price")} ({currency})
					</legend>
					<div className="flex flex-col gap-1">
						<label htmlFor={`${id}-min`} className="text-sm">
							{t("browse.priceFrom")}
						</label>
						<input
							id={`${id}-min`}
							name={filterParam.min}
							type="text"
							inputMode="decimal"
							autoComplete="off"
							size={7}
							maxLength={12}
							value={draft.min}
							onChange={(event) => {
								const min = event.currentTarget.value;
								setDraft((d) => ({ ...d, min }));
							}}
							className={`${fieldClass} w-28`}
						/>
					</div>
					<div className="flex flex-col gap-1">
						<label htmlFor={`${id}-max`} className="text-sm">
							{t("browse.priceTo")}
						</label>
						<input
							id={`${id}-max`}
							name={filterParam.max}
							type="text"
							inputMode="decimal"
							autoComplete="off"
							size={7}
							maxLength={12}
							value={draft.max}
							onChange={(event) => {
								const max = event.currentTarget.value;
								setDraft((d) => ({ ...d, max }));
							}}
							className={`${fieldClass} w-28`}
						/>
					</div>
				</fieldset>
				{facets ? <PriceBandLinks id={id} filters={filters} counts={facets.priceBands} /> : null}
				{brands.length > 0 ? (
					<fieldset className="min-w-48">
						<legend className={`${labelClass} mb-1`}>{t("browse.brand")}</legend>
						<ul className="max-h-40 overflow-y-auto rounded-md border border-gray-300 bg-white px-3 py-2">
							<BrandChoices id={id} brands={brands} chosen={draft.brands} onToggle={toggleBrand} />
						</ul>
					</fieldset>
				) : null}
				{facets && facets.categories.length > 0 ? (
					<fieldset className="min-w-48">
						<legend className={`${labelClass} mb-1`}>{t("browse.category")}</legend>
						<ul className="max-h-40 overflow-y-auto rounded-md border border-gray-300 bg-white px-3 py-2">
							{facets.categories.map((category, i) => (
								<li key={category.name}>
									<label htmlFor={`${id}-category-${i}`} className="flex items-center gap-2 py-0.5 text-sm">
										<input
											id={`${id}-category-${i}`}
											type="checkbox"
											name={filterParam.category}
											value={category.name}
											checked={draft.categories.includes(category.name)}
											onChange={toggleCategory(category.name)}
										/>
										{t("browse.categoryOption", { category: category.name, count: category.count })}
									</label>
								</li>
							))}
						</ul>
					</fieldset>
				) : null}
				<label htmlFor={`${id}-instock`} className="flex min-h-11 items-center gap-2 py-2 text-sm font-semibold">
					<input
						id={`${id}-instock`}
						type="checkbox"
						name={filterParam.inStock}
						value="1"
						checked={draft.inStock}
						onChange={(event) => {
							const inStock = event.currentTarget.checked;
							setDraft((d) => ({ ...d, inStock }));
						}}
					/>
					{facets ? t("browse.inStockOption", { count: facets.inStock }) : t("browse.inStock")}
				</label>
				<div className="flex items-center gap-4">
					<button type="submit" className={buttonClass}>
						{t("browse.apply")}
					</button>
					{filtered ? (
						<PageLink to={`${pathname}${withoutFilters(search)}`} preventScrollReset className="font-semibold underline">
							{t("browse.clear")}
						</PageLink>
					) : null}
				</div>
			</Form>
		</details>
	);
}

/** The brands to choose from, each a checkbox with its product count. */
function BrandChoices({
	id,
	brands,
	chosen,
	onToggle,
}: {
	id: string;
	brands: BrandOption[];
	chosen: string[];
	onToggle: (name: string) => (event: ChangeEvent<HTMLInputElement>) => void;
}) {
	const t = useT();
	return brands.map((brand, i) => (
		<li key={brand.name}>
			<label htmlFor={`${id}-brand-${i}`} className="flex items-center gap-2 py-0.5 text-sm">
				<input
					id={`${id}-brand-${i}`}
					type="checkbox"
					name={filterParam.brand}
					value={brand.name}
					checked={chosen.includes(brand.name)}
					onChange={onToggle(brand.name)}
				/>
				{t("browse.brandOption", { brand: brand.name, count: brand.count })}
			</label>
		</li>
	));
}

/** The address of the list with this price band chosen (or, when it is, with no price range), from page 1. */
function bandAddress(pathname: string, search: string, band: PriceBand, chosen: boolean): string {
	const params = new URLSearchParams(search);
	for (const name of [filterParam.min, filterParam.max, "page", "append"]) params.delete(name);
	if (!chosen) {
		if (band.min !== null) params.set(filterParam.min, String(band.min));
		if (band.max !== null) params.set(filterParam.max, String(band.max));
	}
	return `${pathname}?${params}`;
}

/** The hits' price bands with their counts, each a link setting the price range; the chosen one clears it. */
function PriceBandLinks({ id, filters, counts }: { id: string; filters: AppliedFilters; counts: number[] }) {
	const t = useT();
	const { pathname, search } = useLocation();
	const bands = allPriceBands.map((band, i) => ({ band, count: counts[i] ?? 0 })).filter(({ count }) => count > 0);
	if (bands.length === 0) return null;
	const label = ({ from, to }: PriceBand) =>
		from === null
			? t("browse.priceBand.below", { max: to ?? 0 })
			: to === null
				? t("browse.priceBand.above", { min: from })
				: t("browse.priceBand.between", { min: from, max: to });
	return (
		<div className="min-w-40">
			<p id={`${id}-bands`} className={`${labelClass} mb-1`}>
				{t("browse.priceBands")}
			</p>
			<ul aria-labelledby={`${id}-bands`} className="text-sm">
				{bands.map(({ band, count }) => {
					const chosen = filters.min === band.min && filters.max === band.max;
					return (
						<li key={band.from ?? "low"}>
							<PageLink
								to={bandAddress(pathname, search, band, chosen)}
								preventScrollReset
								aria-current={chosen ? "true" : undefined}
								className={`underline ${chosen ? "font-bold" : ""}`}
							>
								{t("browse.priceBandOption", { band: label(band), count })}
							</PageLink>
						</li>
					);
				})}
			</ul>
		</div>
	);
}
