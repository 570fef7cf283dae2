// A whole HTML document for when the database cannot be reached: rendered by entry.server
// without loaders, so it needs nothing but the language of the path.
import type { Locale } from "~/i18n/locales";
import { tFor } from "~/i18n/translate";
import { buttonClass, StatusPage } from "./StatusPage";

export function ServiceUnavailableDocument({ locale, path }: { locale: Locale; path: string }) {
	const t = tFor(locale);
	return (
		<html lang={locale}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="robots" content="noindex" />
				<title>{`${t("unavailable.title")} – Godisguiden`}</title>
				<style>
					{
						"body{font-family:system-ui,sans-serif;margin:0;color:#1f1630}a{color:#fff;background:#c2124f;padding:.6rem 1rem;border-radius:.4rem;text-decoration:none;font-weight:600}.text-6xl{font-size:3.5rem;color:#e11d63;font-weight:900;margin:0}section{max-width:40rem;margin:0 auto;padding:5rem 1rem;text-align:center}"
					}
				</style>
			</head>
			<body>
				<StatusPage code={503} title={t("unavailable.title")} text={t("unavailable.text")}>
					<a href={path} className={buttonClass}>
						{t("unavailable.retry")}
					</a>
				</StatusPage>
			</body>
		</html>
	);
}
