CREATE TABLE "category_assignment_products" (
	"assignment_id" bigint NOT NULL,
	"product_id" uuid NOT NULL,
	"added" text[] NOT NULL,
	CONSTRAINT "category_assignment_products_assignment_id_product_id_pk" PRIMARY KEY("assignment_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "category_assignments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"search_term" text NOT NULL,
	"categories_sv" text[] NOT NULL,
	"categories_nb" text[] NOT NULL,
	"category_created" boolean DEFAULT false NOT NULL,
	"products_updated" integer NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" text,
	"products_restored" integer
);
--> statement-breakpoint
ALTER TABLE "category_assignment_products" ADD CONSTRAINT "category_assignment_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_assignment_products" ADD CONSTRAINT "category_assignment_products_assignment_id_fkey" FOREIGN KEY ("assignment_id") REFERENCES "public"."category_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_assignment_products_product_idx" ON "category_assignment_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "category_assignments_created_idx" ON "category_assignments" USING btree ("created_at");--> statement-breakpoint
-- Operational data: row-level security on, no policy, and no rights for the public roles.
ALTER TABLE public.category_assignments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON public.category_assignments FROM anon, authenticated;
--> statement-breakpoint
ALTER TABLE public.category_assignment_products ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON public.category_assignment_products FROM anon, authenticated;
