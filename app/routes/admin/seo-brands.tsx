// SPEC §2 card 3: brand SEO. The admin page's card posts here; a run starts as a job and the
// browser goes to its page. Without a selection — or when opened directly — this page shows the card
// on its own, with the field error, so the tool works without JavaScript.
import { postPagesSeo } from "~/.server/admin/seo";
import { seoCardPage } from "~/.server/admin/tool-route";
import { requireAdmin } from "~/.server/auth/require-admin";
import { PagesSeoPage } from "~/components/admin/SeoCards";
import type { Route } from "./+types/seo-brands";

export async function loader({ request }: Route.LoaderArgs) {
	return seoCardPage(await requireAdmin(request));
}

export async function action({ request }: Route.ActionArgs) {
	return postPagesSeo(request, "brand");
}

export const meta: Route.MetaFunction = () => [{ title: "SEO för varumärken – Admin" }, { name: "robots", content: "noindex" }];

export default function BrandSeo({ loaderData, actionData }: Route.ComponentProps) {
	return <PagesSeoPage kind="brand" data={loaderData.seo} error={actionData?.error} />;
}
