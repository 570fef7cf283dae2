// The click-out report (issue 5 point 5): clicks per product and retailer over the last 30 days,
// most clicked first, so the operator sees which products earn.
import { Link } from "react-router";
import type { loadClicksCard } from "~/.server/admin/clicks";
import { useT } from "~/i18n/use-locale";
import { AdminCard } from "./AdminCard";
import { LoadedList } from "./LoadedList";

export function ClicksCard({ data }: { data: Awaited<ReturnType<typeof loadClicksCard>> }) {
	const t = useT();
	const { report } = data;
	return (
		<AdminCard id="clicks" title={t("admin.feeds.clicks.title")} description={t("admin.feeds.clicks.description")}>
			<LoadedList items={report?.rows ?? null} failed={t("admin.feeds.clicks.listFailed")} empty={t("admin.feeds.clicks.empty")}>
				{(rows) => (
					<>
						<p className="mb-2 text-sm font-semibold" data-testid="clicks-total">
							{t("admin.feeds.clicks.total", { count: report?.total ?? 0 })}
						</p>
						<div className="max-h-[400px] overflow-auto">
							<table className="w-full text-left text-sm" data-testid="clicks-table">
								<thead className="border-b border-gray-200 text-xs uppercase text-gray-600">
									<tr>
										<th className="py-2 pr-3">{t("admin.feeds.clicks.product")}</th>
										<th className="py-2 pr-3">{t("admin.feeds.clicks.retailer")}</th>
										<th className="py-2 pr-3">{t("admin.feeds.clicks.locale")}</th>
										<th className="py-2 text-right">{t("admin.feeds.clicks.clicks")}</th>
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
											<td className="py-1.5 pr-3">{t(`admin.feeds.locales.${row.locale}`)}</td>
											<td className="py-1.5 text-right tabular-nums">{row.clicks}</td>
										</tr>
									))}
								</tbody>
							</table>
						</div>
					</>
				)}
			</LoadedList>
		</AdminCard>
	);
}
