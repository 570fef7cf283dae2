// GET /_status/{sv|nb}/{code}: the worded page for a refusal nginx makes itself (its rate limit's
// 429, its body limit's 413), which its error_page fetches from here. The same bytes for everyone,
// so nginx may keep them; the error's own status is what nginx sends the visitor.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { StatusKind } from "~/.server/status-page";
import { isLocale } from "~/i18n/locales";
import { labelResponse } from "./response-labels";
import { sendStatusPage } from "./status-response";

const kindsByCode: Record<string, StatusKind> = {
	"400": "bad-request",
	"405": "method-not-allowed",
	"413": "too-large",
	"429": "too-many-requests",
	"503": "overloaded",
};

const statusPath = /^\/_status\/([a-z]{2})\/([0-9]{3})$/;

/** Answers a status page request; false for any other path. */
export function answerStatusRoute(req: IncomingMessage, res: ServerResponse): boolean {
	const match = statusPath.exec(req.url?.split("?", 1)[0] ?? "");
	if (!match || (req.method !== "GET" && req.method !== "HEAD")) return false;
	const [, locale, code] = match as unknown as [string, string, string];
	const kind = kindsByCode[code];
	if (!isLocale(locale) || !kind) return false;
	labelResponse(res, "status-page");
	res.setHeader("X-Robots-Tag", "noindex");
	sendStatusPage(req, res, kind, { locale, cacheControl: "public, max-age=0, s-maxage=3600", status: 200 });
	return true;
}
