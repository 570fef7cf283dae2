// The category and brand SEO cards' post, answered in words: no page chosen → the card's field
// error on its own page; a run that could not start → the failure toast on its card; a
// started run → its job page.
import { data, href, redirect } from "react-router";
import { adminT } from "~/i18n/admin-t";
import { cardPath } from "~/lib/admin-sections";
import { requireAdmin } from "../auth/require-admin";
import { commitSession } from "../auth/session";
import { getDb } from "../db/client";
import { postPagesSeo } from "./seo";

export async function pagesSeoAction(request: Request, kind: "category" | "brand") {
	const db = getDb();
	const { session, headers } = await requireAdmin(request);
	const post = await postPagesSeo(db, request, kind);
	if ("started" in post) return redirect(href("/admin/jobs/:id", { id: String(post.started) }));
	if (post.refused === "none-selected") {
		const error = adminT(kind === "category" ? "seo.categories.noneSelected" : "seo.brands.noneSelected");
		return data({ error }, { status: 400, headers });
	}
	session.flash("flash", { kind: "error", title: adminT("seo.failed"), text: adminT("seo.failedText") });
	return redirect(cardPath(kind === "category" ? "seo-categories" : "seo-brands"), {
		headers: { "Set-Cookie": await commitSession(session) },
	});
}
