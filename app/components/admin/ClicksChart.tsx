// Clicks per day drawn on the server as plain SVG bars (as the product page's price history is: no
// chart library, no script). The axis names the highest day and the window's first and last days;
// a title, a description and a visually hidden table of every day say what it shows for those who
// cannot see it.
import { useId } from "react";
import type { DayClicks } from "~/.server/admin/clicks-per-day";
import { adminT } from "~/i18n/admin-t";

const width = 600;
const height = 220;
const plot = { left: 40, right: width - 8, top: 12, bottom: height - 28 };
const fontSize = 13;

/** "2026-11-26" → "26/11", the admin's short day. */
export function shortDay(day: string): string {
	return `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;
}

export function ClicksChart({ days, total }: { days: DayClicks[]; total: number }) {
	const id = useId();
	const first = days[0];
	const last = days[days.length - 1];
	if (!first || !last) return null;
	const most = Math.max(0, ...days.map((d) => d.clicks));
	// The bars' scale has a floor of 1 so an empty window draws no division by zero; the words say
	// the real highest day, and an empty window in a sentence of its own.
	const max = Math.max(1, most);
	const summary =
		most === 0 ? adminT("feeds.clicksPerDay.chartSummaryNone") : adminT("feeds.clicksPerDay.chartSummary", { total, max: most });
	const slot = (plot.right - plot.left) / days.length;
	const barWidth = Math.max(2, slot * 0.7);
	const y = (clicks: number) => plot.bottom - (clicks / max) * (plot.bottom - plot.top);
	const titleId = `${id}-title`;
	const descId = `${id}-desc`;
	const from = shortDay(first.day);
	const to = shortDay(last.day);
	return (
		<figure className="m-0" data-testid="clicks-per-day">
			<svg
				viewBox={`0 0 ${width} ${height}`}
				role="img"
				aria-labelledby={`${titleId} ${descId}`}
				className="h-auto w-full text-brand-700"
				data-testid="clicks-chart"
			>
				<title id={titleId}>{adminT("feeds.clicksPerDay.chartTitle", { from, to })}</title>
				<desc id={descId}>{summary}</desc>
				<line x1={plot.left} y1={plot.bottom} x2={plot.right} y2={plot.bottom} stroke="#9ca3af" />
				<line x1={plot.left} y1={plot.top} x2={plot.right} y2={plot.top} stroke="#e5e7eb" strokeDasharray="4 4" />
				<text x={plot.left - 6} y={plot.top + 4} textAnchor="end" fontSize={fontSize} fill="#374151">
					{max}
				</text>
				<text x={plot.left - 6} y={plot.bottom + 4} textAnchor="end" fontSize={fontSize} fill="#374151">
					0
				</text>
				{days.map((d, i) => (
					<rect
						key={d.day}
						data-day={d.day}
						data-clicks={d.clicks}
						x={(plot.left + i * slot + (slot - barWidth) / 2).toFixed(1)}
						y={y(d.clicks).toFixed(1)}
						width={barWidth.toFixed(1)}
						height={(plot.bottom - y(d.clicks)).toFixed(1)}
						fill="currentColor"
					/>
				))}
				<text x={plot.left} y={height - 8} textAnchor="start" fontSize={fontSize} fill="#374151">
					{from}
				</text>
				<text x={plot.right} y={height - 8} textAnchor="end" fontSize={fontSize} fill="#374151">
					{to}
				</text>
			</svg>
			{/* Hidden by a wrapper: a table ignores the width and height that hide other elements. */}
			<div className="sr-only" data-testid="clicks-per-day-table">
				<table>
					<caption>{adminT("feeds.clicksPerDay.tableCaption")}</caption>
					<thead>
						<tr>
							<th scope="col">{adminT("feeds.clicksPerDay.day")}</th>
							<th scope="col">{adminT("feeds.clicksPerDay.clicks")}</th>
						</tr>
					</thead>
					<tbody>
						{days.map((d) => (
							<tr key={d.day}>
								<th scope="row">{d.day}</th>
								<td>{d.clicks}</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<figcaption className="mt-2 text-sm text-gray-700">{summary}</figcaption>
		</figure>
	);
}
