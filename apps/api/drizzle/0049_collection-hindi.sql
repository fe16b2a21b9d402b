ALTER TABLE "collections" ADD COLUMN "title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The two collections the seed writes (apps/api/src/modules/collections/seed-collections.ts), titled in Hindi, each
-- while it keeps the title the seed gave it (docs/decisions/175-collections-in-hindi.md), as migration 0047 does for
-- categories.
UPDATE "collections" SET "title_hi" = CASE "slug"
  WHEN 'diwali-edit' THEN 'दिवाली एडिट'
  WHEN 'under-999' THEN '₹999 से कम'
END
WHERE ("slug", "title") IN (('diwali-edit', 'Diwali Edit'), ('under-999', 'Under ₹999'));
