// An admin page's markup as the server renders it, made in process: the route's own component with
// the data its loader answered, through React Router's route stub. Tests read what the
// operator reads — the words, where they stand, what they link to — without building and starting
// the app.
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";

/** The HTML of `Component` at `path`, given its loader's data. */
export function renderAdminPage(
	// biome-ignore lint/suspicious/noExplicitAny: each route types its own component props.
	Component: ComponentType<any>,
	{ path, loaderData }: { path: string; loaderData: unknown },
): string {
	const pattern = new URL(path, "http://admin.test").pathname;
	const Stub = createRoutesStub([{ id: "page", path: pattern, loader: () => loaderData, Component }]);
	return renderToStaticMarkup(
		createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { page: loaderData } } }),
	);
}
