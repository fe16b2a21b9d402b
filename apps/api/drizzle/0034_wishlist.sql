CREATE TABLE "back_in_stock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_variant_fk" FOREIGN KEY ("product_id","size") REFERENCES "public"."product_variants"("product_id","size") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_once" ON "back_in_stock_requests" USING btree ("user_id","product_id","size");--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_waiting_idx" ON "back_in_stock_requests" USING btree ("product_id","size") WHERE "back_in_stock_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
-- A size restocked (its stock from 0 to more, by any path: a hand edit, a stock import, a return restocked, a cancelled
-- order's units given back) queues one back-in-stock job per shopper waiting for it, in the restocking transaction
-- (docs/decisions/112-wishlist-back-in-stock.md). The key names the transaction, so a later restock after the size
-- sold out again queues again; the job texts only a shopper still waiting.
CREATE FUNCTION "back_in_stock_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "jobs" ("task", "key", "payload", "run_at")
  SELECT 'back-in-stock', r."id"::text || ':' || txid_current()::text, jsonb_build_object('requestId', r."id"),
         'epoch'::timestamptz
    FROM "back_in_stock_requests" r
   WHERE r."product_id" = NEW."product_id" AND r."size" = NEW."size" AND r."notified_at" IS NULL
  ON CONFLICT ("task", "key") DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_back_in_stock" AFTER UPDATE OF "stock" ON "product_variants"
  FOR EACH ROW WHEN (OLD."stock" <= 0 AND NEW."stock" > 0) EXECUTE FUNCTION "back_in_stock_enqueue"();