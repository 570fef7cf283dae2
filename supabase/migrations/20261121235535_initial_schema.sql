CREATE TABLE "article_generation_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locale" text NOT NULL,
	"topic" text,
	"status" text NOT NULL,
	"article_id" uuid,
	"error_message" text,
	CONSTRAINT "article_generation_logs_locale_check" CHECK ("article_generation_logs"."locale" in ('sv', 'nb')),
	CONSTRAINT "article_generation_logs_status_check" CHECK ("article_generation_logs"."status" in ('success', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"h1" text NOT NULL,
	"excerpt" text,
	"body_md" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"internal_link_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"external_link_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"schema_markup" jsonb,
	"status" text DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_locale_check" CHECK ("articles"."locale" in ('sv', 'nb')),
	CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"intro_md" text,
	"body_md" text,
	"optimized_intro_md" text,
	"seo_content_md" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"translation_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_locale_check" CHECK ("brands"."locale" in ('sv', 'nb')),
	CONSTRAINT "brands_status_check" CHECK ("brands"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"intro_md" text,
	"body_md" text,
	"optimized_intro_md" text,
	"seo_content_md" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"translation_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parent_id" uuid,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "categories_locale_check" CHECK ("categories"."locale" in ('sv', 'nb')),
	CONSTRAINT "categories_status_check" CHECK ("categories"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retailer_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"format" text NOT NULL,
	"url" text,
	"file_path" text,
	"column_mapping" jsonb,
	"schedule" text DEFAULT '0 4 * * *' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feeds_locale_check" CHECK ("feeds"."locale" in ('sv', 'nb')),
	CONSTRAINT "feeds_format_check" CHECK ("feeds"."format" in ('google_xml', 'csv')),
	CONSTRAINT "feeds_source_check" CHECK ("feeds"."url" is not null or "feeds"."file_path" is not null)
);
--> statement-breakpoint
CREATE TABLE "homepage_content" (
	"locale" text PRIMARY KEY NOT NULL,
	"seo_text_md" text,
	"featured_product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homepage_content_locale_check" CHECK ("homepage_content"."locale" in ('sv', 'nb'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_failed" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"unique_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_unique_key_unique" UNIQUE("unique_key"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'succeeded', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "offer_clicks" (
	"offer_id" bigint NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_clicks_offer_id_day_pk" PRIMARY KEY("offer_id","day")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"retailer_id" uuid NOT NULL,
	"feed_id" uuid,
	"external_id" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"availability" text DEFAULT 'in_stock' NOT NULL,
	"url" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_availability_check" CHECK ("offers"."availability" in ('in_stock', 'out_of_stock', 'preorder', 'backorder'))
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" bigint NOT NULL,
	"product_id" uuid NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"brand" text,
	"description" text,
	"price" numeric(12, 2),
	"currency" text DEFAULT 'SEK' NOT NULL,
	"image_url" text,
	"product_url" text,
	"available" boolean DEFAULT true NOT NULL,
	"category" text[] DEFAULT '{}'::text[] NOT NULL,
	"sku" text,
	"gtin" text,
	"size_value" numeric(10, 3),
	"size_unit" text,
	"product_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_locale_check" CHECK ("products"."locale" in ('sv', 'nb'))
);
--> statement-breakpoint
CREATE TABLE "retailers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"website_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retailers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"job_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheduled_jobs_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_name" text NOT NULL,
	"schedule" text NOT NULL,
	"timezone" text DEFAULT 'Europe/Stockholm' NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "scheduled_jobs_job_name_unique" UNIQUE("job_name")
);
--> statement-breakpoint
ALTER TABLE "article_generation_logs" ADD CONSTRAINT "article_generation_logs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_clicks" ADD CONSTRAINT "offer_clicks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_generation_logs_created_idx" ON "article_generation_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_locale_slug_key" ON "articles" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "articles_locale_status_published_idx" ON "articles" USING btree ("locale","status","published_at");--> statement-breakpoint
CREATE INDEX "articles_updated_idx" ON "articles" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_locale_slug_key" ON "brands" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_locale_translation_key_key" ON "brands" USING btree ("locale","translation_key");--> statement-breakpoint
CREATE INDEX "brands_locale_status_name_idx" ON "brands" USING btree ("locale","status","name");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_locale_slug_key" ON "categories" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_locale_translation_key_key" ON "categories" USING btree ("locale","translation_key");--> statement-breakpoint
CREATE INDEX "categories_locale_status_name_idx" ON "categories" USING btree ("locale","status","name");--> statement-breakpoint
CREATE INDEX "jobs_status_run_after_idx" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "jobs_kind_created_idx" ON "jobs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_retailer_external_key" ON "offers" USING btree ("retailer_id","external_id");--> statement-breakpoint
CREATE INDEX "offers_product_idx" ON "offers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_locale_slug_key" ON "products" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_locale_sku_key" ON "products" USING btree ("locale","sku");--> statement-breakpoint
CREATE INDEX "products_locale_available_name_idx" ON "products" USING btree ("locale","available","name");--> statement-breakpoint
CREATE INDEX "products_locale_brand_idx" ON "products" USING btree ("locale","brand");--> statement-breakpoint
CREATE INDEX "products_gtin_idx" ON "products" USING btree ("gtin");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING gin ("category");