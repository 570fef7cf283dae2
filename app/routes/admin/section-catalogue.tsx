// The admin's catalogue section (/admin/katalog): categorise products, add a brand, assign and
// sync categories (the assign card with its latest assignments, ADR 083). Each card posts to its
// tool's own route (/admin/tools/…).
import { data } from "react-router";
import { catalogueToolsWithAssignments } from "~/.server/admin/tool-registry";
import { requireAdmin } from "~/.server/auth/require-admin";
import { getDb } from "~/.server/db/client";
import { AddBrandCard, AssignCategoriesCard, CategorizeCard, SyncCategoriesCard } from "~/components/admin/CatalogueToolsCards";
import { SectionHeading, sectionMeta } from "~/components/admin/SectionHeading";
import type { Route } from "./+types/section-catalogue";

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	return data(await catalogueToolsWithAssignments(getDb()), { headers });
}

export const meta: Route.MetaFunction = () => sectionMeta("catalogue");

export default function CatalogueSection({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<SectionHeading section="catalogue" />
			<CategorizeCard data={loaderData.catalogueTools} />
			<AddBrandCard data={loaderData.catalogueTools} />
			<AssignCategoriesCard data={loaderData.catalogueTools} assignments={loaderData.assignments} />
			<SyncCategoriesCard data={loaderData.catalogueTools} />
		</>
	);
}
