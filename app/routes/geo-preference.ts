// The geo banner's answers (SPEC §4) as a plain form post: store the preference in a cookie,
// then go to the Norwegian counterpart ("Ja, växla") or back to the page ("Nej tack", close).
import { redirect } from "react-router";
import { z } from "zod";
import { geoPreferenceCookie } from "~/.server/geo-preference";
import { href } from "~/i18n/paths";
import type { Route } from "./+types/geo-preference";

/** Only paths on this site: "/x", never "//host" or "https://…" (no open redirect). */
const localPath = z
	.string()
	.max(2000)
	.regex(/^\/(?![/\\])/);

const answer = z.object({
	preference: z.enum(["nb", "sv"]),
	norwegianPath: localPath.catch(href("home", "nb")),
	returnTo: localPath.catch(href("home", "sv")),
});

export async function action({ request }: Route.ActionArgs) {
	const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
	const parsed = answer.safeParse(form);
	if (!parsed.success) return redirect(href("home", "sv"), 303);
	const { preference, norwegianPath, returnTo } = parsed.data;
	return redirect(preference === "nb" ? norwegianPath : returnTo, {
		status: 303,
		headers: { "Set-Cookie": await geoPreferenceCookie.serialize(preference) },
	});
}

export function loader() {
	return redirect(href("home", "sv"));
}
