CREATE SEQUENCE "public"."catalog_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE INDEX "orders_open_shipments_idx" ON "orders" USING btree ("last_tracking_at") WHERE "orders"."awb" is not null and "orders"."status" in ('placed', 'shipped', 'out_for_delivery');--> statement-breakpoint
-- The row hand edits bump (`update catalog_state set version = version + 1`), present from the start.
INSERT INTO "catalog_state" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
