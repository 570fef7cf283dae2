// The product's price history drawn on the server as plain SVG: the cheapest price per day as a
// thick step line, each retailer's own price as a thin dashed one, and, when the price is a deal,
// the lowest price of the 30 days before the drop marked (ADR 027: the database's reference, the
// same number and label as the deal's card and the product page's notice). No chart library and no script, so it is in the HTML for every visitor and every
// crawler. The legend is HTML under the chart, so it wraps on a narrow screen; the viewBox is small
// enough that its labels stay readable at 375 px. A title, a description, a sentence under the
// chart and a visually hidden table of the prices say what it shows for those who cannot see it.
// Over 300 lines: the drawing and its text alternative share every scale and must stay in step.
import { useId } from "react";
import type { Locale } from "~/i18n/locales";
import { useLocale, useT } from "~/i18n/use-locale";
import { formatPrice } from "~/lib/money";
import { perLocale } from "~/lib/per-locale";
import { formatStockholmDate } from "~/lib/stockholm-date";
import { TaggedText } from "./TaggedText";

export interface PricePoint {
	/** YYYY-MM-DD. */
	day: string;
	price: number;
}

export interface RetailerLine {
	retailer: string;
	points: PricePoint[];
}

const width = 400;
const height = 230;
const plot = { left: 84, right: width - 10, top: 12, bottom: height - 30 };
const fontSize = 13;
/** The window before a drop whose lowest price is its reference (the EU's "prior price" period, ADR 027). */
const referenceWindowDays = 30;

/** Retailer lines: a colour and a dash pattern each, so they differ without colour too. */
const retailerStyles = [
	{ color: "#0f766e", dash: "6 3" },
	{ color: "#b45309", dash: "2 3" },
	{ color: "#7c3aed", dash: "9 3 2 3" },
	{ color: "#be123c", dash: "4 4" },
	{ color: "#4b5563", dash: "1 3" },
];

function dayNumber(day: string): number {
	const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
	return Date.UTC(y, m - 1, d) / 86_400_000;
}

function dayOf(number: number): string {
	return new Date(number * 86_400_000).toISOString().slice(0, 10);
}

const shortDays = perLocale((tag) => new Intl.DateTimeFormat(tag, { day: "numeric", month: "numeric", timeZone: "UTC" }));

/** A calendar day in the language's short numeric form: "22/11" (sv), "22.11." (nb). */
function shortDay(day: string, locale: Locale): string {
	return shortDays[locale].format(new Date(dayNumber(day) * 86_400_000));
}

/**
 * A calendar day as the site writes dates for shoppers, through the one formatter of them:
 * "2026-11-22" (sv), "22.11.2026" (nb). Noon UTC falls on the same day in Stockholm.
 */
function fullDay(day: string, locale: Locale): string {
	return formatStockholmDate(`${day}T12:00:00Z`, locale);
}

/** The price axis: a little room above and below the lines, never below zero. */
function priceRange(low: number, high: number): [number, number] {
	const pad = high > low ? (high - low) * 0.15 : Math.max(1, high * 0.1);
	return [Math.max(0, low - pad), high + pad];
}

/** The price a step line shows on a day: its last point on or before it (undefined before its first). */
export function priceOn(points: PricePoint[], day: string): number | undefined {
	let price: number | undefined;
	for (const p of points) {
		if (p.day > day) break;
		price = p.price;
	}
	return price;
}

/** A current drop as the database keeps it (ADR 027): its reference and the day the price fell. */
export interface ChartDrop {
	referencePrice: number;
	/** YYYY-MM-DD. */
	startedDay: string;
}

/**
 * Where the chart marks a drop's reference: the 30 days before the drop (`from` up to `until`,
 * within the chart) at the reference price, with the first day in it the cheapest line stood at
 * that price (the window's first day when the line never shows it to the day). Null before the
 * chart's first day.
 */
export function referenceWindow(
	points: PricePoint[],
	drop: ChartDrop,
): { price: number; day: string; from: string; until: string } | null {
	const first = points[0];
	if (!first || drop.startedDay <= first.day) return null;
	const from = dayOf(Math.max(dayNumber(first.day), dayNumber(drop.startedDay) - referenceWindowDays));
	const days = [from, ...points.map((p) => p.day).filter((day) => day > from && day < drop.startedDay)];
	const day = days.find((d) => priceOn(points, d) === drop.referencePrice) ?? from;
	return { price: drop.referencePrice, day, from, until: drop.startedDay };
}

