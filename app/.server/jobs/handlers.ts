// The worker's handler for each kind of job (./job-kinds.ts): the kind's own run, after its stored
// payload was parsed by the kind's schema.
import { handlerOf } from "./job-definition";
import { type JobKind, jobDefinitions } from "./job-kinds";
import type { JobHandler } from "./worker";

export const jobHandlers = Object.fromEntries(
	jobDefinitions.map((definition) => [definition.kind, handlerOf(definition)]),
) as Record<JobKind, JobHandler>;
