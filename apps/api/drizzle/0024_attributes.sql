CREATE TABLE "attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"filter" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attributes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "attributes_slug_shape" CHECK ("attributes"."slug" ~ '^[a-z][a-z0-9]*(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attribute_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "attribute_values_slug_unique" UNIQUE("attribute_id","slug"),
	CONSTRAINT "attribute_values_slug_shape" CHECK ("attribute_values"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" uuid NOT NULL,
	"value_id" uuid NOT NULL,
	CONSTRAINT "product_attribute_values_product_id_value_id_pk" PRIMARY KEY("product_id","value_id")
);
--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_value_id_attribute_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."attribute_values"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_attribute_values_value_idx" ON "product_attribute_values" USING btree ("value_id");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attribute_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, translate(lower("title"), 'àáâãäåāèéêëēìíîïīòóôõöōùúûüūñçý', 'aaaaaaaeeeeeiiiiioooooouuuuuncy')), 'A') || setweight(to_tsvector('simple'::regconfig, "category"), 'B') || setweight(to_tsvector('simple'::regconfig, translate(lower("attribute_text"), 'àáâãäåāèéêëēìíîïīòóôõöōùúûüūñçý', 'aaaaaaaeeeeeiiiiioooooouuuuuncy')), 'B') || setweight(to_tsvector('simple'::regconfig, translate(lower("description"), 'àáâãäåāèéêëēìíîïīòóôõöōùúûüūñçý', 'aaaaaaaeeeeeiiiiioooooouuuuuncy')), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
INSERT INTO "attributes" ("slug", "name", "position", "filter") VALUES ('fabric', 'Fabric', 0, true);--> statement-breakpoint
INSERT INTO "attribute_values" ("attribute_id", "slug", "name", "position") SELECT a."id", v."slug", v."name", v."position" FROM "attributes" a, (VALUES ('cotton', 'Cotton', 0), ('rayon', 'Rayon', 1), ('silk', 'Silk', 2), ('georgette', 'Georgette', 3), ('chiffon', 'Chiffon', 4), ('linen', 'Linen', 5), ('polyester', 'Polyester', 6), ('crepe', 'Crepe', 7), ('denim', 'Denim', 8), ('khadi', 'Khadi', 9)) AS v("slug", "name", "position") WHERE a."slug" = 'fabric';--> statement-breakpoint
INSERT INTO "attributes" ("slug", "name", "position", "filter") VALUES ('colour', 'Colour', 1, true);--> statement-breakpoint
INSERT INTO "attribute_values" ("attribute_id", "slug", "name", "position") SELECT a."id", v."slug", v."name", v."position" FROM "attributes" a, (VALUES ('red', 'Red', 0), ('blue', 'Blue', 1), ('black', 'Black', 2), ('white', 'White', 3), ('green', 'Green', 4), ('yellow', 'Yellow', 5), ('pink', 'Pink', 6), ('maroon', 'Maroon', 7), ('beige', 'Beige', 8), ('orange', 'Orange', 9), ('purple', 'Purple', 10), ('grey', 'Grey', 11), ('multi', 'Multi', 12)) AS v("slug", "name", "position") WHERE a."slug" = 'colour';--> statement-breakpoint
INSERT INTO "attributes" ("slug", "name", "position", "filter") VALUES ('occasion', 'Occasion', 2, true);--> statement-breakpoint
INSERT INTO "attribute_values" ("attribute_id", "slug", "name", "position") SELECT a."id", v."slug", v."name", v."position" FROM "attributes" a, (VALUES ('casual', 'Casual', 0), ('festive', 'Festive', 1), ('wedding', 'Wedding', 2), ('office', 'Office', 3), ('party', 'Party', 4)) AS v("slug", "name", "position") WHERE a."slug" = 'occasion';--> statement-breakpoint
INSERT INTO "attributes" ("slug", "name", "position", "filter") VALUES ('pattern', 'Pattern', 3, true);--> statement-breakpoint
INSERT INTO "attribute_values" ("attribute_id", "slug", "name", "position") SELECT a."id", v."slug", v."name", v."position" FROM "attributes" a, (VALUES ('solid', 'Solid', 0), ('printed', 'Printed', 1), ('embroidered', 'Embroidered', 2), ('striped', 'Striped', 3), ('checked', 'Checked', 4), ('floral', 'Floral', 5)) AS v("slug", "name", "position") WHERE a."slug" = 'pattern';--> statement-breakpoint
INSERT INTO "attributes" ("slug", "name", "position", "filter") VALUES ('sleeve', 'Sleeve', 4, true);--> statement-breakpoint
INSERT INTO "attribute_values" ("attribute_id", "slug", "name", "position") SELECT a."id", v."slug", v."name", v."position" FROM "attributes" a, (VALUES ('sleeveless', 'Sleeveless', 0), ('short-sleeve', 'Short sleeve', 1), ('three-quarter-sleeve', 'Three-quarter sleeve', 2), ('full-sleeve', 'Full sleeve', 3)) AS v("slug", "name", "position") WHERE a."slug" = 'sleeve';--> statement-breakpoint
INSERT INTO "attributes" ("slug", "name", "position", "filter") VALUES ('neck', 'Neck', 5, true);--> statement-breakpoint
INSERT INTO "attribute_values" ("attribute_id", "slug", "name", "position") SELECT a."id", v."slug", v."name", v."position" FROM "attributes" a, (VALUES ('round-neck', 'Round neck', 0), ('v-neck', 'V-neck', 1), ('mandarin-collar', 'Mandarin collar', 2), ('boat-neck', 'Boat neck', 3), ('collared', 'Collared', 4)) AS v("slug", "name", "position") WHERE a."slug" = 'neck';--> statement-breakpoint
INSERT INTO "attributes" ("slug", "name", "position", "filter") VALUES ('fit', 'Fit', 6, true);--> statement-breakpoint
INSERT INTO "attribute_values" ("attribute_id", "slug", "name", "position") SELECT a."id", v."slug", v."name", v."position" FROM "attributes" a, (VALUES ('regular', 'Regular', 0), ('slim', 'Slim', 1), ('relaxed', 'Relaxed', 2), ('straight', 'Straight', 3), ('a-line', 'A-line', 4)) AS v("slug", "name", "position") WHERE a."slug" = 'fit';--> statement-breakpoint
INSERT INTO "attributes" ("slug", "name", "position", "filter") VALUES ('wash-care', 'Wash care', 7, false);--> statement-breakpoint
INSERT INTO "attribute_values" ("attribute_id", "slug", "name", "position") SELECT a."id", v."slug", v."name", v."position" FROM "attributes" a, (VALUES ('machine-wash', 'Machine wash', 0), ('hand-wash', 'Hand wash', 1), ('dry-clean-only', 'Dry clean only', 2)) AS v("slug", "name", "position") WHERE a."slug" = 'wash-care';