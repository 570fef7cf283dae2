// The three SEO cards: SEO text for the home page (per language), for categories and for brands.
// Every card is a plain form post. The category and brand lists scroll within 300 px and are
// filtered by a box above them, in the card's form (ListFilter: a GET of the form without
// JavaScript, carrying the ticked boxes; as you type with it);
// "Välj alla" is a link that marks every box the filter shows (without JavaScript the server renders
// them checked, with it the click just checks them). With JavaScript the post goes through a fetcher, so a missing
// selection is reported on the card without leaving the page; a started run opens its job page.
import { type MouseEvent, useRef, useState } from "react";
import { Form, href, Link, useFetcher, useLocation, useNavigation, useSearchParams } from "react-router";
import type { SeoCardsData, SeoPageOption, SeoRunSummary } from "~/.server/admin/seo";
import { adminT } from "~/i18n/admin-t";
import { adminSectionPaths } from "~/lib/admin-sections";
import { useFieldsBeforeHydration } from "~/lib/fields-before-hydration";
import { fieldsInAddress, filterByLabel, filterParam, filterQuery } from "~/lib/list-filter";
import { AdminCard } from "./AdminCard";
import { ListFilter } from "./ListFilter";
import { LoadFailed } from "./LoadFailed";
import { LocaleSelect } from "./LocaleSelect";
import { SubmitButton } from "./SubmitButton";

/** How the last run ended in words: a run that finished with failed pages says how many (not by colour alone). */
function lastRunState(run: SeoRunSummary): string {
	if (run.pagesFailed === 0) return adminT(`job.status.${run.status}`);
	return run.pagesFailed === 1 ? adminT("seo.lastRunPartialOne") : adminT("seo.lastRunPartial", { n: run.pagesFailed });
}

function LastRun({ run, to }: { run: SeoRunSummary | null; to: string }) {
	if (!run) return null;
	const warning = run.pagesFailed > 0;
	return (
		<div
			className={warning ? "mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" : "mt-4 text-sm"}
			data-testid="seo-last-run"
		>
			<label htmlFor={`seo-run-${run.id}`} className="font-semibold">
				{adminT("seo.lastRun")}: {lastRunState(run)} · {run.percent}%
			</label>{" "}
			<Link to={to} className="text-brand-700 underline">
				{adminT("seo.openJob")}
			</Link>
			<progress id={`seo-run-${run.id}`} max={100} value={run.percent} className="mt-1 block h-2 w-full" />
		</div>
	);
}

export function HomeSeoCard({ data }: { data: SeoCardsData }) {
	const navigation = useNavigation();
	const busy = navigation.state !== "idle" && navigation.formAction === href("/admin/seo/home");
	const run = data.runs.home;
	return (
		<AdminCard id="seo-home" title={adminT("seo.home.title")} description={adminT("seo.home.description")}>
			<Form method="post" action={href("/admin/seo/home")} className="flex flex-wrap items-end gap-3">
				<LocaleSelect id="seo-home-locale" label={adminT("seo.home.locale")} />
				<SubmitButton busy={busy} busyLabel={adminT("seo.home.generating")}>
					{adminT("seo.home.submit")}
				</SubmitButton>
			</Form>
			<LastRun run={run} to={run ? `${href("/admin/seo/home")}?job=${run.id}` : ""} />
		</AdminCard>
	);
}

/** The two SEO cards that run over a list of pages: categories and brands. */
const pagesCards = {
	category: { id: "seo-categories", words: "categories", action: href("/admin/seo/categories") },
	brand: { id: "seo-brands", words: "brands", action: href("/admin/seo/brands") },
} as const;

type PagesKind = keyof typeof pagesCards;

const pageLabel = (page: SeoPageOption) => `${page.name} (${page.locale})`;

interface PagesCardProps {
	kind: PagesKind;
	data: SeoCardsData;
	/** The field error of a post without JavaScript (the fetcher's answer carries it with JavaScript). */
	error?: string;
}

