DROP INDEX "order_messages_once";--> statement-breakpoint
ALTER TABLE "order_messages" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_messages_once" ON "order_messages" USING btree ("order_id","event","subject","channel");