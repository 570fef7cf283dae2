// The admin's SEO section (/admin/seo): SEO texts for the home page, categories and brands, the
// product descriptions' links and the internal-link tool. Each card posts to its tool's own route.
import { data } from "react-router";
import { requireAdmin } from "~/.server/auth/require-admin";
import { loadSeoSection } from "~/.server/screens/admin-seo-page";
import { InternalLinksCard } from "~/components/admin/InternalLinksCard";
import { ProductDescriptionsCard } from "~/components/admin/ProductDescriptionsCard";
import { SectionHeading, sectionMeta } from "~/components/admin/SectionHeading";
import { HomeSeoCard, PagesSeoCard } from "~/components/admin/SeoCards";
import { WriterLine } from "~/components/admin/WriterLine";
import type { Route } from "./+types/section-seo";

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	return data(await loadSeoSection(), { headers });
}

export const meta: Route.MetaFunction = () => sectionMeta("seo");

export default function SeoSection({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<SectionHeading section="seo" />
			<WriterLine provider={loaderData.provider} />
			<HomeSeoCard data={loaderData.seo} />
			<PagesSeoCard kind="category" data={loaderData.seo} />
			<PagesSeoCard kind="brand" data={loaderData.seo} />
			<ProductDescriptionsCard />
			<InternalLinksCard data={loaderData.internalLinks} />
		</>
	);
}
