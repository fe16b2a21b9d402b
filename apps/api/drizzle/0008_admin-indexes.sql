-- pg_trgm serves the title search index below; trusted since PostgreSQL 13, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_status_updated_idx";--> statement-breakpoint
CREATE INDEX "product_variants_low_stock_idx" ON "product_variants" USING btree ("stock") WHERE "product_variants"."stock" <= 3;--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_category_updated_idx" ON "products" USING btree ("category","updated_at","id");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","status","payment_mode","total_paise");--> statement-breakpoint
CREATE INDEX "orders_cancelled_idx" ON "orders" USING btree ("cancelled_at") WHERE "orders"."cancelled_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_returned_idx" ON "orders" USING btree ("returned_at") WHERE "orders"."returned_at" is not null;--> statement-breakpoint
CREATE INDEX "payment_orders_created_idx" ON "payment_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_status_updated_idx" ON "products" USING btree ("status","updated_at","id");