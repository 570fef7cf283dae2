// Hands a request to React Router and writes its answer (what @react-router/express does), with
// the body the host read before admitting it (./body-before-admission.ts): no route's action ever
// parses more than the limit allows, whatever the client sent or declared.
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { bodyOf } from "./body-before-admission";
import { labelResponse } from "./response-labels";

function requestHeaders(req: ExpressRequest): Headers {
	const headers = new Headers();
	for (const [name, value] of Object.entries(req.headers)) {
		if (value === undefined) continue;
		for (const one of [value].flat()) headers.append(name, one);
	}
	return headers;
}

/**
 * @param mode "production" hides errors' details from visitors; "development" shows them
 * @param routeIdOf the id of the route a path goes to (./route-ids.ts), for the request's log line
 */
export function reactRouterHandler(build: ServerBuild, mode: string, routeIdOf: (pathname: string) => string) {
	const handle = createRequestHandler(build, mode);
	return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction): Promise<void> => {
		labelResponse(res, routeIdOf(req.path));
		try {
			// The host is the one the visitor asked for (or the trusted proxy forwarded: ./app.ts), checked
			// by ./request-shape.ts; the protocol is Express's, which believes only trusted proxies.
			const url = new URL(`${req.protocol}://${req.headers.host}${req.originalUrl}`);
			const controller = new AbortController();
			res.on("close", () => {
				if (!res.writableFinished) controller.abort();
			});
			const request = new Request(url, {
				method: req.method,
				headers: requestHeaders(req),
				signal: controller.signal,
				body: bodyOf(req) ?? null,
			});
			const response = await handle(request);
			await sendResponse(res, response);
		} catch (error) {
			next(error);
		}
	};
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
	if (res.destroyed || res.writableEnded) {
		await response.body?.cancel();
		return;
	}
	res.statusMessage = response.statusText;
	res.status(response.status);
	for (const [name, value] of response.headers.entries()) res.append(name, value);
	if (!response.body) {
		res.end();
		return;
	}
	try {
		await writeReadableStreamToWritable(response.body, res);
	} catch (error) {
		if (!(res.destroyed || res.writableEnded)) throw error;
	}
}
