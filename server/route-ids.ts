// Which route of the app a path goes to, by its id ("sv.category", "routes/admin/job"): the label
// of the request log line and the request-duration metric — never the path itself, which would give
// a series per product. The build's route table is turned into one regular expression per route
// once, at start-up: React Router's matchRoutes flattens and ranks the whole table on every call,
// which cost an eighth of the CPU of a suggestions request.

import type { ServerBuild } from "react-router";

interface CompiledRoute {
	id: string;
	pattern: RegExp;
	/** Lower matches first: static segments before parameters, the catch-all last. */
	rank: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "/no/kategorier/:slug" → /^\/no\/kategorier\/[^/]+\/*$/ (trailing slashes allowed, as React Router does), "/*" → anything under it. */
function compile(path: string): { pattern: RegExp; rank: number } {
	const segments = path.split("/").filter(Boolean);
	let rank = 0;
	const source = segments
		.map((segment) => {
			if (segment === "*") {
				rank += 1000;
				return "(?:/.*)?";
			}
			if (segment.startsWith(":")) {
				rank += 10;
				return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
			}
			return `/${escapeRegExp(segment)}`;
		})
		.join("");
	return { pattern: new RegExp(`^${source}/*$`, "i"), rank: rank - segments.length };
}

export function routeIdMatcher(build: ServerBuild): (pathname: string) => string {
	const routes = Object.values(build.routes).filter((route) => route !== undefined);
	const fullPath = (id: string | undefined): string => {
		const route = id ? build.routes[id] : undefined;
		if (!route) return "";
		return `${fullPath(route.parentId)}/${route.path ?? ""}`;
	};
	// Only routes that answer a request themselves: leaves, and index routes.
	const parents = new Set(routes.map((route) => route.parentId));
	const compiled: CompiledRoute[] = routes
		.filter((route) => route.index || !parents.has(route.id))
		.map((route) => ({ id: route.id, ...compile(fullPath(route.id)) }))
		.sort((a, b) => a.rank - b.rank);
	return (pathname) => {
		// Loader data: "/kategorier/godis.data", and the home page's "/_root.data".
		const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
		return compiled.find((route) => route.pattern.test(path))?.id ?? "unmatched";
	};
}
