// A public page's <head> as React Router renders it, made in process: the route's own loader on
// the test's database, then its meta through <Meta />, with the root's SITE_URL. Tests read what
// a crawler reads of a page (hreflang links, JSON-LD) without building and starting the app.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Meta, type MetaDescriptor, matchPath } from "react-router";

/** What a test needs of a route module (`import * as route from "~/routes/…"`). */
export interface PageRoute {
	// biome-ignore lint/suspicious/noExplicitAny: each route types its own loader and meta arguments.
	loader: (args: any) => unknown;
	// biome-ignore lint/suspicious/noExplicitAny: as above.
	meta: (args: any) => MetaDescriptor[] | undefined;
}

/** The root renders the head's tags only; the page itself renders nothing. */
function HeadOnly() {
	return createElement(Meta);
}
function Nothing() {
	return null;
}

/** The loader's data as the page receives it: `data(value, { status })` unwrapped. */
function pageData(returned: unknown): unknown {
	const wrapped = returned as { type?: string; data?: unknown } | null;
	return wrapped && typeof wrapped === "object" && wrapped.type === "DataWithResponseInit" ? wrapped.data : returned;
}

/** The rendered head tags of `path`, served by `route` at `pattern` (e.g. "/produkter/:slug"). */
export async function renderPageHead(route: PageRoute, pattern: string, path: string, siteUrl: string): Promise<string> {
	const params = matchPath(pattern, path)?.params ?? {};
	const data = pageData(await route.loader({ request: new Request(`${siteUrl}${path}`), params, context: {} }));
	const root = { siteUrl };
	const Stub = createRoutesStub([
		{
			id: "root",
			path: "/",
			loader: () => root,
			Component: HeadOnly,
			children: [{ id: "page", path: pattern, loader: () => data, meta: route.meta, Component: Nothing }],
		},
	]);
	return renderToStaticMarkup(
		createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { root, page: data } } }),
	);
}
