// Clicks over time: the chart of clicks per day for the last 30 days, for every shop or one shop or
// product chosen with a plain GET form (no JavaScript needed), and beside it the shops and the most
// clicked products of the window, each a link that charts it alone.
import { Form, href, Link } from "react-router";
import type { ClicksPerDay } from "~/.server/admin/clicks-per-day";
import { adminT } from "~/i18n/admin-t";
import { AdminCard } from "./AdminCard";
import { ClicksChart } from "./ClicksChart";
import { inputClass } from "./FormField";
import { LoadFailed } from "./LoadFailed";
import { SubmitButton } from "./SubmitButton";

const statistics = href("/admin/statistik");

function filterLink(params: Record<string, string>): string {
	return `${statistics}?${new URLSearchParams(params)}#clicks-per-day`;
}

function FilterForm({ data }: { data: ClicksPerDay }) {
	const products =
		data.product && !data.products.some((p) => p.id === data.product?.id) ? [data.product, ...data.products] : data.products;
	return (
		<Form method="get" action={`${statistics}#clicks-per-day`} className="mb-4 flex flex-wrap items-end gap-3">
			<div>
				<label htmlFor="clicks-retailer" className="block text-sm font-semibold">
					{adminT("feeds.clicksPerDay.retailer")}
				</label>
				<select id="clicks-retailer" name="butik" defaultValue={data.retailer?.slug ?? ""} className={inputClass}>
					<option value="">{adminT("feeds.clicksPerDay.allRetailers")}</option>
					{data.retailers.map((r) => (
						<option key={r.slug} value={r.slug}>
							{r.name}
						</option>
					))}
				</select>
			</div>
			<div className="min-w-0 max-w-full">
				<label htmlFor="clicks-product" className="block text-sm font-semibold">
					{adminT("feeds.clicksPerDay.product")}
				</label>
				<select id="clicks-product" name="produkt" defaultValue={data.product?.id ?? ""} className={`${inputClass} max-w-full`}>
					<option value="">{adminT("feeds.clicksPerDay.allProducts")}</option>
					{products.map((p) => (
						<option key={p.id} value={p.id}>
							{p.name} ({p.locale})
						</option>
					))}
				</select>
			</div>
			<SubmitButton>{adminT("feeds.clicksPerDay.show")}</SubmitButton>
		</Form>
	);
}

interface TotalsProps {
	caption: string;
	nameHeader: string;
	rows: { key: string; name: string; to: string; clicks: number }[];
}

function Totals({ caption, nameHeader, rows }: TotalsProps) {
	return (
		<table className="w-full text-left text-sm wrap-anywhere">
			<caption className="mb-1 text-left font-bold">{caption}</caption>
			<thead className="border-b border-gray-200 text-xs uppercase text-gray-600">
				<tr>
					<th scope="col" className="py-1 pr-3">
						{nameHeader}
					</th>
					<th scope="col" className="py-1 text-right">
						{adminT("feeds.clicksPerDay.clicks")}
					</th>
				</tr>
			</thead>
			<tbody className="divide-y divide-gray-100">
				{rows.map((row) => (
					<tr key={row.key}>
						<td className="py-1.5 pr-3">
							<Link to={row.to} className="text-brand-700 underline">
								{row.name}
							</Link>
						</td>
						<td className="py-1.5 text-right tabular-nums">{row.clicks}</td>
					</tr>
				))}
			</tbody>
		</table>
	);
}

export function ClicksPerDayCard({ data }: { data: ClicksPerDay | null }) {
	return (
		<AdminCard
			id="clicks-per-day"
			title={adminT("feeds.clicksPerDay.title")}
			description={adminT("feeds.clicksPerDay.description")}
		>
			{data === null ? (
				<LoadFailed text={adminT("feeds.clicksPerDay.loadFailed")} />
			) : (
				<>
					<FilterForm data={data} />
					<p className="mb-2 text-sm font-semibold" data-testid="clicks-per-day-showing">
						{adminT("feeds.clicksPerDay.showing", {
							what:
								[data.retailer?.name, data.product ? `${data.product.name} (${data.product.locale})` : null]
									.filter(Boolean)
									.join(" · ") || adminT("feeds.clicksPerDay.everything"),
						})}
					</p>
					<ClicksChart days={data.days} total={data.total} />
					{data.retailers.length === 0 ? (
						<p className="mt-4 text-sm text-gray-700">{adminT("feeds.clicksPerDay.none")}</p>
					) : (
						<div className="mt-6 grid gap-6 md:grid-cols-2">
							<Totals
								caption={adminT("feeds.clicksPerDay.perRetailer")}
								nameHeader={adminT("feeds.clicksPerDay.retailer")}
								rows={data.retailers.map((r) => ({
									key: r.slug,
									name: r.name,
									to: filterLink({ butik: r.slug }),
									clicks: r.clicks,
								}))}
							/>
							<Totals
								caption={adminT("feeds.clicksPerDay.perProduct")}
								nameHeader={adminT("feeds.clicksPerDay.product")}
								rows={data.products.map((p) => ({
									key: p.id,
									name: `${p.name} (${p.locale})`,
									to: filterLink({ produkt: p.id }),
									clicks: p.clicks,
								}))}
							/>
						</div>
					)}
				</>
			)}
		</AdminCard>
	);
}
