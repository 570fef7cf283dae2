// The product's cheapest price per day as a step line, drawn on the server as plain SVG: no
// chart library and no script, so it is in the HTML for every visitor and every crawler. A title,
// a description and a sentence under the chart say what it shows for those who cannot see it.
import { useId } from "react";
import type { Locale } from "~/i18n/locales";
import { useLocale, useT } from "~/i18n/use-locale";
import { formatPrice } from "~/lib/money";
import { perLocale } from "~/lib/per-locale";

export interface PricePoint {
	/** YYYY-MM-DD. */
	day: string;
	price: number;
}

const width = 640;
const height = 240;
const plot = { left: 92, right: width - 16, top: 16, bottom: height - 36 };

function dayNumber(day: string): number {
	const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
	return Date.UTC(y, m - 1, d) / 86_400_000;
}

const shortDays = perLocale((tag) => new Intl.DateTimeFormat(tag, { day: "numeric", month: "numeric", timeZone: "UTC" }));
const fullDays = perLocale(
	(tag) => new Intl.DateTimeFormat(tag, { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" }),
);

/** A calendar day in the language's short numeric form: "22/11" (sv), "22.11." (nb). */
function shortDay(day: string, locale: Locale): string {
	return shortDays[locale].format(new Date(dayNumber(day) * 86_400_000));
}

/** A calendar day as the site writes dates: "2026-11-22" (sv), "22.11.2026" (nb). */
function fullDay(day: string, locale: Locale): string {
	return fullDays[locale].format(new Date(dayNumber(day) * 86_400_000));
}

/** The price axis: a little room above and below the line, never below zero. */
function priceRange(low: number, high: number): [number, number] {
	const pad = high > low ? (high - low) * 0.15 : Math.max(1, high * 0.1);
	return [Math.max(0, low - pad), high + pad];
}

export function PriceHistoryChart({ points, currency }: { points: PricePoint[]; currency: string }) {
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
	const prices = points.map((p) => p.price);
	const low = Math.min(...prices);
	const high = Math.max(...prices);
	const [bottomPrice, topPrice] = priceRange(low, high);
	const firstDay = dayNumber(first.day);
	const span = dayNumber(last.day) - firstDay;
	const x = (day: string) =>
		span === 0 ? (plot.left + plot.right) / 2 : plot.left + ((dayNumber(day) - firstDay) / span) * (plot.right - plot.left);
	const y = (price: number) => plot.bottom - ((price - bottomPrice) / (topPrice - bottomPrice)) * (plot.bottom - plot.top);
	// A price holds until the next change: across, then up or down.
	const line = points
		.map((p, i) =>
			i === 0 ? `M${x(p.day).toFixed(1)} ${y(p.price).toFixed(1)}` : `H${x(p.day).toFixed(1)} V${y(p.price).toFixed(1)}`,
		)
		.join(" ");
	const money = (price: number) => formatPrice(price, currency, locale);
	const priceTicks = low === high ? [low] : [low, high];
	const dayTicks = first.day === last.day ? [first.day] : [first.day, last.day];
	const titleId = `${id}-title`;
	const descId = `${id}-desc`;
	const summary =
		points.length === 1
			? t("offers.history.onePoint", { price: money(first.price), day: fullDay(first.day, locale) })
			: t("offers.history.summary", { low: money(low), high: money(high) });
	return (
		<figure className="m-0">
			<svg
				viewBox={`0 0 ${width} ${height}`}
				role="img"
				aria-labelledby={`${titleId} ${descId}`}
				className="h-auto w-full max-w-2xl text-brand-700"
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
				<line x1={plot.left} y1={plot.bottom} x2={plot.right} y2={plot.bottom} stroke="#9ca3af" />
				<line x1={plot.left} y1={plot.top} x2={plot.left} y2={plot.bottom} stroke="#9ca3af" />
				{priceTicks.map((price) => (
					<g key={`price-${price}`} data-axis="price">
						<line x1={plot.left} y1={y(price)} x2={plot.right} y2={y(price)} stroke="#e5e7eb" strokeDasharray="4 4" />
						<text x={plot.left - 8} y={y(price) + 4} textAnchor="end" fontSize="13" fill="#374151">
							{money(price)}
						</text>
					</g>
				))}
				{dayTicks.map((day, i) => (
					<text
						key={`day-${day}`}
						data-axis="day"
						x={x(day)}
						y={height - 12}
						textAnchor={dayTicks.length === 1 ? "middle" : i === 0 ? "start" : "end"}
						fontSize="13"
						fill="#374151"
					>
						{shortDay(day, locale)}
					</text>
				))}
				{points.length > 1 ? <path d={line} fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" /> : null}
				{points.map((p) => (
					<circle key={p.day} cx={x(p.day)} cy={y(p.price)} r={points.length === 1 ? 5 : 3} fill="currentColor" />
				))}
			</svg>
			<figcaption className="mt-2 text-sm text-gray-700" data-testid="price-history-summary">
				{summary}
			</figcaption>
		</figure>
	);
}
