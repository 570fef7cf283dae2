// The page a price alert's e-mail links open (ADR 028): the confirmation link confirms on opening;
// the unsubscribe link shows a button that posts back here, and a mail client's one-click
// unsubscribe (RFC 8058) posts the same. The token in the address is the only credential, so the
// post is not held to the same-origin rule of the site's other forms. Every answer is personal
// (private, no-store) and kept out of search engines.
import { createContext, Form } from "react-router";
import { answerAlertLink } from "~/.server/alerts/alert-link-answer";
import { openAlertLink, unsubscribeAlert } from "~/.server/alerts/alert-links";
import { alertT } from "~/.server/alerts/alert-texts";
import { getDb } from "~/.server/db/client";
import { requestLocale } from "~/.server/i18n";
import { PageLink } from "~/components/PageLink";
import { buttonClass, secondaryButtonClass } from "~/components/StatusPage";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/price-alert";

function tokenOf(request: Request, form?: FormData): string {
	const value = new URL(request.url).searchParams.get("token") ?? form?.get("token");
	return typeof value === "string" ? value : "";
}

/**
 * Set for a post: React Router answers a post by running the action and then this loader on the
 * same address, whose token must then not be opened (a confirmation token posted here would
 * otherwise confirm behind the action's "invalid link").
 */
const posted = createContext(false);

export const middleware: Route.MiddlewareFunction[] = [
	({ request, context }) => {
		if (request.method !== "GET" && request.method !== "HEAD") context.set(posted, true);
	},
];

export async function loader({ request, context }: Route.LoaderArgs) {
	// The page is the action's; the loader gives only what the document head needs.
	if (context.get(posted)) return { pageTitle: alertT(requestLocale(request))("page.title") };
	const token = tokenOf(request);
	return answerAlertLink(await openAlertLink(getDb(), token), requestLocale(request), token);
}

export async function action({ request }: Route.ActionArgs) {
	const form = await request.formData().catch(() => new FormData());
	const token = tokenOf(request, form);
	return answerAlertLink(await unsubscribeAlert(getDb(), token), requestLocale(request), token);
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
	return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = (args) => {
	const title = args.data?.pageTitle;
	return title ? seoMeta(args, { title, description: title, noindex: true }) : [];
};

export default function PriceAlertPage({ loaderData, actionData }: Route.ComponentProps) {
	const page = actionData ?? ("title" in loaderData ? loaderData : null);
	if (!page) return null;
	return (
		<section className="mx-auto max-w-2xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">{page.title}</h1>
			<p className="mt-3 text-gray-700">{page.text}</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				{page.unsubscribe ? (
					<Form method="post">
						<input type="hidden" name="token" value={page.unsubscribe.token} />
						<button type="submit" className={buttonClass}>
							{page.unsubscribe.label}
						</button>
					</Form>
				) : null}
				<PageLink to={page.onward.to} className={secondaryButtonClass}>
					{page.onward.label}
				</PageLink>
			</div>
		</section>
	);
}
