CREATE TABLE "whatsapp_opt_ins" (
	"phone" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"wording_version" integer NOT NULL,
	"opted_in_at" timestamp with time zone NOT NULL,
	"opted_out_at" timestamp with time zone,
	CONSTRAINT "whatsapp_opt_ins_source" CHECK ("whatsapp_opt_ins"."source" in ('checkout', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"to" text NOT NULL,
	"template" text NOT NULL,
	"body" text NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_outbox_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "order_messages" ADD COLUMN "provider_id" text;--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_to_idx" ON "whatsapp_outbox" USING btree ("to","sent_at");--> statement-breakpoint
CREATE INDEX "order_messages_provider_idx" ON "order_messages" USING btree ("provider_id") WHERE "order_messages"."provider_id" is not null;