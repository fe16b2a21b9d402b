ALTER TABLE "categories" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The five categories migration 0028 wrote, in Hindi, while they keep the name it gave them
-- (docs/decisions/172-category-names-in-hindi.md).
UPDATE "categories" SET "name_hi" = CASE "slug"
  WHEN 'kurti' THEN 'कुर्ती'
  WHEN 'suits' THEN 'सूट'
  WHEN 't-shirt' THEN 'टी-शर्ट'
  WHEN 'saree' THEN 'साड़ी'
  WHEN 'shorts' THEN 'शॉर्ट्स'
END
WHERE ("slug", "name") IN (('kurti', 'Kurti'), ('suits', 'Suits'), ('t-shirt', 'T-Shirt'), ('saree', 'Saree'), ('shorts', 'Shorts'));
