// A whole HTML document for an answer given without the app's routes: the database cannot be
// reached (entry.server), or the server refuses a request before any route runs (too large, too
// many, malformed, too busy). It needs nothing but the language and its words, and carries its
// own few styles, since the stylesheet's hashed name belongs to the route build.
import type { Locale } from "~/i18n/locales";
import { buttonClass, StatusPage } from "./StatusPage";

export interface StatusDocumentProps {
	locale: Locale;
	code: number;
	title: string;
	text: string;
	/** The one way on: try the same address again, or go to the home page. */
	action: { href: string; label: string };
}

export function StatusDocument({ locale, code, title, text, action }: StatusDocumentProps) {
	return (
		<html lang={locale}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="robots" content="noindex" />
				<title>{`${title} – Godisguiden`}</title>
				<style>
					{
						"body{font-family:system-ui,sans-serif;margin:0;color:#1f1630}a{color:#fff;background:#a10e42;padding:.6rem 1rem;border-radius:.4rem;text-decoration:none;font-weight:600}.text-6xl{font-size:3.5rem;color:#a10e42;font-weight:900;margin:0}section{max-width:40rem;margin:0 auto;padding:5rem 1rem;text-align:center}"
					}
				</style>
			</head>
			<body>
				<main>
					<StatusPage code={code} title={title} text={text}>
						<a href={action.href} className={buttonClass}>
							{action.label}
						</a>
					</StatusPage>
				</main>
			</body>
		</html>
	);
}
