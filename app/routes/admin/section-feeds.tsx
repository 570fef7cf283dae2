// The admin's feeds section (/admin/floden): the retailer feeds card. Its forms post to
// /admin/feeds (add, enable/disable, import) and its rows link to each feed's edit and delete pages.
import { data } from "react-router";
import { loadFeedsCard } from "~/.server/admin/feeds";
import { requireAdmin } from "~/.server/auth/require-admin";
import { getDb } from "~/.server/db/client";
import { FeedsCard } from "~/components/admin/FeedsCard";
import { SectionHeading, sectionMeta } from "~/components/admin/SectionHeading";
import type { Route } from "./+types/section-feeds";

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	return data({ feeds: await loadFeedsCard(getDb()) }, { headers });
}

export const meta: Route.MetaFunction = () => sectionMeta("feeds");

export default function FeedsSection({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<SectionHeading section="feeds" />
			<FeedsCard data={loaderData.feeds} />
		</>
	);
}
