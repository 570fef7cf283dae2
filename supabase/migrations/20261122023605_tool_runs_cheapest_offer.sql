CREATE TABLE "tool_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tool_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tool" text NOT NULL,
	"actor" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_runs_status_check" CHECK ("tool_runs"."status" in ('succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "feeds" ADD COLUMN "last_result" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cheapest_offer_id" bigint;--> statement-breakpoint
CREATE INDEX "tool_runs_created_idx" ON "tool_runs" USING btree ("created_at");