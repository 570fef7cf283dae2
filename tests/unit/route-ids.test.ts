// The route id a request is labelled with (server/route-ids.ts) is the one React Router's own
// matcher finds, for every route of the app's table with its parameters filled, its loader data
// path, and paths no route has.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { routeIdMatcher } from "../../server/route-ids";
import { routePatterns } from "../support/route-paths";

type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] };
type Manifest = Record<string, { id: string; parentId?: string; path?: string; index?: boolean }>;

/** The route table as the build lists it: ids, parents, paths (React Router names a route by its file when it has no id). */
function manifestOf(entries: Entry[], parentId = "root", into: Manifest = { root: { id: "root", path: "" } }): Manifest {
	for (const entry of entries) {
		const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
		into[id] = { id, parentId, path: entry.path, index: entry.index };
		manifestOf(entry.children ?? [], id, into);
	}
	return into;
}

function treeOf(manifest: Manifest, parentId?: string): RouteObject[] {
	return Object.values(manifest)
		.filter((route) => route.parentId === parentId)
		.map((route) => {
			const children = treeOf(manifest, route.id);
			return (route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children }) as RouteObject;
		});
}

const manifest = manifestOf(routes as Entry[]);
const routeIdOf = routeIdMatcher({ routes: manifest } as unknown as ServerBuild);
const tree = treeOf(manifest);
const reactRouterId = (path: string) => matchRoutes(tree, path)?.at(-1)?.route.id ?? "unmatched";

describe("a request's route id", () => {
	const filled = routePatterns().map((pattern) => pattern.replace(/:\w+/g, "ett-namn-1"));
	const paths = [
		...filled,
		...filled.map((path) => `${path}/`),
		"/no",
		"/kategorier/a/b",
		"/okand",
		"/no/okand/sida",
		"/admin/okand",
		"/NO/KATEGORIER",
		"/assets/x.js",
	];

	it.each(paths)("of %s is the one React Router matches", (path) => {
		expect(routeIdOf(path)).toBe(reactRouterId(path));
	});

	it("of loader data is its page's", () => {
		expect(routeIdOf("/kategorier/godis.data")).toBe(reactRouterId("/kategorier/godis"));
		expect(routeIdOf("/no.data")).toBe(reactRouterId("/no"));
		expect(routeIdOf("/_root.data")).toBe(reactRouterId("/"));
		expect(routeIdOf("/_root.data")).toBe("sv.home");
	});
});
