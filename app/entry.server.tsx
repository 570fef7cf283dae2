import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { boot } from "./.server/boot";
import { clientRefusal } from "./.server/client-refusal";
import { applyPagePolicy } from "./.server/content-security-policy";
import { isDatabaseUnavailable, markUnavailable, wasMarkedUnavailable } from "./.server/db/availability";
import { noticeDatabaseError } from "./.server/db/connection-state";
import { isRejectedInput, markRejectedInput, wasMarkedRejectedInput } from "./.server/db/rejected-input";
import { statusAnswer } from "./.server/failure-answers";
import { describeBody } from "./.server/http-cache";
import { log } from "./.server/log";
import { withoutModulePreloads } from "./.server/module-preloads";

// Migrations and the demo catalogue are ready before the first request is answered.
await boot();

export const streamTimeout = 10_000;

/** The whole page's bytes, rendered before anything is sent. */
function renderDocument(request: Request, routerContext: EntryContext) {
	return new Promise<{ html: Buffer<ArrayBuffer>; failed: boolean }>((resolve, reject) => {
		let failed = false;
		// A render that never finishes is abandoned. The timer holds the whole render (its data and
		// markup) while it waits, so it is cleared as soon as the render is done: left to run out,
		// 11 s of finished renders stayed in memory (≈100 MB at 80 pages a second).
		const timer = setTimeout(() => abort(), streamTimeout + 1000);
		timer.unref();
		const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
			onAllReady() {
				// A plain sink for the chunks: a pass-through stream would handle each of them twice.
				const chunks: Buffer[] = [];
				const body = new Writable({
					write(chunk: Buffer, _encoding, done) {
						chunks.push(chunk);
						done();
					},
					final(done) {
						clearTimeout(timer);
						resolve({ html: Buffer.concat(chunks), failed });
						done();
					},
				});
				body.on("error", reject);
				pipe(body);
			},
			onShellError(error: unknown) {
				clearTimeout(timer);
				reject(error);
			},
			onError(error: unknown) {
				failed = true;
				log.error("render failed", error);
			},
		});
	});
}

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	const errors = Object.values(routerContext.staticHandlerContext.errors ?? {});
	// A page's answer is chosen here, before it is rendered; every other kind of request that failed
	// so is answered in the root's middleware (.server/failure-answers.ts). A moment's outage: nothing
	// may keep the 503 (a shared cache serves its last good copy instead).
	if (wasMarkedUnavailable(request, loadContext) || errors.some(isDatabaseUnavailable)) {
		return statusAnswer("unavailable", request, responseHeaders);
	}
	if (responseStatusCode === 500 && wasMarkedRejectedInput(request, loadContext)) responseStatusCode = 400;

	// Every page is rendered whole before it is sent: complete HTML for crawlers and for visitors
	// without JavaScript, a status code that is final, and the hashes of its inline scripts for its
	// policy. A HEAD request is answered with the same headers (the server leaves the body out); how
	// the page may be cached is decided around this, in the root's middleware (.server/http-cache.ts).
	const { html: rendered, failed } = await renderDocument(request, routerContext);
	const html = withoutModulePreloads(rendered);
	responseHeaders.set("Content-Type", "text/html; charset=utf-8");
	applyPagePolicy(responseHeaders, html);
	describeBody(responseHeaders, html);
	return new Response(html, { status: failed ? 500 : responseStatusCode, headers: responseHeaders });
}

export function handleError(error: unknown, { request, context }: { request: Request; context?: unknown }) {
	if (request.signal.aborted) return;
	if (isDatabaseUnavailable(error)) {
		noticeDatabaseError(error);
		markUnavailable(request, context);
		log.warn("database unavailable while answering", { path: new URL(request.url).pathname });
		return;
	}
	if (isRejectedInput(error)) {
		markRejectedInput(request, context);
		log.warn("refused input", { method: request.method, path: new URL(request.url).pathname, reason: String(error) });
		return;
	}
	// What a client sent and was refused (4xx) is no fault of ours: an info line, no stack (ADR 089).
	const refusal = clientRefusal(error, request);
	if (refusal) {
		log.info("request refused", { method: request.method, path: new URL(request.url).pathname, ...refusal });
		return;
	}
	log.error("request failed", error, { method: request.method, path: new URL(request.url).pathname });
}
