// A page rendered on the server in a data router at `path`, with the language's i18n instance and
// the given kept parts (app/components/Prerendered.tsx): how the kept-HTML tests render a page both
// ways, with and without the parts, to compare the bytes.
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { i18nFor } from "~/.server/i18n";
import { PrerenderedContext, type PrerenderedParts } from "~/components/Prerendered";
import type { Locale } from "~/i18n/locales";

export async function renderWithParts(path: string, locale: Locale, element: React.ReactNode, parts: PrerenderedParts) {
	const handler = createStaticHandler([{ id: "root", path: "*", element }]);
	const context = await handler.query(new Request(`http://localhost${path}`));
	if (context instanceof Response) throw new Error("unexpected response");
	const router = createStaticRouter(handler.dataRoutes, context);
	return renderToString(
		<I18nextProvider i18n={i18nFor(locale)}>
			<PrerenderedContext.Provider value={parts}>
				<StaticRouterProvider router={router} context={context} hydrate={false} />
			</PrerenderedContext.Provider>
		</I18nextProvider>,
	);
}
