CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_paise" integer NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"total_paise" integer NOT NULL,
	"payment_mode" text NOT NULL,
	"idempotency_key" text,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"paid_at" timestamp with time zone,
	"awb" text,
	"courier" text,
	"shipper_order_id" text,
	"shipper_status" text,
	"removed_from_shipper" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone,
	"cancellation_reason" text,
	"booked_response" jsonb,
	"booking_attempts" integer DEFAULT 0 NOT NULL,
	"next_booking_at" timestamp with time zone,
	"last_booking_error" text,
	"last_tracking" jsonb,
	"last_tracking_at" timestamp with time zone,
	"invoiced_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"out_for_delivery_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"stock_restored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "orders_gateway_payment_id_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "orders_awb_unique" UNIQUE("awb"),
	CONSTRAINT "orders_user_idempotency_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "orders_total_positive" CHECK ("orders"."total_paise" > 0),
	CONSTRAINT "orders_payment_mode" CHECK ("orders"."payment_mode" in ('prepaid', 'cod'))
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"user_id" uuid,
	"order_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unbooked_idx" ON "orders" USING btree ("next_booking_at") WHERE "orders"."awb" is null and "orders"."status" = 'placed';