// "Categorise products" (SPEC §2 further tools, §7, §8): a plain form post from the admin page's card.
// The run and its history line share one transaction; the toast reports the counts or SPEC's failure.
import { categorizeProducts } from "~/.server/admin/categorize-products";
import { catalogueToolPage, runToolWithoutInput } from "~/.server/admin/tool-route";
import { requireAdmin } from "~/.server/auth/require-admin";
import { CategorizeCard } from "~/components/admin/CatalogueToolsCards";
import { adminMessages } from "~/i18n/messages/admin";
import type { Route } from "./+types/tools-categorize";

const text = adminMessages.tools.categorize;

/** The tool on a page of its own (where a form post without JavaScript can come back to). */
export async function loader({ request }: Route.LoaderArgs) {
	return catalogueToolPage(await requireAdmin(request));
}

export async function action({ request }: Route.ActionArgs) {
	const admin = await requireAdmin(request);
	return runToolWithoutInput(request, admin, "categorize", categorizeProducts, text);
}

export const meta: Route.MetaFunction = () => [{ title: `${text.title} – Admin` }, { name: "robots", content: "noindex" }];

export default function CategorizePage({ loaderData }: Route.ComponentProps) {
	return <CategorizeCard data={loaderData.catalogueTools} />;
}
