-- Built for India (issue 16): the PIN directory, the shop settings, saved addresses, one message per order event,
-- the payment method and cash-on-delivery confirmation on orders, and the payment reconciliation job's state.
CREATE TABLE "data_imports" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"rows" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"to" text NOT NULL,
	"variables" jsonb NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "order_messages_status" CHECK ("order_messages"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "pin_codes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmation" text DEFAULT 'not_required' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_code_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reconcile_state" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reconcile_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "next_reconcile_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_messages_once" ON "order_messages" USING btree ("order_id","event","channel");--> statement-breakpoint
CREATE INDEX "order_messages_pending_idx" ON "order_messages" USING btree ("created_at") WHERE "order_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "saved_addresses_user_idx" ON "saved_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_one_default" ON "saved_addresses" USING btree ("user_id") WHERE "saved_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "orders_cod_awaiting_idx" ON "orders" USING btree ("cod_confirm_deadline") WHERE "orders"."cod_confirmation" = 'awaiting';--> statement-breakpoint
CREATE INDEX "payment_orders_reconcile_idx" ON "payment_orders" USING btree ("next_reconcile_at") WHERE "payment_orders"."reconcile_state" = 'open';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_confirm_token_hash_unique" UNIQUE("cod_confirm_token_hash");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_confirmation" CHECK ("orders"."cod_confirmation" in ('not_required', 'awaiting', 'confirmed', 'expired'));