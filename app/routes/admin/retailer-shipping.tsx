// /admin/retailers/:id: a retailer's shipping per language (ADR 046), reached from the feeds card.
// Each language is a plain form post of its own; a saved rule comes back here with a flash, a
// refused one re-renders with the values as sent and what is wrong with them. A malformed or
// unknown id is a 404 page, never a 500.
import { data, redirect } from "react-router";
import { findRetailerShipping, saveRetailerShipping } from "~/.server/admin/retailer-shipping";
import { toolRunActor } from "~/.server/admin/tool-runs";
import { requireAdmin } from "~/.server/auth/require-admin";
import { commitSession } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { RetailerShippingCard, type ShippingReply } from "~/components/admin/RetailerShippingCard";
import { adminT } from "~/i18n/admin-t";
import type { Route } from "./+types/retailer-shipping";

export async function loader({ request, params }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const retailer = await findRetailerShipping(getDb(), params.id);
	if (!retailer) throw data(null, { status: 404 });
	return data({ retailer }, { headers });
}

export async function action({ request, params }: Route.ActionArgs) {
	const { session } = await requireAdmin(request);
	const form = await request.formData().catch(() => new FormData());
	const outcome = await saveRetailerShipping(getDb(), params.id, form, { actor: toolRunActor(request) });
	if (outcome.status === "not-found") throw data(null, { status: 404 });
	if (outcome.status === "invalid") {
		const { locale, values, errors } = outcome.form;
		const reply: ShippingReply = { locale, values, errors };
		return data({ reply }, { status: 400 });
	}
	if (outcome.status === "failed") {
		const reply: ShippingReply = { locale: outcome.locale, values: null, errors: {}, failed: true };
		return data({ reply }, { status: 500 });
	}
	session.flash("flash", {
		kind: "success",
		title: adminT(outcome.status === "saved" ? "feeds.shipping.saved" : "feeds.shipping.removed"),
		text: adminT("feeds.shipping.savedText", {
			retailer: outcome.retailerName,
			locale: adminT(`feeds.locales.${outcome.locale}`),
		}),
	});
	return redirect(new URL(request.url).pathname, { headers: { "Set-Cookie": await commitSession(session) } });
}

export const meta: Route.MetaFunction = () => [
	{ title: adminT("feeds.shipping.pageTitle") },
	{ name: "robots", content: "noindex, nofollow" },
];

export default function RetailerShippingPage({ loaderData, actionData }: Route.ComponentProps) {
	return <RetailerShippingCard retailer={loaderData.retailer} reply={actionData?.reply} />;
}
