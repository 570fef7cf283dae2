// The click-out report: clicks per product and retailer over the last 30 days,
// most clicked first, so the operator sees which products earn.
import { Link } from "react-router";
import type { loadClicksCard } from "~/.server/admin/clicks";
import { adminT } from "~/i18n/admin-t";
import { AdminCard } from "./AdminCard";
import { LoadedList } from "./LoadedList";
import { ScrollBox } from "./ScrollBox";

export function ClicksCard({ data }: { data: Awaited<ReturnType<typeof loadClicksCard>> }) {
	const { report } = data;
	return (
		<AdminCard id="clicks" title={adminT("feeds.clicks.title")} description={adminT("feeds.clicks.description")}>
			<LoadedList items={report?.rows ?? null} failed={adminT("feeds.clicks.listFailed")} empty={adminT("feeds.clicks.empty")}>
				{(rows) => (
					<>
						<p className="mb-2 text-sm font-semibold" data-testid="clicks-total">
							{adminT("feeds.clicks.total", { count: report?.total ?? 0 })}
						</p>
						<ScrollBox label={adminT("feeds.clicks.title")} className="max-h-[400px] overflow-auto">
							<table className="w-full text-left text-sm wrap-anywhere" data-testid="clicks-table">
								<thead className="border-b border-gray-200 text-xs uppercase text-gray-600">
									<tr>
										<th className="py-2 pr-3">{adminT("feeds.clicks.product")}</th>
										<th className="py-2 pr-3">{adminT("feeds.clicks.retailer")}</th>
										<th className="py-2 pr-3">{adminT("feeds.clicks.locale")}</th>
										<th className="py-2 text-right">{adminT("feeds.clicks.clicks")}</th>
									</tr>
								</thead>
								<tbody className="divide-y divide-gray-100">
									{rows.map((row) => (
										<tr key={`${row.productPath} ${row.retailerSlug}`}>
											<td className="py-1.5 pr-3">
												<Link to={row.productPath} className="text-brand-700 underline">
													{row.productName}
												</Link>
											</td>
											<td className="py-1.5 pr-3">{row.retailerName}</td>
											<td className="py-1.5 pr-3">{adminT(`feeds.locales.${row.locale}`)}</td>
											<td className="py-1.5 text-right tabular-nums">{row.clicks}</td>
										</tr>
									))}
								</tbody>
							</table>
						</ScrollBox>
					</>
				)}
			</LoadedList>
		</AdminCard>
	);
}
