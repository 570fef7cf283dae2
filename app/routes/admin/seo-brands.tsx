// Brand SEO. The admin page's card posts here; a run starts as a job and the
// browser goes to its page. Without a selection — or when opened directly — this page shows the card
// on its own, with the field error, so the tool works without JavaScript.

import { pagesSeoAction } from "~/.server/admin/pages-seo-action";
import { seoCardPage } from "~/.server/admin/tool-route";
import { requireAdmin } from "~/.server/auth/require-admin";
import { getDb } from "~/.server/db/client";
import { PagesSeoPage } from "~/components/admin/SeoCards";
import { adminT } from "~/i18n/admin-t";
import type { Route } from "./+types/seo-brands";

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	return seoCardPage(db, await requireAdmin(request));
}

export async function action({ request }: Route.ActionArgs) {
	return pagesSeoAction(request, "brand");
}

export const meta: Route.MetaFunction = () => [
	{ title: `${adminT("seo.brands.title")} – Admin` },
	{ name: "robots", content: "noindex" },
];

export default function BrandSeo({ loaderData, actionData }: Route.ComponentProps) {
	return <PagesSeoPage kind="brand" data={loaderData.seo} error={actionData?.error} />;
}
