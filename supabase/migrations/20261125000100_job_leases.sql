-- Hand-written (ADR 019). Several app instances run job workers on one database, and a job whose
-- worker stops sending heartbeats is taken over by another. Two columns make that safe:
-- finished_items keeps, by key, every item a job has finished (with what the handler needs of it
-- for its result), written in the same transaction as the item's own database write, so a worker
-- taking the job over skips them instead of doing them — and paying an AI provider for them — again.
-- flight_key with its partial unique index lets at most one job per key be queued or running at a
-- time (the daily article of one language), however many instances enqueue it at once.
-- The fencing token needs no column: the claim's attempts together with locked_by.
ALTER TABLE public.jobs ADD COLUMN IF NOT EXISTS finished_items jsonb NOT NULL DEFAULT '{}'::jsonb;
--> statement-breakpoint
ALTER TABLE public.jobs ADD COLUMN IF NOT EXISTS flight_key text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS jobs_flight_key_in_flight_idx ON public.jobs (flight_key)
	WHERE status IN ('queued', 'running');
