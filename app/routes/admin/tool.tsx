// Every admin tool of one shape (app/lib/admin-tools.ts, ADR 053), mounted at each tool's address by
// the route table: the tool's card on a page of its own (where a post without JavaScript comes back
// to with its field messages), and its post, answered by the tool's entry in the registry.
import { data } from "react-router";
import { toolServers } from "~/.server/admin/tool-registry";
import { requireAdmin } from "~/.server/auth/require-admin";
import { getDb } from "~/.server/db/client";
import { type ToolActionData, toolCards } from "~/components/admin/tool-cards";
import { adminT } from "~/i18n/admin-t";
import { type AdminToolId, adminToolAt, adminTools } from "~/lib/admin-tools";
import type { Route } from "./+types/tool";

function toolOf(request: Request): AdminToolId {
	const tool = adminToolAt(new URL(request.url).pathname);
	if (!tool) throw data(null, { status: 404 });
	return tool;
}

export async function loader({ request }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const tool = toolOf(request);
	return data({ tool, page: await toolServers[tool].page(getDb()) }, { headers });
}

export async function action({ request }: Route.ActionArgs) {
	return toolServers[toolOf(request)].act(request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...(loaderData ? [{ title: `${adminT(adminTools[loaderData.tool].title)} – Admin` }] : []),
	{ name: "robots", content: "noindex" },
];

export default function ToolPage({ loaderData, actionData }: Route.ComponentProps) {
	const Card = toolCards[loaderData.tool];
	return <Card page={loaderData.page} answer={actionData as ToolActionData | undefined} />;
}
