CREATE TABLE "conversation_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"channel" text NOT NULL,
	"body" text NOT NULL,
	"author" text,
	"status" text NOT NULL,
	"failure" text,
	"provider_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_entries_direction" CHECK ("conversation_entries"."direction" in ('in', 'out')),
	CONSTRAINT "conversation_entries_channel" CHECK ("conversation_entries"."channel" in ('sms', 'whatsapp', 'email', 'web')),
	CONSTRAINT "conversation_entries_status" CHECK ("conversation_entries"."status" in ('sending', 'sent', 'failed', 'recorded', 'received'))
);
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "conversation_entries" ADD CONSTRAINT "conversation_entries_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_entries_thread_idx" ON "conversation_entries" USING btree ("message_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_entries_inbound_once" ON "conversation_entries" USING btree ("provider_id") WHERE "conversation_entries"."direction" = 'in' and "conversation_entries"."provider_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_replies_title_idx" ON "saved_replies" USING btree (lower("title"));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id") WHERE "contact_messages"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_phone_idx" ON "contact_messages" USING btree ("phone") WHERE "contact_messages"."phone" is not null;