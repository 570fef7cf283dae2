// Every kind of job the site runs (ADR 041). Each is defined beside its code with `defineJob`; this
// list is what the worker runs (./handlers.ts), what the scheduler enqueues (./scheduler.ts), what
// the job page presents (./job-page.ts) and what `enqueueJob` accepts (./queue.ts). A new kind is
// one `defineJob` in its area and one line here.
import type { z } from "zod";
import { optimizeDescriptionsJob } from "../admin/link-jobs";
import { brandSeoJob, categorySeoJob, homeSeoJob } from "../admin/seo-jobs";
import { sendPriceAlertsJob } from "../alerts/send-price-alerts";
import { importFeedJob, importProductsJob } from "../feeds/job-handlers";
import { pruneOldDataJob } from "../retention/prune-old-data";
import { publishDraftsJob } from "../revisions/counted-drafts";
import { searchMaintenanceJob } from "../search/maintenance";
import { dailyArticleJob } from "./daily-article";
import { generateArticleJob } from "./generate-article";
import type { JobDefinition } from "./job-definition";

export const jobDefinitions = [
	generateArticleJob,
	dailyArticleJob,
	importFeedJob,
	importProductsJob,
	homeSeoJob,
	categorySeoJob,
	brandSeoJob,
	optimizeDescriptionsJob,
	publishDraftsJob,
	sendPriceAlertsJob,
	searchMaintenanceJob,
	pruneOldDataJob,
] as const;

type Definition = (typeof jobDefinitions)[number];

/** The name of a kind of job, as `jobs.kind` stores it. */
export type JobKind = Definition["kind"];

/** What a job of this kind is enqueued with (before its schema's defaults). */
export type JobPayload<Kind extends JobKind> = z.input<Extract<Definition, { kind: Kind }>["payload"]>;

/** A kind with its payload; the payload may be left out when the kind needs none. */
export type JobRequest = {
	[Kind in JobKind]: { kind: Kind } & (Record<string, never> extends JobPayload<Kind>
		? { payload?: JobPayload<Kind> }
		: { payload: JobPayload<Kind> });
}[JobKind];

const byKind = new Map<string, JobDefinition>(jobDefinitions.map((definition) => [definition.kind, definition]));

/** The definition of a stored kind, or undefined for a kind this version does not know. */
export function jobDefinitionOf(kind: string): JobDefinition | undefined {
	return byKind.get(kind);
}
