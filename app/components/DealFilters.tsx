// Category and brand above the deals list. A plain GET form: "Visa" loads the narrowed list from
// its first page (the form carries no page), with JavaScript or without; a choice never applies by
// itself, as on the product lists (ProductFilters.tsx says why).
import { Form, useLocation } from "react-router";
import { useT } from "~/i18n/use-locale";
import { PageLink } from "./PageLink";
import { buttonClass } from "./StatusPage";

interface Facet {
	name: string;
	count: number;
}

const fieldClass = "min-h-11 rounded-md border border-gray-300 bg-white px-3 py-2";
const labelClass = "text-sm font-semibold";

export function DealFilters({
	categories,
	brands,
	category,
	brand,
}: {
	categories: (Facet & { slug: string })[];
	brands: Facet[];
	/** The applied category's slug and brand's name. */
	category: string | null;
	brand: string | null;
}) {
	const t = useT();
	const { pathname } = useLocation();
	const filtered = category !== null || brand !== null;
	return (
		<Form
			method="get"
			action={pathname}
			// The fields start over from what the server applied after every load.
			key={`${category ?? ""}|${brand ?? ""}`}
			aria-label={t("deals.filters")}
			className="flex flex-wrap items-end gap-x-6 gap-y-4 rounded-xl border border-gray-200 bg-gray-50 p-4"
		>
			<div className="flex flex-col gap-1">
				<label htmlFor="deal-category" className={labelClass}>
					{t("deals.category")}
				</label>
				<select id="deal-category" name="category" defaultValue={category ?? ""} className={fieldClass}>
					<option value="">{t("deals.allCategories")}</option>
					{categories.map((c) => (
						<option key={c.slug} value={c.slug}>
							{t("deals.option", { name: c.name, count: c.count })}
						</option>
					))}
				</select>
			</div>
			<div className="flex flex-col gap-1">
				<label htmlFor="deal-brand" className={labelClass}>
					{t("deals.brand")}
				</label>
				<select id="deal-brand" name="brand" defaultValue={brand ?? ""} className={fieldClass}>
					<option value="">{t("deals.allBrands")}</option>
					{brands.map((b) => (
						<option key={b.name} value={b.name}>
							{t("deals.option", { name: b.name, count: b.count })}
						</option>
					))}
				</select>
			</div>
			<div className="flex items-center gap-4">
				<button type="submit" className={buttonClass}>
					{t("deals.apply")}
				</button>
				{filtered ? (
					<PageLink to={pathname} className="font-semibold underline">
						{t("deals.clear")}
					</PageLink>
				) : null}
			</div>
		</Form>
	);
}
