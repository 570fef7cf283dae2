// The retailer feeds card: every feed with its last import (its problem in words), the buttons that
// run one or all of them now, and the form that adds one. Every button is a form post to
// /admin/feeds, named by its `intent`.
import { Form, href, Link, useLocation } from "react-router";
import type { FeedListing, loadFeedsCard } from "~/.server/admin/feeds";
import { adminT, adminText } from "~/i18n/admin-t";
import { cardPath } from "~/lib/admin-sections";
import { feedProblemText } from "~/lib/feed-problem-text";
import { scheduleInWords } from "~/lib/schedule-words";
import { AdminCard } from "./AdminCard";
import { FeedForm } from "./FeedForm";
import { LoadedList } from "./LoadedList";
import { SubmitButton } from "./SubmitButton";

/** Where the card is: the feeds section, scrolled to it. */
export const feedsCardPath = cardPath("feeds");

/** What a post to /admin/feeds asks for. */
export const feedIntents = ["create-feed", "set-enabled", "import-feed", "import-all"] as const;

export type FeedIntent = (typeof feedIntents)[number];

export function isFeedIntent(value: unknown): value is FeedIntent {
	return feedIntents.some((intent) => intent === value);
}

function IntentField({ intent }: { intent: FeedIntent }) {
	return <input type="hidden" name="intent" value={intent} />;
}

const smallButton = "rounded-md border border-gray-300 bg-white px-2 py-1 text-xs font-semibold hover:bg-gray-50";

function FeedSource({ feed }: { feed: FeedListing }) {
	if (feed.filePath) return <span>{adminT("feeds.bundledSource", { file: feed.filePath })}</span>;
	return (
		<span className="block max-w-[14rem] truncate" title={feed.url ?? undefined}>
			{feed.url}
		</span>
	);
}

function LastRun({ run }: { run: FeedListing["lastRun"] }) {
	if (!run) return <span className="text-gray-700">{adminT("feeds.neverRun")}</span>;
	const status = run.status;
	return (
		<div className="space-y-0.5">
			<p>
				{run.when}
				{status ? ` · ${isRunStatus(status) ? adminT(`feeds.runStatus.${status}`) : status}` : null}
			</p>
			{run.counts ? <p className="text-xs text-gray-600">{adminT("feeds.runCounts", { ...run.counts })}</p> : null}
			{run.problem ? <p className="text-xs text-red-800">{adminText(feedProblemText(run.problem))}</p> : null}
		</div>
	);
}

const runStatuses = ["succeeded", "partial", "failed"] as const;

function isRunStatus(status: string): status is (typeof runStatuses)[number] {
	return runStatuses.some((known) => known === status);
}

