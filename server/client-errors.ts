// What the host answers on a connection Node gives up on (its 'clientError'): a request past its
// deadline (./request-deadlines.ts), or bytes that are no HTTP request. Node's own answer to the
// first is a bare `408 Request Timeout` with no body, so a visitor whose form post took too long on a
// slow connection saw the browser's empty error page. Here it gets the worded 408 page, sent as the
// host's other refusals are (./status-response.ts), in the language of the request's path when its
// headers had arrived and in Swedish when they had not (ADR 084). Anything else is answered as Node
// answers it: its 400 (431 for headers too large, 413 for chunk extensions too large).
//
// With a listener for 'clientError', Node writes nothing on the connection and leaves closing it to
// the listener; each answer here ends by closing it.
import { type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { connectionsGivenUp } from "~/.server/metrics";
import { isReadingBody } from "./body-before-admission";
import { labelResponse } from "./response-labels";
import { pathLocale, sendStatusPage, statusPageAnswer } from "./status-response";

interface Exchange {
	req: IncomingMessage;
	res: ServerResponse;
}

/** Node's own status for the parse errors it does not answer 400. */
const nodeStatuses: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413 };

/** Whether an answer on the connection has begun and not been sent in full: nothing may be written in its midst. */
const midAnswer = (last: Exchange | undefined) => last?.res.headersSent === true && !last.res.writableFinished;

function answerAsNodeDoes(socket: Socket, last: Exchange | undefined, error: NodeJS.ErrnoException): void {
	if (socket.writable && !midAnswer(last)) {
		const status = nodeStatuses[error.code ?? ""] ?? 400;
		socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
	}
	socket.destroy(error);
}

function answerLateRequest(socket: Socket, last: Exchange | undefined, error: NodeJS.ErrnoException): void {
	if (!socket.writable) {
		socket.destroy(error);
		return;
	}
	if (last && !last.req.complete) {
		// Its headers are in and its body is not. A request already answered (a refusal whose rest is
		// being read and dropped, a page that did not wait for the body) gets no second answer.
		if (last.res.headersSent) {
			socket.destroy(error);
			return;
		}
		if (isReadingBody(last.req)) {
			// Answered as that request, so that its log line and metric say 408 (./request-log.ts). The
			// rest of its body may still come: the connection goes once the page is out (Node closes it).
			labelResponse(last.res, "request-timeout");
			last.res.setHeader("Connection", "close");
			sendStatusPage(last.req, last.res, "request-timeout");
			return;
		}
		// Handed on without its body (a GET that declared one): the app may still write its answer, so
		// the page goes on the connection and the connection goes at once, as Node's own 408 does.
		socket.write(statusPageAnswer("request-timeout", pathLocale(last.req.url)));
		socket.destroy(error);
		return;
	}
	// Its headers did not arrive: no request, so no path to take the language from. Were an answer
	// to an earlier request still on its way, a page written now would come before its end.
	if (last && !last.res.writableFinished) {
		socket.destroy(error);
		return;
	}
	socket.end(statusPageAnswer("request-timeout", "sv"), () => socket.destroy());
}

/**
 * Why the connection was given up, as the metric counts it. A request whose headers never came whole
 * has no log line (there was no request), so this count is what shows a client holding connections
 * open by sending headers slowly, or a stream of bytes that are no HTTP.
 */
function reasonOf(error: NodeJS.ErrnoException, last: Exchange | undefined): string {
	if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return last && !last.req.complete ? "late-body" : "late-headers";
	if (error.code === "HPE_HEADER_OVERFLOW") return "headers-too-large";
	if (error.code === "ECONNRESET") return "reset";
	return error.code?.startsWith("HPE_") ? "malformed" : "other";
}

/** Answers the connections `server` gives up on, as above; called once, when the server is made. */
export function answerClientErrors(server: Server): void {
	// The last request whose headers arrived on each connection: the one whose body a deadline cuts.
	const lastRequests = new WeakMap<Socket, Exchange>();
	server.on("request", (req: IncomingMessage, res: ServerResponse) => lastRequests.set(req.socket, { req, res }));
	server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
		const last = lastRequests.get(socket);
		connectionsGivenUp.inc({ reason: reasonOf(error, last) });
		if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") answerLateRequest(socket, last, error);
		else answerAsNodeDoes(socket, last, error);
	});
}
