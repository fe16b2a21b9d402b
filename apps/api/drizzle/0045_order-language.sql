ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language" CHECK ("orders"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_language" CHECK ("order_messages"."language" in ('en', 'hi'));