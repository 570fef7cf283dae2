// The retailer feeds card (issue 5): every feed with its last import, the buttons that run one or
// all of them now, and the form that adds one. Every button is a form post to /admin/feeds.
import { Form, Link, useLocation } from "react-router";
import type { FeedListing, loadFeedsCard } from "~/.server/admin/feeds";
import { useT } from "~/i18n/use-locale";
import { AdminCard } from "./AdminCard";
import { FeedForm } from "./FeedForm";
import { LoadedList } from "./LoadedList";
import { SubmitButton } from "./SubmitButton";

const smallButton = "rounded-md border border-gray-300 bg-white px-2 py-1 text-xs font-semibold hover:bg-gray-50";

function FeedSource({ feed }: { feed: FeedListing }) {
	const t = useT();
	if (feed.filePath) return <span>{t("admin.feeds.bundledSource", { file: feed.filePath })}</span>;
	return (
		<span className="block max-w-[14rem] truncate" title={feed.url ?? undefined}>
			{feed.url}
		</span>
	);
}

function LastRun({ run }: { run: FeedListing["lastRun"] }) {
	const t = useT();
	if (!run) return <span className="text-gray-500">{t("admin.feeds.neverRun")}</span>;
	const status = run.status as keyof typeof statusKeys | null;
	return (
		<div className="space-y-0.5">
			<p>
				{run.when}
				{status ? ` · ${status in statusKeys ? t(statusKeys[status]) : status}` : null}
			</p>
			{run.counts ? <p className="text-xs text-gray-600">{t("admin.feeds.runCounts", { ...run.counts })}</p> : null}
			{run.error ? <p className="text-xs text-red-700">{run.error}</p> : null}
		</div>
	);
}

const statusKeys = {
	succeeded: "admin.feeds.runStatus.succeeded",
	partial: "admin.feeds.runStatus.partial",
	failed: "admin.feeds.runStatus.failed",
} as const;

function FeedRow({ feed }: { feed: FeedListing }) {
	const t = useT();
	return (
		<tr className="align-top" data-feed-id={feed.id}>
			<td className="py-2 pr-3 font-medium">{feed.retailerName}</td>
			<td className="py-2 pr-3">{t(`admin.feeds.locales.${feed.locale}`)}</td>
			<td className="py-2 pr-3">{t(`admin.feeds.formats.${feed.format}`)}</td>
			<td className="py-2 pr-3">
				<FeedSource feed={feed} />
			</td>
			<td className="whitespace-nowrap py-2 pr-3 font-mono text-xs">{feed.schedule}</td>
			<td className="whitespace-nowrap py-2 pr-3">
				<span className={feed.enabled ? "font-semibold text-green-800" : "font-semibold text-gray-500"}>
					{t(feed.enabled ? "admin.feeds.enabled" : "admin.feeds.disabled")}
				</span>
			</td>
			<td className="py-2 pr-3">
				<LastRun run={feed.lastRun} />
			</td>
			<td className="py-2">
				<div className="flex flex-wrap gap-1">
					<Link to={`/admin/feeds/${feed.id}`} className={smallButton}>
						{t("admin.feeds.edit")}
					</Link>
					<Form method="post" action="/admin/feeds">
						<input type="hidden" name="intent" value="set-enabled" />
						<input type="hidden" name="feedId" value={feed.id} />
						<input type="hidden" name="enabled" value={feed.enabled ? "false" : "true"} />
						<button type="submit" className={smallButton}>
							{t(feed.enabled ? "admin.feeds.disable" : "admin.feeds.enable")}
						</button>
					</Form>
					<Form method="post" action="/admin/feeds">
						<input type="hidden" name="intent" value="import-feed" />
						<input type="hidden" name="feedId" value={feed.id} />
						<button type="submit" className={smallButton}>
							{t("admin.feeds.importNow")}
						</button>
					</Form>
				</div>
			</td>
		</tr>
	);
}

export function FeedsCard({ data }: { data: Awaited<ReturnType<typeof loadFeedsCard>> }) {
	const t = useT();
	const { feeds, retailers, bundledFiles } = data;
	const location = useLocation();
	return (
		<AdminCard id="feeds" title={t("admin.feeds.title")} description={t("admin.feeds.description")}>
			<LoadedList items={feeds} failed={t("admin.feeds.listFailed")} empty={t("admin.feeds.empty")}>
				{(feeds) => (
					<div className="overflow-x-auto">
						<table className="w-full text-left text-sm" data-testid="feeds-table">
							<thead className="border-b border-gray-200 text-xs uppercase text-gray-600">
								<tr>
									<th className="py-2 pr-3">{t("admin.feeds.columns.retailer")}</th>
									<th className="py-2 pr-3">{t("admin.feeds.columns.locale")}</th>
									<th className="py-2 pr-3">{t("admin.feeds.columns.format")}</th>
									<th className="py-2 pr-3">{t("admin.feeds.columns.source")}</th>
									<th className="py-2 pr-3">{t("admin.feeds.columns.schedule")}</th>
									<th className="py-2 pr-3">{t("admin.feeds.columns.status")}</th>
									<th className="py-2 pr-3">{t("admin.feeds.columns.lastRun")}</th>
									<th className="py-2">{t("admin.feeds.columns.actions")}</th>
								</tr>
							</thead>
							<tbody className="divide-y divide-gray-100">
								{feeds.map((feed) => (
									<FeedRow key={feed.id} feed={feed} />
								))}
							</tbody>
						</table>
					</div>
				)}
			</LoadedList>
			<Form method="post" action="/admin/feeds" className="mt-4 flex flex-wrap items-center gap-3">
				<input type="hidden" name="intent" value="import-all" />
				<SubmitButton>{t("admin.feeds.importAll")}</SubmitButton>
				<span className="text-sm text-gray-600">{t("admin.feeds.importAllHint")}</span>
			</Form>
			<h3 className="mt-6 mb-3 text-lg font-bold">{t("admin.feeds.addTitle")}</h3>
			{/* A fresh form after every navigation: a saved feed's values must not linger in it. */}
			<FeedForm
				key={location.key}
				action="/admin/feeds"
				intent="create-feed"
				submitLabel={t("admin.feeds.add")}
				retailers={retailers}
				bundledFiles={bundledFiles}
			/>
		</AdminCard>
	);
}
