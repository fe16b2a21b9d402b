ALTER TABLE "product_variants" ADD COLUMN "option1" text;--> statement-breakpoint
UPDATE "product_variants" SET "option1" = "size";--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "option2" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option2_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images_by_option" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_idx" ON "product_variants" USING btree (lower("sku")) WHERE "product_variants"."sku" is not null;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_weight_non_negative" CHECK ("product_variants"."weight_grams" >= 0);
