-- Hand-written (ADR 020). The admin login allows 5 failed attempts per client a minute. Kept in each
-- process's memory, every app instance had its own count: alternating between two instances allowed
-- 10. One row per failed attempt, shared by every instance; a sliding window reads the client's last
-- minute through the index, and each recorded failure deletes every row older than the window, so the
-- table holds about one minute of failures (a guesser changing addresses leaves nothing behind).
CREATE TABLE IF NOT EXISTS public.login_failures (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	-- The client's address as the server saw it (clientKey in app/.server/auth/rate-limit.ts).
	client_key text NOT NULL,
	failed_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS login_failures_client_failed_idx ON public.login_failures (client_key, failed_at);
--> statement-breakpoint
-- Operational data: row-level security on, no policy, and no rights for the public roles.
ALTER TABLE public.login_failures ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON public.login_failures FROM anon, authenticated;
