import { href, redirect } from "react-router";
import { requireAdmin } from "~/.server/auth/require-admin";
import { endAdminSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
	const db = getDb();
	const { session } = await requireAdmin(request);
	return redirect(href("/admin/login"), { headers: { "Set-Cookie": await endAdminSession(db, session) } });
}

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request);
	return redirect(href("/admin"));
}
