// Which route of the app a path goes to, by its id ("sv.category", "routes/admin/job"): the label
// of the request log line and the request-duration metric. Matched with React Router's own
// matcher over the build's route table, so it is the route that answers, however the table grows;
// never the path itself, which would give a series per product.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

interface RouteNode {
	id: string;
	path?: string;
	index?: boolean;
	caseSensitive?: boolean;
	children: RouteNode[];
}

export function routeIdMatcher(build: ServerBuild): (pathname: string) => string {
	const nodes = new Map<string, RouteNode>();
	for (const route of Object.values(build.routes)) {
		if (!route) continue;
		nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: [] });
	}
	const roots: RouteNode[] = [];
	for (const route of Object.values(build.routes)) {
		if (!route) continue;
		const node = nodes.get(route.id) as RouteNode;
		const parent = route.parentId ? nodes.get(route.parentId) : undefined;
		if (parent) parent.children.push(node);
		else roots.push(node);
	}
	return (pathname) => {
		// Loader data: "/kategorier/godis.data", and the home page's "/_root.data".
		const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
		// The nodes hold what matching reads (path, index, children); React Router's type wants more.
		return matchRoutes(roots as RouteObject[], path)?.at(-1)?.route.id ?? "unmatched";
	};
}
