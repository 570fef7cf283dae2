// "Min godislista" / "Min godteliste" (ADR 047): the visitor's own list, read from their signed
// cookie, or a shared list from a link (read-only, with "copy to my list"), priced across shops. The
// page is personal: `private, no-store`, noindex. Its action takes every change to the list, from
// this page and from the add forms on product cards and product pages.
import { data, Form } from "react-router";
import { getDb } from "~/.server/db/client";
import { getEnv } from "~/.server/env";
import { requestLocale } from "~/.server/i18n";
import { assertSameOrigin } from "~/.server/same-origin";
import { changeList } from "~/.server/shopping-list/list-action";
import { answerListChange } from "~/.server/shopping-list/list-answer";
import { decodeLines } from "~/.server/shopping-list/list-code";
import { readListCookie } from "~/.server/shopping-list/list-cookie";
import { loadListPage } from "~/.server/shopping-list/list-page";
import type { ListLine } from "~/.server/shopping-list/list-pricing";
import { PageLink } from "~/components/PageLink";
import { buttonClass, secondaryButtonClass } from "~/components/StatusPage";
import { BestPurchase } from "~/components/shopping-list/BestPurchase";
import { ListLines } from "~/components/shopping-list/ListLines";
import { ShopBaskets } from "~/components/shopping-list/ShopBaskets";
import { screenPath } from "~/i18n/paths";
import { tFor } from "~/i18n/translate";
import { useLocale, useT } from "~/i18n/use-locale";
import { seoMeta } from "~/lib/seo";
import { type ListProblem, listPageReplyParam, listReplyOf, sharedListParam } from "~/lib/shopping-list";
import type { Route } from "./+types/shopping-list";

const personal = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
	const locale = requestLocale(request);
	const params = new URL(request.url).searchParams;
	const sharedCode = params.get(sharedListParam);
	let lines: ListLine[];
	let problem: ListProblem | null = null;
	if (sharedCode !== null) {
		const shared = decodeLines(sharedCode);
		lines = shared ?? [];
		if (!shared) problem = "unreadable-share";
	} else {
		const own = readListCookie(request, locale);
		lines = own.lines;
		if (own.unreadable) problem = "unreadable-list";
	}
	const page = await loadListPage(getDb(), locale, lines);
	return data(
		{
			locale,
			shared: sharedCode !== null,
			problem,
			reply: listReplyOf(params.get(listPageReplyParam)),
			siteUrl: getEnv().SITE_URL,
			...page,
		},
		{ status: problem === "unreadable-share" ? 400 : 200, headers: personal },
	);
}

export async function action({ request }: Route.ActionArgs) {
	assertSameOrigin(request);
	const locale = requestLocale(request);
	const form = await request.formData().catch(() => new FormData());
	return answerListChange(await changeList(getDb(), locale, request, form), locale, form);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
	return loaderHeaders.has("Cache-Control") ? loaderHeaders : personal;
}

export const meta: Route.MetaFunction = (args) => {
	const t = tFor(args.loaderData?.locale ?? "sv");
	return seoMeta(args, {
		title: args.loaderData?.shared ? t("shoppingList.sharedTitle") : t("shoppingList.title"),
		description: t("shoppingList.description"),
		noindex: true,
	});
};

