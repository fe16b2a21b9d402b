import type { SizeGuide } from '@vastra/domain/catalog';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The shop's own categories (docs/decisions/097-categories.md). Migration 0028 writes the seed's five with the HSN
// codes the shop had in its settings; `products.category` names one by its slug.

export const categories = pgTable(
  'categories',
  {
    /** `/shop?category=lehenga`: made from the first name, kept on a rename so old links and orders keep it. */
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    /** The name a Hindi page shows (docs/decisions/172-category-names-in-hindi.md); '' for none. */
    nameHi: text('name_hi').notNull().default(''),
    position: integer('position').notNull(),
    /** Hidden: no filter button or home tile; its products and old links still work. */
    hidden: boolean('hidden').notNull().default(false),
    /** The home tile's image (a path or URL); null: the category's first photo. */
    image: text('image'),
    /** The HSN code invoices print for its products (a product's own code wins). */
    hsn: text('hsn').notNull(),
    /** The sizes it offers in the owner's order (a saree: ["Free"]). */
    sizes: jsonb('sizes')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The size guide: measurements per size in cm (inches are worked out when shown); null: none. */
    sizeGuide: jsonb('size_guide').$type<SizeGuide>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('categories_slug_shape', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and ${t.slug} <> 'all'`),
    check('categories_hsn_shape', sql`${t.hsn} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
  ],
);
