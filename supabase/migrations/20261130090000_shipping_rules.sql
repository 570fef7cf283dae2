-- ADR 046: what a shop charges to deliver, per retailer and language (the amounts are in the
-- language's currency: SEK on the Swedish site, NOK on the Norwegian). A feed row may carry its own
-- fee and threshold (offers.shipping_fee, offers.free_shipping_over), which win over the shop's rule.
CREATE TABLE "retailer_shipping" (
	"retailer_id" uuid NOT NULL,
	"locale" text NOT NULL,
	-- What an order below the threshold pays; 0 is always free.
	"fee" numeric(12, 2) NOT NULL,
	-- The order value from which shipping is free; null: never free (a flat fee).
	"free_over" numeric(12, 2),
	-- The delivery time the shop promises, in working days; null: not stated.
	"delivery_days_min" integer,
	"delivery_days_max" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retailer_shipping_retailer_id_locale_pk" PRIMARY KEY ("retailer_id", "locale"),
	CONSTRAINT "retailer_shipping_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "retailers"("id") ON DELETE CASCADE,
	CONSTRAINT "retailer_shipping_locale_check" CHECK ("locale" in ('sv', 'nb')),
	CONSTRAINT "retailer_shipping_amounts_check" CHECK ("fee" >= 0 and ("free_over" is null or "free_over" > 0)),
	CONSTRAINT "retailer_shipping_days_check" CHECK (
		("delivery_days_min" is null or "delivery_days_min" >= 0)
		and ("delivery_days_max" is null or "delivery_days_max" >= coalesce("delivery_days_min", 0))
	)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "shipping_fee" numeric(12, 2);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "free_shipping_over" numeric(12, 2);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_shipping_check"
	CHECK (("shipping_fee" is null or "shipping_fee" >= 0) and ("free_shipping_over" is null or "free_shipping_over" > 0));
--> statement-breakpoint
-- Public like the retailers it belongs to: anyone may read a shop's shipping rule, only the app writes.
ALTER TABLE public.retailer_shipping ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT ON public.retailer_shipping TO anon, authenticated;
--> statement-breakpoint
GRANT ALL ON public.retailer_shipping TO service_role;
--> statement-breakpoint
CREATE POLICY "public reads shipping rules" ON public.retailer_shipping FOR SELECT TO anon, authenticated USING (true);
