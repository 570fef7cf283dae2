-- Every text a person or a tool writes, kept as an insert-only revision (ADR 050).
CREATE TABLE IF NOT EXISTS public.text_revisions (
	id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	entity_kind text NOT NULL,
	entity_id text NOT NULL,
	field text NOT NULL,
	locale text NOT NULL,
	body text,
	status text NOT NULL,
	base_revision_id bigint,
	restored_from_id bigint,
	author_kind text NOT NULL,
	author_tool text,
	job_id bigint,
	actor text,
	created_at timestamp with time zone DEFAULT now() NOT NULL,
	published_at timestamp with time zone,
	decided_at timestamp with time zone,
	decided_by text,
	CONSTRAINT text_revisions_locale_check CHECK (locale in ('sv', 'nb')),
	CONSTRAINT text_revisions_status_check CHECK (status in ('draft', 'published', 'discarded')),
	CONSTRAINT text_revisions_author_kind_check CHECK (author_kind in ('admin', 'tool', 'original')),
	CONSTRAINT text_revisions_entity_kind_check CHECK (entity_kind in ('home', 'category', 'brand', 'product', 'article'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS text_revisions_field_idx ON public.text_revisions (entity_kind, entity_id, field, locale, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS text_revisions_drafts_idx ON public.text_revisions (created_at) WHERE status = 'draft';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS text_revisions_job_idx ON public.text_revisions (job_id);
--> statement-breakpoint
-- Operational data: row-level security on, no policy, and no rights for the public roles.
ALTER TABLE public.text_revisions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON public.text_revisions FROM anon, authenticated;
