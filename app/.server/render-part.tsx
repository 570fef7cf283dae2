// A part of a page rendered on its own with React, exactly as the page would render it in place:
// in a router at a page of the language (links resolve the same) and the language's i18n instance.
// Used for the parts whose HTML is kept between requests (ADR 015, ADR 016).
import type { i18n as I18n } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import type { Locale } from "~/i18n/locales";
import { href } from "~/i18n/paths";

/**
 * Rendered as the body of a document, so that what React hoists to the head (an image preload
 * the page has asked for itself) stays out of the part's HTML.
 */
export function renderPart(element: React.ReactNode, i18n: I18n, locale: Locale): string {
	const document = renderToString(
		<html lang={locale}>
			<head />
			<body>
				<I18nextProvider i18n={i18n}>
					<MemoryRouter initialEntries={[href("home", locale)]}>{element}</MemoryRouter>
				</I18nextProvider>
			</body>
		</html>,
	);
	return document.slice(document.indexOf("<body>") + "<body>".length, document.lastIndexOf("</body>"));
}
