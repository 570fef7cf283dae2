// A text field's history (ADR 050): every version with who wrote it and when, a diff between any
// two (a GET form, so it works without JavaScript), and each version's own page to restore it.
import { data, Form } from "react-router";
import { requireAdmin } from "~/.server/auth/require-admin";
import { loadTextHistoryPage } from "~/.server/screens/text-history-page";
import { AdminPageFrame } from "~/components/admin/AdminPageFrame";
import { DiffView } from "~/components/admin/DiffView";
import { RevisionList } from "~/components/admin/RevisionList";
import { adminT } from "~/i18n/admin-t";
import type { Route } from "./+types/text-history";

export async function loader({ request, params }: Route.LoaderArgs) {
	const { headers } = await requireAdmin(request);
	const page = await loadTextHistoryPage(params, new URL(request.url).searchParams);
	if (!page) throw data(null, { status: 404, headers });
	return data(page, { headers });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: `${loaderData?.title ?? adminT("texts.nav")} – Admin` },
	{ name: "robots", content: "noindex" },
];

const selectClass = "mt-1 block min-h-11 w-full rounded-md border border-gray-300 bg-white px-2";

export default function TextHistory({ loaderData }: Route.ComponentProps) {
	const { lines, compare, publicPath } = loaderData;
	return (
		<AdminPageFrame title={loaderData.title}>
			<p className="text-sm text-gray-700">{adminT("texts.history.intro")}</p>
			{publicPath ? (
				<p>
					<a href={publicPath} className="inline-flex min-h-11 items-center text-brand-700 underline">
						{adminT("texts.links.publicPage")}
					</a>
				</p>
			) : null}
			{lines.length === 0 ? (
				<p className="mt-4">{adminT("texts.history.empty")}</p>
			) : (
				<>
					<h2 className="mt-6 text-lg font-bold">{adminT("texts.history.compare")}</h2>
					<Form method="get" className="mt-4 grid gap-3 sm:grid-cols-3 sm:items-end">
						<label className="text-sm font-semibold">
							{adminT("texts.history.from")}
							<select name="from" defaultValue={compare?.from ?? lines[1]?.id ?? lines[0]?.id} className={selectClass}>
								{lines.map((line) => (
									<option key={line.id} value={line.id}>
										{adminT("texts.history.version", { id: line.id })} · {line.statusText} · {line.time}
									</option>
								))}
							</select>
						</label>
						<label className="text-sm font-semibold">
							{adminT("texts.history.to")}
							<select name="to" defaultValue={compare?.to ?? lines[0]?.id} className={selectClass}>
								{lines.map((line) => (
									<option key={line.id} value={line.id}>
										{adminT("texts.history.version", { id: line.id })} · {line.statusText} · {line.time}
									</option>
								))}
							</select>
						</label>
						<button type="submit" className="min-h-11 rounded-md border border-gray-300 bg-white px-4 font-semibold">
							{adminT("texts.history.show")}
						</button>
					</Form>
					{compare ? <DiffView parts={compare.parts} counts={compare.counts} /> : null}
					<h2 className="mt-6 text-lg font-bold">{adminT("texts.links.history")}</h2>
					<RevisionList lines={lines} showPage={false} testId="history" />
				</>
			)}
		</AdminPageFrame>
	);
}
