// The admin's overview (ADR 053): what needs attention now — feeds, jobs, drafts, clicks, price
// alerts, searches without results — each linking to the section that deals with it. Its reads are
// in app/.server/admin/attention.ts. The content section's forms used to post here, so this route
// still answers them, and sends one it refuses on to the section to be shown there
// (app/.server/admin/content-intents.ts, ADR 085).
import { data } from "react-router";
import { loadAttention } from "~/.server/admin/attention";
import { answerContentIntentAtOverview } from "~/.server/admin/content-intents";
import { requireAdmin } from "~/.server/auth/require-admin";
import { getDb } from "~/.server/db/client";
import { AdminCard } from "~/components/admin/AdminCard";
import { AttentionList } from "~/components/admin/AttentionList";
import { SectionHeading, sectionMeta } from "~/components/admin/SectionHeading";
import { adminT } from "~/i18n/admin-t";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	return data({ attention: await loadAttention(getDb()) }, { headers });
}

export const action = ({ request }: Route.ActionArgs) => answerContentIntentAtOverview(request);

export const meta: Route.MetaFunction = () => sectionMeta("overview");

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<SectionHeading section="overview" />
			<AttentionList attention={loaderData.attention} />
			<AdminCard title={adminT("tips.title")}>
				<ul className="list-disc space-y-1 pl-5 text-gray-800">
					<li>{adminT("tips.addBrandsFirst")}</li>
					<li>{adminT("tips.runRegularly")}</li>
					<li>{adminT("tips.checkResults")}</li>
				</ul>
			</AdminCard>
		</>
	);
}
