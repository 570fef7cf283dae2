-- Generated (db:generate), ADR 032: how often a job was taken over from a worker that fell silent. A
-- job whose worker dies once more after JOBS_MAX_TAKEOVERS takeovers fails instead of being taken
-- over again; a job handed back on shutdown does not count.
ALTER TABLE "jobs" ADD COLUMN "takeovers" integer DEFAULT 0 NOT NULL;
