ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pricing" jsonb;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "pricing" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_within_line" CHECK ("order_items"."discount_paise" >= 0 and "order_items"."discount_paise" <= "order_items"."unit_price_paise"::bigint * "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pricing_not_negative" CHECK ("orders"."discount_paise" >= 0 and "orders"."delivery_fee_paise" >= 0 and "orders"."cod_fee_paise" >= 0);