CREATE TABLE "former_article_slugs" (
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"article_id" uuid NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "former_article_slugs_locale_slug_pk" PRIMARY KEY("locale","slug"),
	CONSTRAINT "former_article_slugs_locale_check" CHECK ("former_article_slugs"."locale" in ('sv', 'nb'))
);
--> statement-breakpoint
ALTER TABLE "former_article_slugs" ADD CONSTRAINT "former_article_slugs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "former_article_slugs_article_idx" ON "former_article_slugs" USING btree ("article_id");--> statement-breakpoint
-- Operational data: row-level security on, no policy, and no rights for the public roles.
ALTER TABLE public.former_article_slugs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON public.former_article_slugs FROM anon, authenticated;
