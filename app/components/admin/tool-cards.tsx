// The cards' half of the admin tools' registry (app/lib/admin-tools.ts, ADR 053): the card each tool
// shows on its own page, from its page data and what its last post answered (a form's field
// messages, or an SEO card's error).
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import type { ShownAssignmentPreview } from "~/.server/admin/assign-categories-action";
import type { ToolPageData } from "~/.server/admin/tool-registry";
import type { AdminToolId } from "~/lib/admin-tools";
import { AddBrandCard, AssignCategoriesCard, CategorizeCard, SyncCategoriesCard } from "./CatalogueToolsCards";
import { PagesSeoPage } from "./SeoCards";

/** What a tool's post may answer when it does not redirect. */
export interface ToolActionData {
	result?: SubmissionResult<string[]>;
	error?: string;
	/** The category assignment's preview, with its confirming form. */
	preview?: ShownAssignmentPreview;
}

interface CardProps {
	page: ToolPageData;
	answer: ToolActionData | undefined;
}

const catalogueData = (page: ToolPageData) => ("catalogueTools" in page ? page.catalogueTools : null);
const seoData = (page: ToolPageData) => ("seo" in page ? page.seo : null);

function orNothing<T>(value: T | null, render: (value: T) => ReactNode): ReactNode {
	return value === null ? null : render(value);
}

export const toolCards: Record<AdminToolId, (props: CardProps) => ReactNode> = {
	categorize: ({ page }) => orNothing(catalogueData(page), (data) => <CategorizeCard data={data} />),
	"sync-categories": ({ page }) => orNothing(catalogueData(page), (data) => <SyncCategoriesCard data={data} />),
	"add-brand": ({ page, answer }) =>
		orNothing(catalogueData(page), (data) => <AddBrandCard data={data} lastResult={answer?.result} />),
	"assign-categories": ({ page, answer }) =>
		orNothing(catalogueData(page), (data) => (
			<AssignCategoriesCard
				data={data}
				lastResult={answer?.result}
				preview={answer?.preview}
				assignments={"assignments" in page ? (page.assignments ?? null) : null}
			/>
		)),
	"seo-categories": ({ page, answer }) =>
		orNothing(seoData(page), (data) => <PagesSeoPage kind="category" data={data} error={answer?.error} />),
	"seo-brands": ({ page, answer }) =>
		orNothing(seoData(page), (data) => <PagesSeoPage kind="brand" data={data} error={answer?.error} />),
};
