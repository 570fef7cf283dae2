CREATE TABLE "admin_sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Operational data: row-level security on, no policy for the public roles.
ALTER TABLE public.admin_sessions ENABLE ROW LEVEL SECURITY;
