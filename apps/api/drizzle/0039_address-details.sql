ALTER TABLE "orders" ADD COLUMN "house" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "landmark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "alt_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "house" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "landmark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "alt_phone" text DEFAULT '' NOT NULL;