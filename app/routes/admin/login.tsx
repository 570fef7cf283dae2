// The admin gate. The password is checked on the server, never in the browser
// (docs/product.md, Admin access and forms).
// A plain form post: wrong → 'Felaktigt lösenord' and an empty field; right → a new session,
// the flash 'Åtkomst beviljad' and the admin page. 5 failures a minute per client → 429.
import { data, Form, href, redirect, useNavigation } from "react-router";
import { verifyAdminPassword } from "~/.server/auth/password";
import { clearLoginFailures, clientKey, loginRetryAfter, recordLoginFailure } from "~/.server/auth/rate-limit";
import { commitSession, getSession, isStandingSession, startAdminSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { redirectTarget } from "~/.server/redirect-target";
import { assertSameOrigin } from "~/.server/same-origin";
import { adminT } from "~/i18n/admin-t";
import type { Route } from "./+types/login";

/** Back to the admin page that asked for the login; anything not inside the admin area goes to /admin. */
function returnPath(request: Request): string {
	const target = redirectTarget(new URL(request.url).searchParams.get("redirectTo"), "/admin");
	return target.ok ? target.path : "/admin";
}

// No robots tag of its own: the admin frame in app/root.tsx gives every admin page `noindex, nofollow`,
// and a second tag would only leave a crawler to choose between them.
export const meta: Route.MetaFunction = () => [{ title: `${adminT("login.title")} – Godisguiden` }];

/** Passes the action's Retry-After (429) on to the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
	const db = getDb();
	if (await isStandingSession(db, await getSession(request))) throw redirect(href("/admin"));
	return null;
}

export async function action({ request }: Route.ActionArgs) {
	assertSameOrigin(request);
	const key = clientKey(request);
	const db = getDb();
	const retryAfter = await loginRetryAfter(db, key);
	if (retryAfter > 0) {
		return data({ error: adminT("login.tooManyAttempts") }, { status: 429, headers: { "Retry-After": String(retryAfter) } });
	}
	const form = await request.formData().catch(() => new FormData());
	const password = form.get("password");
	if (typeof password !== "string" || password.length > 1024 || !verifyAdminPassword(password)) {
		await recordLoginFailure(db, key);
		return data({ error: adminT("login.wrongPassword") }, { status: 401 });
	}
	await clearLoginFailures(db, key);
	// A fresh session on every login: whatever cookie came in is replaced (no fixation).
	const session = await startAdminSession(db);
	session.flash("flash", { kind: "success", title: adminT("login.granted") });
	return redirect(returnPath(request), { headers: { "Set-Cookie": await commitSession(session) } });
}

export default function Login({ actionData }: Route.ComponentProps) {
	const navigation = useNavigation();
	const error = actionData?.error;
	return (
		<div className="mx-auto max-w-sm px-4 py-20">
			<h1 className="text-2xl font-bold">{adminT("login.title")}</h1>
			<p className="mt-2 text-gray-700">{adminT("login.intro")}</p>
			<Form method="post" className="mt-6 space-y-4" noValidate>
				<div>
					<label htmlFor="password" className="block text-sm font-semibold">
						{adminT("login.password")}
					</label>
					{/* The field is rendered empty after every attempt: a wrong password is never echoed back. */}
					<input
						key={error ? `error-${navigation.state}` : "field"}
						id="password"
						name="password"
						type="password"
						autoComplete="current-password"
						required
						aria-invalid={error ? true : undefined}
						aria-describedby={error ? "password-error" : undefined}
						className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2"
					/>
					{error ? (
						<p id="password-error" role="alert" className="mt-2 text-sm font-semibold text-red-800">
							{error}
						</p>
					) : null}
				</div>
				<button
					type="submit"
					disabled={navigation.state === "submitting"}
					className="w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
				>
					{adminT("login.submit")}
				</button>
			</Form>
		</div>
	);
}
