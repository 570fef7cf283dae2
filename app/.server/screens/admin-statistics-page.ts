// The admin's statistics section (ADR 042, 053): clicks per day (the chart, for every shop or one
// shop or product), the click report per product and shop, price alerts, search statistics with the
// synonym editor, and the tool-run history. Each card's read fails on its own.

import { loadClicksCard } from "../admin/clicks";
import { type ClicksPerDayFilter, loadClicksPerDay } from "../admin/clicks-per-day";
import { loadPriceAlertsCard } from "../admin/price-alerts";
import { loadSearchCard } from "../admin/search-card";
import { latestToolRuns } from "../admin/tool-runs";
import { getDb } from "../db/client";
import { log } from "../log";

export async function loadStatisticsSection(filter: ClicksPerDayFilter) {
	const db = getDb();
	const [clicksPerDay, clicks, priceAlerts, search, toolRuns] = await Promise.all([
		loadClicksPerDay(db, filter).catch((error) => {
			log.error("loading the clicks per day failed", error);
			return null;
		}),
		loadClicksCard(db),
		loadPriceAlertsCard(db).catch((error) => {
			log.error("loading the price alerts failed", error);
			return null;
		}),
		loadSearchCard(db),
		latestToolRuns(db).catch((error) => {
			log.error("loading the tool-run history failed", error);
			return null;
		}),
	]);
	return { clicksPerDay, clicks, priceAlerts, search, toolRuns };
}
