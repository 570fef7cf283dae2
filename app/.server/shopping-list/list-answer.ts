// How a change to the list is answered (ADR 047). A form posted by a script (`reply=inline`) gets
// the reply as data; a plain post is redirected (303): an add back to the page it was posted from,
// with the reply in its address (that page stays the same for everyone; only the address
// differs), any other change to the list page. A refused change sets no cookie.
import { data, redirect } from "react-router";
import type { Locale } from "~/i18n/locales";
import { screenPath } from "~/i18n/paths";
import { type ListReply, listPageReplyParam, listProductParam, listReplyCode, listReplyParam } from "~/lib/shopping-list";
import { redirectTarget } from "../redirect-target";
import type { ListAnswer } from "./list-action";
import { listCookieHeader } from "./list-cookie";

export function answerListChange(answer: ListAnswer, locale: Locale, form: FormData) {
	const headers = new Headers();
	if (answer.ok) headers.set("Set-Cookie", listCookieHeader(locale, answer.lines));
	const reply: ListReply = answer.ok ? { ok: true, note: answer.note } : { ok: false, problem: answer.problem };
	if (form.get("reply") === "inline") return data(reply, { status: answer.ok ? 200 : 400, headers });
	const code = listReplyCode(reply);
	// The page posted from has a form for this product, which shows the reply; a product that is
	// unknown or no longer sold has none there, so the list page says it.
	const answeredByForm = answer.ok || answer.problem === "quantity" || answer.problem === "too-many-lines";
	const back = form.get("intent") === "add" && answer.productId && answeredByForm ? redirectTarget(form.get("back")) : null;
	if (back?.ok && answer.productId) {
		const target = new URL(back.path, "http://back.invalid");
		target.searchParams.set(listReplyParam, code);
		target.searchParams.set(listProductParam, answer.productId);
		target.hash = `list-${answer.productId}`;
		return redirect(`${target.pathname}${target.search}${target.hash}`, { status: 303, headers });
	}
	return redirect(`${screenPath("shoppingList", locale)}?${new URLSearchParams({ [listPageReplyParam]: code })}`, {
		status: 303,
		headers,
	});
}
