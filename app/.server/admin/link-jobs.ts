// Placeholder: job kinds of this area, merged into ../jobs/handlers.ts.
import type { JobHandler } from "../jobs/worker";

export const linkJobHandlers: Record<string, JobHandler> = {};
