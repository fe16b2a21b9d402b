CREATE TABLE "owner_alert_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" bigint,
	"digest_day" date,
	"staff_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"provider_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "owner_alert_sends_one_subject" CHECK (("owner_alert_sends"."alert_id" is null) <> ("owner_alert_sends"."digest_day" is null)),
	CONSTRAINT "owner_alert_sends_status" CHECK ("owner_alert_sends"."status" in ('sending', 'sent', 'failed', 'skipped')),
	CONSTRAINT "owner_alert_sends_channel" CHECK ("owner_alert_sends"."channel" in ('sms', 'whatsapp', 'email'))
);
--> statement-breakpoint
CREATE TABLE "owner_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_alert_settings" (
	"staff_id" uuid PRIMARY KEY NOT NULL,
	"kinds" text[] NOT NULL,
	"channels" text[] NOT NULL,
	"email" text,
	"digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_alert_sends" ADD CONSTRAINT "owner_alert_sends_alert_id_owner_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."owner_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_alert_sends" ADD CONSTRAINT "owner_alert_sends_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_alert_settings" ADD CONSTRAINT "staff_alert_settings_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_alert_sends_alert_once" ON "owner_alert_sends" USING btree ("alert_id","staff_id","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_alert_sends_digest_once" ON "owner_alert_sends" USING btree ("digest_day","staff_id","channel");--> statement-breakpoint
CREATE INDEX "owner_alert_sends_staff_idx" ON "owner_alert_sends" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_alerts_key_unique" ON "owner_alerts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "owner_alerts_created_idx" ON "owner_alerts" USING btree ("created_at");--> statement-breakpoint
-- A size's stock falling to the low-stock line (LOW_STOCK_THRESHOLD, 3, as product_variants_low_stock_idx) or below,
-- by any path (an order, a hand edit, a stock import), queues one `low-stock-alert` job in that transaction
-- (docs/decisions/131-owner-alerts.md). The key names the transaction: the alert is raised once per fall.
CREATE FUNCTION "low_stock_alert_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "jobs" ("task", "key", "payload", "run_at")
  VALUES ('low-stock-alert', NEW."product_id"::text || ':' || NEW."size" || ':' || txid_current()::text,
          jsonb_build_object('productId', NEW."product_id", 'size', NEW."size", 'stock', NEW."stock",
                             'crossing', txid_current()::text),
          'epoch'::timestamptz)
  ON CONFLICT ("task", "key") DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_low_stock_alert" AFTER UPDATE OF "stock" ON "product_variants"
  FOR EACH ROW WHEN (OLD."stock" > 3 AND NEW."stock" <= 3) EXECUTE FUNCTION "low_stock_alert_enqueue"();