function FeedRow({ feed }: { feed: FeedListing }) {
	return (
		<tr className="align-top" data-feed-id={feed.id}>
			<td className="py-2 pr-3 font-medium">
				{feed.retailerName}
				{/* The shop's shipping per language is set on its own page (ADR 046). */}
				<Link
					to={href("/admin/retailers/:id", { id: feed.retailerId })}
					className="mt-1 block text-xs font-normal text-brand-700 underline"
				>
					{adminT("feeds.shipping.link")}
				</Link>
			</td>
			<td className="py-2 pr-3">{adminT(`feeds.locales.${feed.locale}`)}</td>
			<td className="py-2 pr-3">{adminT(`feeds.formats.${feed.format}`)}</td>
			<td className="py-2 pr-3">
				<FeedSource feed={feed} />
			</td>
			<td className="py-2 pr-3">
				{feed.enabled ? (
					<span title={feed.schedule}>{scheduleInWords(feed.schedule)}</span>
				) : (
					<span className="text-gray-600">{adminT("feeds.notScheduled")}</span>
				)}
			</td>
			<td className="whitespace-nowrap py-2 pr-3">
				<span className={feed.enabled ? "font-semibold text-green-800" : "font-semibold text-gray-700"}>
					{adminT(feed.enabled ? "feeds.enabled" : "feeds.disabled")}
				</span>
			</td>
			<td className="py-2 pr-3">
				<LastRun run={feed.lastRun} />
				{feed.currencyMismatch ? (
					<p className="text-xs font-semibold text-amber-900" data-testid="feed-currency-warning">
						{adminT("feeds.currencyMismatch", {
							locale: adminT(`feeds.locales.${feed.locale}`),
							offers: feed.currencyMismatch.offers,
							currency: feed.currencyMismatch.currency,
							expected: feed.currencyMismatch.expected,
						})}
					</p>
				) : null}
			</td>
			<td className="py-2">
				<div className="flex flex-wrap gap-1">
					<Link to={href("/admin/feeds/:id", { id: feed.id })} className={smallButton}>
						{adminT("feeds.edit")}
					</Link>
					<Form method="post" action={href("/admin/feeds")}>
						<IntentField intent="set-enabled" />
						<input type="hidden" name="feedId" value={feed.id} />
						<input type="hidden" name="enabled" value={feed.enabled ? "false" : "true"} />
						<button type="submit" className={smallButton}>
							{adminT(feed.enabled ? "feeds.disable" : "feeds.enable")}
						</button>
					</Form>
					<Form method="post" action={href("/admin/feeds")}>
						<IntentField intent="import-feed" />
						<input type="hidden" name="feedId" value={feed.id} />
						<button type="submit" className={smallButton}>
							{adminT("feeds.importNow")}
						</button>
					</Form>
					<Link to={href("/admin/feeds/:id/delete", { id: feed.id })} className={`${smallButton} text-red-800`}>
						{adminT("feeds.delete")}
					</Link>
				</div>
			</td>
		</tr>
	);
}

export function FeedsCard({ data }: { data: Awaited<ReturnType<typeof loadFeedsCard>> }) {
	const { feeds, retailers, bundledFiles } = data;
	const location = useLocation();
	return (
		<AdminCard id="feeds" title={adminT("feeds.title")} description={adminT("feeds.description")}>
			<LoadedList items={feeds} failed={adminT("feeds.listFailed")} empty={adminT("feeds.empty")}>
				{(feeds) => (
					<div className="overflow-x-auto">
						<table className="w-full text-left text-sm" data-testid="feeds-table">
							<thead className="border-b border-gray-200 text-xs uppercase text-gray-600">
								<tr>
									<th className="py-2 pr-3">{adminT("feeds.columns.retailer")}</th>
									<th className="py-2 pr-3">{adminT("feeds.columns.locale")}</th>
									<th className="py-2 pr-3">{adminT("feeds.columns.format")}</th>
									<th className="py-2 pr-3">{adminT("feeds.columns.source")}</th>
									<th className="py-2 pr-3">{adminT("feeds.columns.schedule")}</th>
									<th className="py-2 pr-3">{adminT("feeds.columns.status")}</th>
									<th className="py-2 pr-3">{adminT("feeds.columns.lastRun")}</th>
									<th className="py-2">{adminT("feeds.columns.actions")}</th>
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
			<Form method="post" action={href("/admin/feeds")} className="mt-4 flex flex-wrap items-center gap-3">
				<IntentField intent="import-all" />
				<SubmitButton>{adminT("feeds.importAll")}</SubmitButton>
				<span className="text-sm text-gray-600">{adminT("feeds.importAllHint")}</span>
			</Form>
			<h3 className="mt-6 mb-3 text-lg font-bold">{adminT("feeds.addTitle")}</h3>
			{/* A fresh form after every navigation: a saved feed's values must not linger in it. */}
			<FeedForm
				key={location.key}
				action={href("/admin/feeds")}
				intent="create-feed"
				submitLabel={adminT("feeds.add")}
				retailers={retailers}
				bundledFiles={bundledFiles}
			/>
		</AdminCard>
	);
}
