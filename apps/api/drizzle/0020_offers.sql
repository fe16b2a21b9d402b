CREATE TABLE "offer_customer_uses" (
	"offer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"uses" integer NOT NULL,
	"max_uses" integer NOT NULL,
	CONSTRAINT "offer_customer_uses_offer_id_user_id_pk" PRIMARY KEY("offer_id","user_id"),
	CONSTRAINT "offer_customer_uses_within_limit" CHECK ("offer_customer_uses"."uses" >= 0 and "offer_customer_uses"."uses" <= "offer_customer_uses"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "offer_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"order_id" uuid,
	"gateway_order_id" text,
	"user_id" uuid NOT NULL,
	"discount_paise" integer NOT NULL,
	"state" text NOT NULL,
	"held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "offer_redemptions_order_unique" UNIQUE("offer_id","order_id"),
	CONSTRAINT "offer_redemptions_gateway_order_unique" UNIQUE("offer_id","gateway_order_id"),
	CONSTRAINT "offer_redemptions_state_known" CHECK ("offer_redemptions"."state" in ('held', 'used', 'released')),
	CONSTRAINT "offer_redemptions_discount_not_negative" CHECK ("offer_redemptions"."discount_paise" >= 0),
	CONSTRAINT "offer_redemptions_of_something" CHECK ("offer_redemptions"."order_id" is not null or "offer_redemptions"."gateway_order_id" is not null),
	CONSTRAINT "offer_redemptions_released_stamped" CHECK (("offer_redemptions"."state" = 'released') = ("offer_redemptions"."released_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"label" text NOT NULL,
	"terms" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"paused" boolean DEFAULT false NOT NULL,
	"combinable" boolean DEFAULT false NOT NULL,
	"total_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"uses_per_customer" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_kind_known" CHECK ("offers"."kind" in ('coupon', 'buy-x-get-y', 'bundle', 'tiered', 'prepaid', 'free-delivery')),
	CONSTRAINT "offers_code_only_for_coupons" CHECK (("offers"."kind" = 'coupon') = ("offers"."code" is not null)),
	CONSTRAINT "offers_code_upper_case" CHECK ("offers"."code" = upper("offers"."code")),
	CONSTRAINT "offers_window" CHECK ("offers"."ends_at" is null or "offers"."ends_at" > "offers"."starts_at"),
	CONSTRAINT "offers_total_uses_positive" CHECK ("offers"."total_uses" is null or "offers"."total_uses" > 0),
	CONSTRAINT "offers_per_customer_positive" CHECK ("offers"."uses_per_customer" is null or "offers"."uses_per_customer" > 0),
	CONSTRAINT "offers_uses_within_limit" CHECK ("offers"."used_count" >= 0 and ("offers"."total_uses" is null or "offers"."used_count" <= "offers"."total_uses"))
);
--> statement-breakpoint
CREATE TABLE "sale_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"product_id" uuid,
	"size" text,
	"category" text,
	"price_type" text NOT NULL,
	"percent" integer,
	"price_paise" integer,
	"label" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_prices_target_known" CHECK ("sale_prices"."target_kind" in ('size', 'product', 'category')),
	CONSTRAINT "sale_prices_product_target" CHECK (("sale_prices"."target_kind" in ('size', 'product')) = ("sale_prices"."product_id" is not null)),
	CONSTRAINT "sale_prices_size_target" CHECK (("sale_prices"."target_kind" = 'size') = ("sale_prices"."size" is not null)),
	CONSTRAINT "sale_prices_category_target" CHECK (("sale_prices"."target_kind" = 'category') = ("sale_prices"."category" is not null)),
	CONSTRAINT "sale_prices_type_known" CHECK ("sale_prices"."price_type" in ('percent', 'fixed')),
	CONSTRAINT "sale_prices_percent" CHECK (("sale_prices"."price_type" = 'percent') = ("sale_prices"."percent" is not null and "sale_prices"."percent" between 1 and 100)),
	CONSTRAINT "sale_prices_fixed" CHECK (("sale_prices"."price_type" = 'fixed') = ("sale_prices"."price_paise" is not null and "sale_prices"."price_paise" > 0)),
	CONSTRAINT "sale_prices_window" CHECK ("sale_prices"."ends_at" > "sale_prices"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "offer_customer_uses" ADD CONSTRAINT "offer_customer_uses_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_customer_uses" ADD CONSTRAINT "offer_customer_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_prices" ADD CONSTRAINT "sale_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_prices" ADD CONSTRAINT "sale_prices_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_redemptions_offer_idx" ON "offer_redemptions" USING btree ("offer_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_code_unique" ON "offers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "offers_window_idx" ON "offers" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "sale_prices_window_idx" ON "sale_prices" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "sale_prices_product_idx" ON "sale_prices" USING btree ("product_id");