// The admin's statistics section (/admin/statistik): clicks per day (for every shop, one shop or one
// product, chosen by a GET form), the click report, price alerts, search statistics with the synonym
// editor, and the tool-run history. Reads: app/.server/screens/admin-statistics-page.ts.
import { data } from "react-router";
import { clicksFilterOf } from "~/.server/admin/clicks-per-day";
import { requireAdmin } from "~/.server/auth/require-admin";
import { loadStatisticsSection } from "~/.server/screens/admin-statistics-page";
import { ClicksCard } from "~/components/admin/ClicksCard";
import { ClicksPerDayCard } from "~/components/admin/ClicksPerDayCard";
import { PriceAlertsCard } from "~/components/admin/PriceAlertsCard";
import { SearchCard } from "~/components/admin/SearchCard";
import { SectionHeading, sectionMeta } from "~/components/admin/SectionHeading";
import { ToolRunsCard } from "~/components/admin/ToolRunsCard";
import type { Route } from "./+types/section-statistics";

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	return data(await loadStatisticsSection(clicksFilterOf(new URL(request.url).searchParams)), { headers });
}

export const meta: Route.MetaFunction = () => sectionMeta("statistics");

export default function StatisticsSection({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<SectionHeading section="statistics" />
			<ClicksPerDayCard data={loaderData.clicksPerDay} />
			<ClicksCard data={loaderData.clicks} />
			<PriceAlertsCard data={loaderData.priceAlerts} />
			<SearchCard data={loaderData.search} />
			<ToolRunsCard runs={loaderData.toolRuns} />
		</>
	);
}