/** A step line's SVG path: a price holds until the next change, across, then up or down. */
function stepPath(points: PricePoint[], x: (day: string) => number, y: (price: number) => number, until: string): string {
	const path = points
		.map((p, i) =>
			i === 0 ? `M${x(p.day).toFixed(1)} ${y(p.price).toFixed(1)}` : `H${x(p.day).toFixed(1)} V${y(p.price).toFixed(1)}`,
		)
		.join(" ");
	const last = points[points.length - 1];
	return last && last.day < until ? `${path} H${x(until).toFixed(1)}` : path;
}

export function PriceHistoryChart({
	points,
	retailers = [],
	currency,
	drop = null,
}: {
	/** The product's current drop (ADR 027), whose reference the chart marks; null when it is no deal. */
	drop?: ChartDrop | null;
	/** The cheapest price per day across all offers. */
	points: PricePoint[];
	/** Each retailer's own price per day. */
	retailers?: RetailerLine[];
	currency: string;
}) {
	const t = useT();
	const locale = useLocale();
	const id = useId();
	const first = points[0];
	const last = points[points.length - 1];
	if (!first || !last) {
		return (
			<p className="text-gray-600" data-testid="price-history-empty">
				{t("offers.history.empty")}
			</p>
		);
	}
	const lines = retailers.filter((r) => r.points.length > 0);
	const prices = points.map((p) => p.price);
	const everyPrice = [...prices, ...lines.flatMap((r) => r.points.map((p) => p.price))];
	const low = Math.min(...prices);
	const high = Math.max(...prices);
	const [bottomPrice, topPrice] = priceRange(Math.min(...everyPrice), Math.max(...everyPrice));
	const firstDay = dayNumber(first.day);
	const span = dayNumber(last.day) - firstDay;
	const x = (day: string) =>
		span === 0
			? (plot.left + plot.right) / 2
			: plot.left + ((Math.min(dayNumber(day), firstDay + span) - firstDay) / span) * (plot.right - plot.left);
	const y = (price: number) => plot.bottom - ((price - bottomPrice) / (topPrice - bottomPrice)) * (plot.bottom - plot.top);
	const money = (price: number) => formatPrice(price, currency, locale);
	// The cheapest line's lowest price, and the highest any line reaches.
	const top = Math.max(...everyPrice);
	const priceTicks = low === top ? [low] : [low, top];
	const dayTicks = first.day === last.day ? [first.day] : [first.day, last.day];
	const reference = drop && points.length > 1 ? referenceWindow(points, drop) : null;
	const titleId = `${id}-title`;
	const descId = `${id}-desc`;
	const summary =
		points.length === 1
			? t("offers.history.onePoint", { price: money(first.price), day: fullDay(first.day, locale) })
			: t("offers.history.summary", {
					from: fullDay(first.day, locale),
					to: fullDay(last.day, locale),
					low: money(low),
					high: money(high),
					current: money(last.price),
				});
	// The table's rows: every day any line changed, oldest first.
	const tableDays = [...new Set([...points, ...lines.flatMap((r) => r.points)].map((p) => p.day))].sort();
	return (
		<figure className="m-0 max-w-lg" data-testid="price-history">
			<svg
				viewBox={`0 0 ${width} ${height}`}
				role="img"
				aria-labelledby={`${titleId} ${descId}`}
				className="h-auto w-full text-brand-700"
				data-testid="price-history-chart"
			>
				<title id={titleId}>{t("offers.history.title")}</title>
				<desc id={descId}>
					{t("offers.history.description", {
						from: fullDay(first.day, locale),
						to: fullDay(last.day, locale),
						low: money(low),
						high: money(high),
					})}
				</desc>
				{reference && span > 0 ? (
					<rect
						x={x(reference.from)}
						y={plot.top}
						width={x(reference.until) - x(reference.from)}
						height={plot.bottom - plot.top}
						fill="#f3f4f6"
						data-window="30"
					/>
				) : null}
				<line x1={plot.left} y1={plot.bottom} x2={plot.right} y2={plot.bottom} stroke="#9ca3af" />
				<line x1={plot.left} y1={plot.top} x2={plot.left} y2={plot.bottom} stroke="#9ca3af" />
				{priceTicks.map((price) => (
					<g key={`price-${price}`} data-axis="price">
						<line x1={plot.left} y1={y(price)} x2={plot.right} y2={y(price)} stroke="#e5e7eb" strokeDasharray="4 4" />
						<text x={plot.left - 6} y={y(price) + 4} textAnchor="end" fontSize={fontSize} fill="#374151">
							{money(price)}
						</text>
					</g>
				))}
				{dayTicks.map((day, i) => (
					<text
						key={`day-${day}`}
						data-axis="day"
						x={x(day)}
						y={height - 10}
						textAnchor={dayTicks.length === 1 ? "middle" : i === 0 ? "start" : "end"}
						fontSize={fontSize}
						fill="#374151"
					>
						{shortDay(day, locale)}
					</text>
				))}
				{lines.map((line, i) => {
					const style = retailerStyles[i % retailerStyles.length] ?? retailerStyles[0];
					return (
						<path
							key={line.retailer}
							data-line="retailer"
							data-retailer={line.retailer}
							d={stepPath(line.points, x, y, last.day)}
							fill="none"
							stroke={style?.color}
							strokeWidth="1.5"
							strokeDasharray={style?.dash}
						/>
					);
				})}
				{points.length > 1 ? (
					<path
						data-line="cheapest"
						d={stepPath(points, x, y, last.day)}
						fill="none"
						stroke="currentColor"
						strokeWidth="3"
						strokeLinejoin="round"
					/>
				) : null}
				{points.map((p) => (
					<circle key={p.day} cx={x(p.day)} cy={y(p.price)} r={points.length === 1 ? 5 : 3} fill="currentColor" />
				))}
				{reference ? (
					<g data-testid="price-history-lowest-30" data-price={reference.price} data-day={reference.day}>
						<line
							x1={x(reference.from)}
							y1={y(reference.price)}
							x2={x(reference.until)}
							y2={y(reference.price)}
							stroke="#15803d"
							strokeWidth="1.5"
							strokeDasharray="3 2"
						/>
						<polygon
							points={diamond(x(reference.day), y(reference.price), 6)}
							fill="#15803d"
							stroke="#ffffff"
							strokeWidth="1.5"
						/>
					</g>
				) : null}
			</svg>
			<ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700" data-testid="price-history-legend">
				<li className="flex items-center gap-1.5">
					<Swatch color="currentColor" width={3} className="text-brand-700" />
					{t("offers.history.cheapestLine")}
				</li>
				{lines.map((line, i) => {
					const style = retailerStyles[i % retailerStyles.length] ?? retailerStyles[0];
					return (
						<li key={line.retailer} className="flex items-center gap-1.5">
							<Swatch color={style?.color ?? "#4b5563"} width={1.5} dash={style?.dash} />
							{line.retailer}
						</li>
					);
				})}
				{reference ? (
					<li className="flex items-center gap-1.5" data-testid="price-history-lowest-30-legend">
						<Swatch color="#15803d" width={1.5} dash="3 2" marker />
						<TaggedText text={t("deals.lowest30", { price: money(reference.price) })} parts={{ price: <span /> }} />
					</li>
				) : null}
			</ul>
			{/* Hidden by a wrapper: a table ignores the width and height that hide other elements. */}
			<div className="sr-only" data-testid="price-history-table">
				<table>
					<caption>{t("offers.history.tableCaption")}</caption>
					<thead>
						<tr>
							<th scope="col">{t("offers.history.day")}</th>
							<th scope="col">{t("offers.history.cheapestLine")}</th>
							{lines.map((line) => (
								<th key={line.retailer} scope="col">
									{line.retailer}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{tableDays.map((day) => (
							<tr key={day}>
								<th scope="row">{fullDay(day, locale)}</th>
								<td>{cell(priceOn(points, day), money)}</td>
								{lines.map((line) => (
									<td key={line.retailer}>{cell(priceOn(line.points, day), money)}</td>
								))}
							</tr>
						))}
					</tbody>
				</table>
			</div>
			<figcaption className="mt-2 text-sm text-gray-700" data-testid="price-history-summary">
				{summary}
				{reference ? (
					<>
						{" "}
						<TaggedText text={t("deals.lowest30", { price: money(reference.price) })} parts={{ price: <span /> }} />
					</>
				) : null}
			</figcaption>
		</figure>
	);
}

function cell(price: number | undefined, money: (price: number) => string): string {
	return price === undefined ? "–" : money(price);
}

function diamond(cx: number, cy: number, r: number): string {
	return [
		[cx, cy - r],
		[cx + r, cy],
		[cx, cy + r],
		[cx - r, cy],
	]
		.map(([a, b]) => `${(a as number).toFixed(1)},${(b as number).toFixed(1)}`)
		.join(" ");
}

/** A legend's sample of a line (decorative: the text beside it names the line). */
function Swatch({
	color,
	width: strokeWidth,
	dash,
	marker = false,
	className,
}: {
	color: string;
	width: number;
	dash?: string;
	marker?: boolean;
	className?: string;
}) {
	return (
		<svg viewBox="0 0 24 12" width="24" height="12" aria-hidden="true" className={className}>
			<line x1="0" y1="6" x2="24" y2="6" stroke={color} strokeWidth={strokeWidth} strokeDasharray={dash} />
			{marker ? <polygon points={diamond(12, 6, 4)} fill={color} /> : null}
		</svg>
	);
}
