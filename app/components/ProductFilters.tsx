// Sort and filters above a product list. A GET form: without JavaScript "Visa" loads
// the filtered list (page 1, since the form carries no page); with JavaScript a new sort, brand or
// "in stock" applies at once, and the price fields on "Visa" or Enter. On small screens the form
// folds into a <details> "Filtrera och sortera"; from the md breakpoint it is always shown.
import { type ChangeEvent, useRef, useState } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { useLocale, useT } from "~/i18n/use-locale";
import { useFieldsBeforeHydration } from "~/lib/fields-before-hydration";
import {
	type ProductFilters as AppliedFilters,
	filterParam,
	isFilteredView,
	listCurrency,
	priceFieldValue,
	productFilterParams,
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
	min: string;
	max: string;
	inStock: boolean;
}

const draftOf = (filters: AppliedFilters): Draft => ({
	sort: filters.sort,
	brands: filters.brands,
	min: priceFieldValue(filters.min),
	max: priceFieldValue(filters.max),
	inStock: filters.inStock,
});

const draftFromFields = (fields: FormData): Draft => ({
	sort: String(fields.get(filterParam.sort) ?? ""),
	brands: fields.getAll(filterParam.brand).map(String),
	min: String(fields.get(filterParam.min) ?? ""),
	max: String(fields.get(filterParam.max) ?? ""),
	inStock: fields.has(filterParam.inStock),
});

const fieldClass = "rounded-md border border-gray-300 bg-white px-3 py-2";
const labelClass = "text-sm font-semibold";

export function ProductFilters({
	id,
	filters,
	brands,
	keep = {},
}: {
	/** Unique on the page; prefixes the fields' ids. */
	id: string;
	/** The sort and filters the list was loaded with (what the form shows). */
	filters: AppliedFilters;
	/** The list's brands to choose from; none on a brand page. */
	brands: BrandOption[];
	/** Other parameters the list needs (the search's q), sent along as hidden fields. */
	keep?: Record<string, string>;
}) {
	const t = useT();
	const locale = useLocale();
	const { pathname, search } = useLocation();
	const submit = useSubmit();

	// The fields follow the visitor's changes, and start over from what the server applied after
	// every load (a reversed price range turned round, "Rensa filter", the browser's back button).
	const applied = productFilterParams(filters).toString();
	const [shownFor, setShownFor] = useState(applied);
	const [draft, setDraft] = useState(() => draftOf(filters));
	if (shownFor !== applied) {
		setShownFor(applied);
		setDraft(draftOf(filters));
	}
	const formRef = useRef<HTMLFormElement>(null);
	useFieldsBeforeHydration(formRef, (fields) => setDraft(draftFromFields(fields)));

	const applyNow = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
		const form = event.currentTarget.form;
		if (form) submit(form, { preventScrollReset: true });
	};
	const toggleBrand = (name: string) => (event: ChangeEvent<HTMLInputElement>) => {
		const checked = event.currentTarget.checked;
		setDraft((d) => ({ ...d, brands: checked ? [...d.brands, name] : d.brands.filter((b) => b !== name) }));
		applyNow(event);
	};

	const currency = listCurrency[locale];
	return (
		<details
			open={isFilteredView(filters) || undefined}
			className="rounded-xl border border-gray-200 bg-gray-50 md:border-0 md:bg-transparent md:details-content:block md:details-content:[content-visibility:visible]"
		>
			<summary className="px-4 py-3 font-semibold md:hidden">{t("browse.heading")}</summary>
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
							applyNow(event);
						}}
						className={fieldClass}
					>
						{sortOrders.map((sort) => (
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
				{brands.length > 0 ? (
					<fieldset className="min-w-48">
						<legend className={`${labelClass} mb-1`}>{t("browse.brand")}</legend>
						<ul className="max-h-40 overflow-y-auto rounded-md border border-gray-300 bg-white px-3 py-2">
							<BrandChoices id={id} brands={brands} chosen={draft.brands} onToggle={toggleBrand} />
						</ul>
					</fieldset>
				) : null}
				<label htmlFor={`${id}-instock`} className="flex items-center gap-2 py-2 text-sm font-semibold">
					<input
						id={`${id}-instock`}
						type="checkbox"
						name={filterParam.inStock}
						value="1"
						checked={draft.inStock}
						onChange={(event) => {
							const inStock = event.currentTarget.checked;
							setDraft((d) => ({ ...d, inStock }));
							applyNow(event);
						}}
					/>
					{t("browse.inStock")}
				</label>
				<div className="flex items-center gap-4">
					<button type="submit" className={buttonClass}>
						{t("browse.apply")}
					</button>
					{isFilteredView(filters) ? (
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
