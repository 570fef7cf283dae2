import { PassThrough } from "node:stream";
import type { i18n as I18n } from "i18next";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { boot } from "./.server/boot";
import { isDatabaseUnavailable, markUnavailable, wasMarkedUnavailable } from "./.server/db/availability";
import { noticeDatabaseError } from "./.server/db/connection-state";
import { isRejectedInput, markRejectedInput, wasMarkedRejectedInput } from "./.server/db/rejected-input";
import { applyCachePolicy } from "./.server/http-cache";
import { getI18nFromContext, i18nFor, requestLocale } from "./.server/i18n";
import { log } from "./.server/log";
import { withoutModulePreloads } from "./.server/module-preloads";
import { documentEtag, matchesEtag } from "./.server/page-cache";
import { keptBrandChoices } from "./.server/prerendered-brand-choices";
import { keptProductCards } from "./.server/prerendered-cards";
import { prerenderedChrome } from "./.server/prerendered-chrome";
import { applySecurityHeaders, createNonce } from "./.server/security-headers";
import { type PrerenderedChrome, PrerenderedContext, type PrerenderedParts } from "./components/Prerendered";
import { ServiceUnavailableDocument } from "./components/ServiceUnavailableDocument";
import { NonceContext } from "./lib/nonce";
import type { RootData } from "./root";

// The Node server (server/start.js) answers repeat anonymous requests from this cache.
export { pageCache } from "./.server/page-cache";

// Migrations and the demo catalogue are ready before the first request is answered.
await boot();

export const streamTimeout = 10_000;

function unavailableResponse(request: Request, headers: Headers): Response {
	const locale = requestLocale(request);
	const i18n = i18nFor(locale);
	const html = renderToStaticMarkup(
		<I18nextProvider i18n={i18n}>
			<ServiceUnavailableDocument locale={locale} path={new URL(request.url).pathname} />
		</I18nextProvider>,
	);
	headers.set("Content-Type", "text/html; charset=utf-8");
	headers.set("Retry-After", "30");
	headers.set("Cache-Control", "no-store");
	// The 503 page has no script at all: any nonce would do, none is rendered.
	applySecurityHeaders(headers, createNonce());
	return new Response(`<!DOCTYPE html>${html}`, { status: 503, headers });
}

/** The footer and menu links of the page's language, rendered once (ADR 015); none when the root loader failed. */
function chromeOf(routerContext: EntryContext, i18n: I18n): PrerenderedChrome {
	const root = routerContext.staticHandlerContext.loaderData.root as RootData | undefined;
	if (!root) return {};
	return prerenderedChrome(root.navigation, root.locale, root.year, i18n);
}

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	const errors = Object.values(routerContext.staticHandlerContext.errors ?? {});
	if (wasMarkedUnavailable(request, loadContext) || errors.some(isDatabaseUnavailable)) {
		return unavailableResponse(request, responseHeaders);
	}

	if (responseStatusCode === 500 && wasMarkedRejectedInput(request, loadContext)) responseStatusCode = 400;

	if (request.method.toUpperCase() === "HEAD") {
		applySecurityHeaders(responseHeaders);
		applyCachePolicy(request, responseStatusCode, responseHeaders, "document");
		return new Response(null, { status: responseStatusCode, headers: responseHeaders });
	}

	// Every inline script of this response carries this nonce; the policy allows no other.
	const nonce = createNonce();
	const i18n = getI18nFromContext(loadContext);
	const locale = requestLocale(request);
	const prerendered: PrerenderedParts = {
		...chromeOf(routerContext, i18n),
		productCards: keptProductCards(locale, i18n),
		brandChoices: keptBrandChoices(locale, i18n),
	};
	applySecurityHeaders(responseHeaders, nonce);
	return new Promise<Response>((resolve, reject) => {
		// A render that never finishes is abandoned. The timer holds the whole render (its data and
		// markup) while it waits, so it is cleared as soon as the render is done: left to run out,
		// 11 s of finished renders stayed in memory (≈100 MB at 80 pages a second).
		const timer = setTimeout(() => abort(), streamTimeout + 1000);
		timer.unref();
		// Every page is rendered whole before it is sent: complete HTML for crawlers and for
		// visitors without JavaScript, and a status code that is final.
		const { pipe, abort } = renderToPipeableStream(
			<NonceContext.Provider value={nonce}>
				<I18nextProvider i18n={i18n}>
					<PrerenderedContext.Provider value={prerendered}>
						<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
					</PrerenderedContext.Provider>
				</I18nextProvider>
			</NonceContext.Provider>,
			{
				nonce,
				onAllReady() {
					// The page is sent as one buffer: a final status, a Content-Length, and no stream of
					// small writes for the compression middleware to wait on.
					const body = new PassThrough();
					const chunks: Buffer[] = [];
					body.on("data", (chunk: Buffer) => chunks.push(chunk));
					body.on("end", () => {
						clearTimeout(timer);
						applyCachePolicy(request, responseStatusCode, responseHeaders, "document");
						responseHeaders.set("Content-Type", "text/html; charset=utf-8");
						const html = withoutModulePreloads(Buffer.concat(chunks));
						if (responseStatusCode === 200) {
							const etag = documentEtag(html, nonce);
							responseHeaders.set("ETag", etag);
							if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
								// The visitor has this page: keep its policy (it matches the nonce in its copy).
								responseHeaders.delete("Content-Security-Policy");
								responseHeaders.delete("Content-Type");
								resolve(new Response(null, { headers: responseHeaders, status: 304 }));
								return;
							}
						}
						resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
					});
					body.on("error", reject);
					pipe(body);
				},
				onShellError(error: unknown) {
					clearTimeout(timer);
					reject(error);
				},
				onError(error: unknown) {
					responseStatusCode = 500;
					log.error("Render failed", error);
				},
			},
		);
	});
}

/** Client-side navigations fetch the same loader data; it may be cached like the page. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
	applyCachePolicy(request, response.status, response.headers, "data");
	return response;
}

export function handleError(error: unknown, { request, context }: { request: Request; context?: unknown }) {
	if (request.signal.aborted) return;
	if (isDatabaseUnavailable(error)) {
		noticeDatabaseError(error);
		markUnavailable(request, context);
		log.warn(`Database unavailable while answering ${new URL(request.url).pathname}`);
		return;
	}
	if (isRejectedInput(error)) {
		markRejectedInput(request, context);
		log.warn(`Refused input while answering ${request.method} ${new URL(request.url).pathname}: ${String(error)}`);
		return;
	}
	log.error(`Error while answering ${request.method} ${new URL(request.url).pathname}`, error);
}