export function PagesSeoCard({ kind, data, error }: PagesCardProps) {
	const { id, words, action } = pagesCards[kind];
	const pages: SeoPageOption[] | null = kind === "category" ? data.categories : data.brands;
	const run = data.runs[kind];
	const { pathname } = useLocation();
	const [params] = useSearchParams();
	const fetcher = useFetcher<{ error?: string }>({ key: id });
	// The list's filter, in the card's form (ListFilter, ADR 090): from the address (its GET
	// without JavaScript), then as the operator types.
	const urlQuery = filterQuery(params, id);
	const [query, setQuery] = useState(urlQuery);
	const [queryFor, setQueryFor] = useState(urlQuery);
	if (queryFor !== urlQuery) {
		setQueryFor(urlQuery);
		setQuery(urlQuery);
	}
	const shown = filterByLabel(pages ?? [], query, pageLabel);
	const allFromUrl = params.get("select") === id;
	const shownIds = shown.map((p) => p.id);
	// What the address ticks: the boxes the filter's GET carried (this card's only), and every box
	// the filter shows after a "Välj alla" link followed without JavaScript.
	// (A page's id is a number or a uuid, so a space parts them in this key.)
	const carried = new Set(fieldsInAddress(params, id) ? params.getAll("ids") : []);
	const urlSelection = [
		...(pages ?? []).filter((page) => carried.has(page.id)).map((page) => page.id),
		...(allFromUrl ? filterByLabel(pages ?? [], urlQuery, pageLabel).map((p) => p.id) : []),
	].join(" ");
	const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(urlSelection.split(" ").filter(Boolean)));
	// A new address (either of those, or back/forward) sets the selection from it.
	const [selectionFor, setSelectionFor] = useState(urlSelection);
	if (selectionFor !== urlSelection) {
		setSelectionFor(urlSelection);
		setSelected(new Set(urlSelection.split(" ").filter(Boolean)));
	}
	const formRef = useRef<HTMLFormElement>(null);
	useFieldsBeforeHydration(formRef, (fields) => setSelected(new Set(fields.getAll("ids").map(String))));
	const allSelected = shownIds.length > 0 && shownIds.every((pageId) => selected.has(pageId));
	// Chosen pages the filter hides are still posted.
	const hiddenSelected = (pages ?? []).filter((page) => selected.has(page.id) && !shownIds.includes(page.id));
	const fieldError = fetcher.data?.error ?? error;
	const errorId = `${id}-error`;
	const busy = fetcher.state !== "idle";
	const filterSearch = urlQuery === "" ? "" : `&${filterParam(id)}=${encodeURIComponent(urlQuery)}`;

	const toggleAll = (event: MouseEvent<HTMLAnchorElement>) => {
		event.preventDefault();
		setSelected((current) => {
			const next = new Set(current);
			for (const pageId of shownIds) {
				if (allSelected) next.delete(pageId);
				else next.add(pageId);
			}
			return next;
		});
	};
	const toggle = (pageId: string, checked: boolean) => {
		setSelected((current) => {
			const next = new Set(current);
			if (checked) next.add(pageId);
			else next.delete(pageId);
			return next;
		});
	};

	return (
		<AdminCard id={id} title={adminT(`seo.${words}.title`)} description={adminT(`seo.${words}.description`)}>
			{pages === null ? (
				<LoadFailed text={adminT(`seo.${words}.loadFailed`)} />
			) : (
				<fetcher.Form ref={formRef} method="post" action={action} className="space-y-3">
					{pages.length > 0 ? (
						<ListFilter listId={id} query={query} onQuery={setQuery} shown={shown.length} total={pages.length} />
					) : null}
					<fieldset aria-describedby={fieldError ? errorId : undefined} aria-invalid={fieldError ? true : undefined}>
						<legend className="text-sm font-semibold">{adminT(`seo.${words}.list`)}</legend>
						{pages.length === 0 ? (
							<p className="mt-2 text-sm text-gray-700">{adminT(`seo.${words}.empty`)}</p>
						) : (
							<ul
								data-testid={`${id}-list`}
								className="mt-2 max-h-[300px] divide-y divide-gray-100 overflow-y-auto rounded-md border border-gray-200"
							>
								{shown.length === 0 ? (
									<li className="px-3 py-1.5 text-sm text-gray-700">{adminT("sections.filter.none")}</li>
								) : null}
								{shown.map((page) => (
									<li key={page.id}>
										<label className="flex items-center gap-2 px-3 py-1.5 text-sm">
											<input
												type="checkbox"
												name="ids"
												value={page.id}
												checked={selected.has(page.id)}
												onChange={(event) => toggle(page.id, event.currentTarget.checked)}
											/>
											{pageLabel(page)}
										</label>
									</li>
								))}
							</ul>
						)}
						{hiddenSelected.map((page) => (
							<input key={page.id} type="hidden" name="ids" value={page.id} />
						))}
					</fieldset>
					{fieldError ? (
						<p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
							{fieldError}
						</p>
					) : null}
					<div className="flex flex-wrap items-center gap-3">
						<Link
							to={
								allSelected
									? `${pathname}${filterSearch.replace("&", "?")}#${id}`
									: `${pathname}?select=${id}${filterSearch}#${id}`
							}
							onClick={toggleAll}
							className="rounded-md border border-gray-300 px-3 py-2 text-sm font-semibold hover:bg-gray-50"
						>
							{allSelected ? adminT("seo.selectNone") : adminT("seo.selectAll")}
						</Link>
						<SubmitButton busy={busy}>{adminT(`seo.${words}.submit`)}</SubmitButton>
					</div>
				</fetcher.Form>
			)}
			<LastRun run={run} to={run ? href("/admin/jobs/:id", { id: String(run.id) }) : ""} />
		</AdminCard>
	);
}

/** A card on a page of its own (where a post without JavaScript comes back to), with the way back. */
export function PagesSeoPage(props: PagesCardProps) {
	return (
		<>
			<PagesSeoCard {...props} />
			<Link to={adminSectionPaths.seo} className="inline-block text-sm font-semibold text-brand-700 underline">
				{adminT("job.back")}
			</Link>
		</>
	);
}
