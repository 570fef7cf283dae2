// Placeholder while this admin tool is built: only the admin gate answers here.
import { redirect } from "react-router";
import { requireAdmin } from "~/.server/auth/require-admin";
import type { Route } from "./+types/tools-add-brand";

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request);
	return redirect("/admin");
}

export async function action({ request }: Route.ActionArgs) {
	await requireAdmin(request);
	return redirect("/admin");
}
