// A revision's preview (ADR 051): the page's texts as visitors would see them with this revision
// in place, in the public pages' own markup and styles. Admin only, never indexed, never shared
// (the admin guard's `private, no-store`); the banner says it is a preview.
import { data } from "react-router";
import { requireAdmin } from "~/.server/auth/require-admin";
import { loadRevisionPreview } from "~/.server/screens/revision-preview-page";
import { RevisionLinks } from "~/components/admin/RevisionLinks";
import { Markdown } from "~/components/Markdown";
import { adminT } from "~/i18n/admin-t";
import type { Route } from "./+types/revision-preview";

export async function loader({ request, params }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const page = await loadRevisionPreview(params.id);
	if (!page) throw data(null, { status: 404, headers });
	return data(page, { headers });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `${loaderData?.title ?? adminT("texts.nav")} – Admin` },
	{ name: "robots", content: "noindex, nofollow" },
];

export default function RevisionPreview({ loaderData }: Route.ComponentProps) {
	const { line, heading, introHtml, longHtml, locale } = loaderData;
	return (
		<>
			<div role="note" className="rounded-md bg-amber-50 p-3 text-amber-900" data-testid="preview-banner">
				<h1 className="font-bold">{loaderData.title}</h1>
				<p className="text-sm">{loaderData.banner}</p>
				<RevisionLinks line={line} show={["diff", "history", "public"]} />
			</div>
			<article lang={locale === "nb" ? "nb" : "sv"} className="rounded-xl bg-white px-4 py-10" data-testid="preview">
				{heading ? <p className="text-3xl font-bold">{heading}</p> : null}
				<Markdown className="mt-4 max-w-3xl text-lg" html={introHtml} />
				<Markdown className="mt-4 max-w-3xl" html={longHtml} />
			</article>
		</>
	);
}