export default function ShoppingList({ loaderData }: Route.ComponentProps) {
	const t = useT();
	const locale = useLocale();
	const { shared, problem, reply, lines, currency, shareCode } = loaderData;
	const listPath = screenPath("shoppingList", locale);
	const shareLink = shareCode
		? `${loaderData.siteUrl}${listPath}?${new URLSearchParams({ [sharedListParam]: shareCode })}`
		: null;
	const message = problem
		? { ok: false, text: t(`shoppingList.problems.${problem}`) }
		: reply
			? { ok: reply.ok, text: reply.ok ? t(`shoppingList.notes.${reply.note}`) : t(`shoppingList.problems.${reply.problem}`) }
			: null;
	return (
		<div className="mx-auto max-w-7xl px-4 py-10">
			<h1 className="text-3xl font-bold">{shared ? t("shoppingList.sharedTitle") : t("shoppingList.title")}</h1>
			<p className="mt-2 text-gray-700">{shared ? t("shoppingList.sharedIntro") : t("shoppingList.intro")}</p>
			{message ? (
				<p
					role={message.ok ? "status" : "alert"}
					className={`mt-4 rounded-md border p-3 font-semibold ${message.ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-800"}`}
					data-testid="list-message"
				>
					{message.text}
				</p>
			) : null}
			{lines.length === 0 ? (
				<div className="mt-8 rounded-xl border border-gray-200 bg-gray-50 p-6">
					<p className="font-semibold">{t("shoppingList.empty")}</p>
					<p className="mt-1">{t("shoppingList.emptyHint")}</p>
					<PageLink to={screenPath("products", locale)} className={`mt-4 inline-block ${buttonClass}`}>
						{t("shoppingList.browse")}
					</PageLink>
				</div>
			) : (
				<>
					{shared && shareCode ? (
						<Form method="post" action={listPath} className="mt-4 flex flex-wrap gap-3">
							<input type="hidden" name="intent" value="copy" />
							<input type="hidden" name="list" value={shareCode} />
							<button type="submit" className={`min-h-11 ${buttonClass}`}>
								{t("shoppingList.copy")}
							</button>
							<PageLink to={listPath} className={`inline-flex min-h-11 items-center ${secondaryButtonClass}`}>
								{t("shoppingList.ownList")}
							</PageLink>
						</Form>
					) : null}
					<section aria-labelledby="list-lines" className="mt-8">
						<h2 id="list-lines" className="mb-3 text-2xl font-bold">
							{t("shoppingList.linesHeading")}
						</h2>
						<ListLines lines={lines} currency={currency} editable={!shared} />
					</section>
					{loaderData.unavailable.length > 0 ? (
						<section aria-labelledby="list-unavailable" className="mt-6" data-testid="list-unavailable">
							<h2 id="list-unavailable" className="text-xl font-bold">
								{t("shoppingList.unavailableHeading")}
							</h2>
							<ul className="mt-2 list-disc pl-6">
								{loaderData.unavailable.map((name) => (
									<li key={name}>{name}</li>
								))}
							</ul>
						</section>
					) : null}
					{loaderData.baskets.length > 0 ? (
						<>
							<section aria-labelledby="list-best" className="mt-10">
								<h2 id="list-best" className="mb-3 text-2xl font-bold">
									{t("shoppingList.bestHeading")}
								</h2>
								<BestPurchase
									bestShop={loaderData.bestShop}
									bestSplit={loaderData.bestSplit}
									separately={loaderData.separately}
									saving={loaderData.saving}
									currency={currency}
									shopCount={loaderData.baskets.length}
								/>
							</section>
							<section aria-labelledby="list-shops" className="mt-10">
								<h2 id="list-shops" className="mb-3 text-2xl font-bold">
									{t("shoppingList.shopsHeading")}
								</h2>
								<ShopBaskets baskets={loaderData.baskets} currency={currency} />
							</section>
						</>
					) : null}
					{!shared && shareLink ? (
						<section aria-labelledby="list-share" className="mt-10 max-w-2xl">
							<h2 id="list-share" className="text-xl font-bold">
								{t("shoppingList.shareHeading")}
							</h2>
							<p className="mt-1 text-gray-700">{t("shoppingList.shareText")}</p>
							<label htmlFor="share-link" className="mt-3 block text-sm font-semibold">
								{t("shoppingList.shareLabel")}
							</label>
							<input
								id="share-link"
								type="text"
								readOnly
								value={shareLink}
								className="mt-1 h-11 w-full rounded-md border border-gray-400 bg-white px-2 text-sm"
								data-testid="share-link"
							/>
						</section>
					) : null}
				</>
			)}
			<p className="mt-10 text-sm text-gray-700">{t("shoppingList.privacyNote")}</p>
		</div>
	);
}
