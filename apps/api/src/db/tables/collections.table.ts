import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.table';

// Collections (docs/decisions/098-collections.md): a manual one lists its products in the owner's order; an automatic
// one holds rules (packages/domain/src/collections/collection-rules.ts) that the storefront evaluates in SQL.

export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The page's address, `/collections/{slug}`: made from the first title, kept on a rename unless changed. */
    slug: text('slug').notNull().unique('collections_slug_unique'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /**
     * The title and description a Hindi page shows, '' for none: the English one then
     * (docs/decisions/175-collections-in-hindi.md; migration 0049).
     */
    titleHi: text('title_hi').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** A same-site path of an uploaded photo, or null. */
    image: text('image'),
    /** 'manual' | 'automatic'. */
    kind: text('kind').notNull(),
    /** An automatic collection's conditions (all apply); [] for a manual one. */
    rules: jsonb('rules')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** An automatic collection's order: 'newest' | 'price-asc' | 'price-desc' | 'title'. A manual one's is its own. */
    sort: text('sort').notNull().default('newest'),
    /** Only a visible collection has a page, a sitemap entry, a menu link or a home rail. */
    visible: boolean('visible').notNull().default(true),
    /** Shown in the storefront's menu, in `navPosition` order. */
    showInNav: boolean('show_in_nav').notNull().default(false),
    navPosition: integer('nav_position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('collections_kind_known', sql`${t.kind} in ('manual', 'automatic')`),
    check('collections_sort_known', sql`${t.sort} in ('newest', 'price-asc', 'price-desc', 'title')`),
    check('collections_slug_shape', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('collections_rules_array', sql`jsonb_typeof(${t.rules}) = 'array'`),
  ],
);

/** A manual collection's products in the owner's order (0 first). */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('collection_products_order_idx').on(t.collectionId, t.position),
    index('collection_products_product_idx').on(t.productId),
  ],
);
