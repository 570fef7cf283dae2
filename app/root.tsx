import {
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useLocation,
	useMatches,
	useRouteLoaderData,
} from "react-router";
import { getDb } from "~/.server/db/client";
import { isAdminPath } from "~/lib/admin-path";
import { loadNavigation } from "./.server/catalogue/navigation";
import { getEnv } from "./.server/env";
import { failureAnswers } from "./.server/failure-answers";
import { shouldOfferNorwegian } from "./.server/geo-preference";
import { httpCacheMiddleware } from "./.server/http-cache";
import { log } from "./.server/log";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { GeoBanner } from "./components/GeoBanner";
import { PageLink } from "./components/PageLink";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { buttonClass, StatusPage, secondaryButtonClass } from "./components/StatusPage";
import { localeFromPath } from "./i18n/locales";
import { feedPath, screenPath } from "./i18n/paths";
import { useLocale, useT } from "./i18n/use-locale";
import { type Alternates, alternatesOfPath, type SwitchTargets, switchTargets } from "./lib/alternates";
import { useClientNavigation } from "./lib/client-navigation";
import type { NavigationLists } from "./lib/navigation";
import { pageTitle } from "./lib/seo";

// The caching policy wraps everything, so it sees each response as it finally leaves. Inside it, a
// request that failed on the database — down (503) or refusing the input (400) — is answered so
// whatever kind of request it is (ADR 071).
export const middleware: Route.MiddlewareFunction[] = [httpCacheMiddleware, failureAnswers];

export const links: Route.LinksFunction = () => [
	{ rel: "stylesheet", href: stylesheet },
	{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

const noLists: NavigationLists = { categories: [], brands: [] };

export async function loader({ request }: Route.LoaderArgs) {
	const { pathname } = new URL(request.url);
	const locale = localeFromPath(pathname);
	if (isAdminPath(pathname))
		return { locale, siteUrl: getEnv().SITE_URL, navigation: noLists, geoBanner: false, year: new Date().getFullYear() };
	const [navigation, geoBanner] = await Promise.all([
		// A list that fails to load is shown empty, silently (the footer then says "Laddar …").
		loadNavigation(getDb(), locale).catch((error) => {
			log.warn("navigation lists unavailable", { err: error });
			return noLists;
		}),
		shouldOfferNorwegian(request, locale),
	]);
	return { locale, siteUrl: getEnv().SITE_URL, navigation, geoBanner, year: new Date().getFullYear() };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** Where the switcher leads: the deepest route's `alternates` (item pages look up their counterpart), else the path's. */
function useSwitchTargets(): SwitchTargets {
	const matches = useMatches();
	const { pathname } = useLocation();
	for (let i = matches.length - 1; i >= 0; i--) {
		const data = matches[i]?.loaderData as { alternates?: Alternates } | undefined;
		if (data?.alternates) return switchTargets(pathname, data.alternates);
	}
	return switchTargets(pathname, alternatesOfPath(pathname));
}

export function Layout({ children }: { children: React.ReactNode }) {
	const root = useRouteLoaderData<RootData>("root");
	const locale = useLocale();
	const t = useT();
	const targets = useSwitchTargets();
	useClientNavigation();
	const navigation = root?.navigation ?? noLists;
	const { pathname } = useLocation();
	if (isAdminPath(pathname)) {
		// The admin area has its own frame (routes/admin/layout.tsx) and is never indexed.
		return (
			<html lang="sv">
				<head>
					<meta charSet="utf-8" />
					<meta name="viewport" content="width=device-width, initial-scale=1" />
					<meta name="robots" content="noindex, nofollow" />
					<Meta />
					<Links />
				</head>
				<body className="bg-gray-50 font-sans antialiased">
					{children}
					<ScrollRestoration />
					<Scripts />
				</body>
			</html>
		);
	}
	return (
		<html lang={locale}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<Meta />
				<Links />
				<link rel="alternate" type="application/rss+xml" title={t("pages.articlesTitle")} href={feedPath(locale)} />
			</head>
			<body className="flex min-h-screen flex-col bg-white font-sans antialiased">
				<a
					href="#main"
					className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
				>
					{t("nav.skipToContent")}
				</a>
				{root?.geoBanner ? <GeoBanner norwegianPath={targets.nb} /> : null}
				<SiteHeader navigation={navigation} languageTargets={targets} />
				<main id="main" className="flex-1">
					{children}
				</main>
				<SiteFooter navigation={navigation} year={root?.year ?? new Date().getFullYear()} />
				<ScrollRestoration />
				<Scripts />
			</body>
		</html>
	);
}

export default function App() {
	return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const t = useT();
	const locale = useLocale();
	if (isRouteErrorResponse(error) && error.status === 404) {
		return (
			<StatusPage code={404} title={t("notFound.title")} text={t("notFound.text")}>
				<title>{pageTitle(t("notFound.title"))}</title>
				<meta name="description" content={t("notFound.description")} />
				<meta name="robots" content="noindex" />
				<PageLink to={screenPath("home", "sv")} className={buttonClass} lang="sv">
					{t("notFound.toSwedishHome")}
				</PageLink>
				<PageLink to={screenPath("home", "nb")} className={secondaryButtonClass} lang="nb">
					{t("notFound.toNorwegianHome")}
				</PageLink>
			</StatusPage>
		);
	}
	if (isRouteErrorResponse(error) && error.status === 503) {
		return (
			<StatusPage code={503} title={t("unavailable.title")} text={t("unavailable.text")}>
				<title>{`${t("unavailable.title")} – Godisguiden`}</title>
				<a href={screenPath("home", locale)} className={buttonClass}>
					{t("unavailable.retry")}
				</a>
			</StatusPage>
		);
	}
	const status = isRouteErrorResponse(error) ? error.status : 500;
	return (
		<StatusPage code={status} title={t("error.title")} text={t("error.text")}>
			<title>{`${t("error.title")} – Godisguiden`}</title>
			<meta name="robots" content="noindex" />
			<a href={screenPath("home", locale)} className={buttonClass}>
				{t("error.toHome")}
			</a>
		</StatusPage>
	);
}
