// SPEC §2 card 3: brand SEO. The admin page's card posts here; a run starts as a job and the
// browser goes to its page. Without a selection — or when opened directly — this page shows the card
// on its own, with the field error, so the tool works without JavaScript.
import { data, Link } from "react-router";
import { loadSeoCards, postPagesSeo } from "~/.server/admin/seo";
import { requireAdmin } from "~/.server/auth/require-admin";
import { BrandSeoCard } from "~/components/admin/SeoCards";
import { useT } from "~/i18n/use-locale";
import type { Route } from "./+types/seo-brands";

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	return data({ seo: await loadSeoCards() }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
	return postPagesSeo(request, "brand");
}

export const meta: Route.MetaFunction = () => [{ title: "SEO för varumärken – Admin" }, { name: "robots", content: "noindex" }];

export default function BrandSeo({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT();
	return (
		<>
			<BrandSeoCard data={loaderData.seo} error={actionData?.error} />
			<Link to="/admin" className="inline-block text-sm font-semibold text-brand-700 underline">
				{t("admin.job.back")}
			</Link>
		</>
	);
}
