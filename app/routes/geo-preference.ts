// The geo banner's answers as a plain form post: store the preference in a cookie,
// then go to the Norwegian counterpart ("Ja, växla") or back to the page ("Nej tack", close).
// Both addresses come from the form, so they go through the one redirect check (ADR 023): an
// address off this site or holding control characters is answered 400 in the page's language and
// nothing is stored. Like the admin forms, the post is refused from another site's page.
import { redirect } from "react-router";
import { geoPreferenceCookie } from "~/.server/geo-preference";
import { requestLocale } from "~/.server/i18n";
import { type RefusedTarget, redirectTarget } from "~/.server/redirect-target";
import { assertSameOrigin } from "~/.server/same-origin";
import { messages } from "~/i18n/messages";
import { screenPath } from "~/i18n/paths";
import type { Route } from "./+types/geo-preference";

const refusal: Record<RefusedTarget, "refusedControlCharacter" | "refusedForeignAddress"> = {
	"control-character": "refusedControlCharacter",
	"not-on-this-site": "refusedForeignAddress",
};

function refused(request: Request, reason: RefusedTarget): Response {
	const text = messages[requestLocale(request)].geoBanner[refusal[reason]];
	return new Response(text, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export async function action({ request }: Route.ActionArgs) {
	assertSameOrigin(request);
	const form = await request.formData().catch(() => new FormData());
	const preference = form.get("preference");
	if (preference !== "nb" && preference !== "sv") return redirect(screenPath("home", "sv"), 303);
	// A missing address is the form's own default; a present one must be a path on this site.
	const norwegianPath = redirectTarget(form.get("norwegianPath") ?? screenPath("home", "nb"));
	const returnTo = redirectTarget(form.get("returnTo") ?? screenPath("home", "sv"));
	if (!norwegianPath.ok) return refused(request, norwegianPath.refused);
	if (!returnTo.ok) return refused(request, returnTo.refused);
	return redirect(preference === "nb" ? norwegianPath.path : returnTo.path, {
		status: 303,
		headers: { "Set-Cookie": await geoPreferenceCookie.serialize(preference) },
	});
}

export function loader() {
	return redirect(screenPath("home", "sv"));
}
