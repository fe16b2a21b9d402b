CREATE TABLE "categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"image" text,
	"hsn" text NOT NULL,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"size_guide" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_shape" CHECK ("categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and "categories"."slug" <> 'all'),
	CONSTRAINT "categories_hsn_shape" CHECK ("categories"."hsn" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$')
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text;--> statement-breakpoint
INSERT INTO "categories" ("slug", "name", "position", "hsn", "sizes") VALUES ('kurti', 'Kurti', 0, coalesce((SELECT "value"->'hsnByCategory'->>'kurti' FROM "shop_settings" WHERE "key" = 'tax' AND "value"->'hsnByCategory'->>'kurti' ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'), '6206'), '["S", "M", "L", "XL", "XXL"]'::jsonb);--> statement-breakpoint
INSERT INTO "categories" ("slug", "name", "position", "hsn", "sizes") VALUES ('suits', 'Suits', 1, coalesce((SELECT "value"->'hsnByCategory'->>'suits' FROM "shop_settings" WHERE "key" = 'tax' AND "value"->'hsnByCategory'->>'suits' ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'), '6204'), '["S", "M", "L", "XL", "XXL"]'::jsonb);--> statement-breakpoint
INSERT INTO "categories" ("slug", "name", "position", "hsn", "sizes") VALUES ('t-shirt', 'T-Shirt', 2, coalesce((SELECT "value"->'hsnByCategory'->>'t-shirt' FROM "shop_settings" WHERE "key" = 'tax' AND "value"->'hsnByCategory'->>'t-shirt' ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'), '6109'), '["S", "M", "L", "XL", "XXL"]'::jsonb);--> statement-breakpoint
INSERT INTO "categories" ("slug", "name", "position", "hsn", "sizes") VALUES ('saree', 'Saree', 3, coalesce((SELECT "value"->'hsnByCategory'->>'saree' FROM "shop_settings" WHERE "key" = 'tax' AND "value"->'hsnByCategory'->>'saree' ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'), '5208'), '["Free"]'::jsonb);--> statement-breakpoint
INSERT INTO "categories" ("slug", "name", "position", "hsn", "sizes") VALUES ('shorts', 'Shorts', 4, coalesce((SELECT "value"->'hsnByCategory'->>'shorts' FROM "shop_settings" WHERE "key" = 'tax' AND "value"->'hsnByCategory'->>'shorts' ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'), '6204'), '["S", "M", "L", "XL", "XXL"]'::jsonb);--> statement-breakpoint
INSERT INTO "categories" ("slug", "name", "position", "hsn") SELECT c."category", initcap(replace(c."category", '-', ' ')), 5 + row_number() OVER (ORDER BY c."category") - 1, '6204' FROM (SELECT DISTINCT "category" FROM "products") c WHERE NOT EXISTS (SELECT 1 FROM "categories" k WHERE k."slug" = c."category");--> statement-breakpoint
UPDATE "shop_settings" SET "value" = "value" - 'hsnByCategory' WHERE "key" = 'tax';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("slug") ON DELETE restrict ON UPDATE no action;