-- Hand-written (ADR 028). A price alert: a visitor asks for one e-mail when a product's cheapest
-- available offer reaches a target price. It keeps only what that needs: the address, the product,
-- the target, the language the mails are written in, and its times. Double opt-in: an alert is
-- active once confirmed_at is set; sent_at ends it. Unconfirmed alerts are deleted when their
-- confirmation link expires, sent ones after the 30 days the admin page counts them; unsubscribing
-- deletes the row.
CREATE TABLE IF NOT EXISTS public.price_alerts (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	-- Trimmed and lowercased.
	email text NOT NULL,
	product_id uuid NOT NULL REFERENCES public.products (id) ON DELETE CASCADE,
	locale text NOT NULL CHECK (locale IN ('sv', 'nb')),
	target_price numeric(12, 2) NOT NULL CHECK (target_price > 0),
	created_at timestamptz NOT NULL DEFAULT now(),
	confirmed_at timestamptz,
	sent_at timestamptz,
	-- A sending run holds the alert until this time while it hands the mail over (never two at once).
	claimed_until timestamptz
);
--> statement-breakpoint
-- The sending run's question: active alerts, by product.
CREATE INDEX IF NOT EXISTS price_alerts_active_product_idx ON public.price_alerts (product_id)
	WHERE confirmed_at IS NOT NULL AND sent_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS price_alerts_email_idx ON public.price_alerts (email);
--> statement-breakpoint
-- One row per accepted request for the form's rate limits, per client and per address. The address
-- is kept only as a keyed hash; rows older than the longest window are deleted as new ones come.
CREATE TABLE IF NOT EXISTS public.price_alert_requests (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	client_key text NOT NULL,
	address_key text NOT NULL,
	requested_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS price_alert_requests_client_idx ON public.price_alert_requests (client_key, requested_at);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS price_alert_requests_address_idx ON public.price_alert_requests (address_key, requested_at);
--> statement-breakpoint
-- Personal and operational data: row-level security on, no policy, and no rights for the public roles.
ALTER TABLE public.price_alerts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.price_alert_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON public.price_alerts FROM anon, authenticated;
--> statement-breakpoint
REVOKE ALL ON public.price_alert_requests FROM anon, authenticated;
