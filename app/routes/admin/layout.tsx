// The admin area's frame: guard, section navigation, flash message (rendered by the server after a
// redirect, so no JavaScript is needed), logout button. Each child loader and action calls
// requireAdmin too.
import { data, Form, href, Link, Outlet } from "react-router";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { AdminNav } from "~/components/admin/AdminNav";
import { FlashMessage } from "~/components/admin/FlashMessage";
import { adminT } from "~/i18n/admin-t";
import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
	const { session, headers } = await requireAdmin(request);
	const flash = session.get("flash") ?? null;
	if (flash) {
		headers.delete("Set-Cookie");
		headers.append("Set-Cookie", await commitSession(session));
	}
	return data({ flash }, { headers });
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	return (
		<div className="min-h-screen bg-gray-50">
			<header className="border-b border-gray-200 bg-white">
				<div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
					<Link to={href("/admin")} className="text-lg font-extrabold">
						Godisguiden · {adminT("title")}
					</Link>
					<Link to={href("/admin/texts")} className="ml-auto text-sm text-brand-700 underline">
						{adminT("texts.nav")}
					</Link>
					<Link to={href("/")} className="text-sm text-brand-700 underline">
						{adminT("toSite")}
					</Link>
					<Form method="post" action={href("/admin/logout")}>
						<button
							type="submit"
							className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-gray-50"
						>
							{adminT("logout")}
						</button>
					</Form>
				</div>
			</header>
			<AdminNav />
			<main id="main" className="mx-auto max-w-5xl space-y-6 px-4 py-8">
				{loaderData.flash ? <FlashMessage flash={loaderData.flash} /> : null}
				<Outlet />
			</main>
		</div>
	);
}
