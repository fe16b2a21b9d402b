import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.table';

// The shop's own attributes (fabric, colour, occasion…), their values, and each product's values
// (docs/decisions/092-attributes.md). Migration 0024 writes the defaults (packages/domain/src/catalog/attributes.ts).

const SLUG_SHAPE = `'^[a-z][a-z0-9]*(-[a-z0-9]+)*$'`;

export const attributes = pgTable(
  'attributes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The storefront's filter parameter (`/shop?fabric=cotton`): made from the first name, kept on a rename. */
    slug: text('slug').notNull().unique('attributes_slug_unique'),
    name: text('name').notNull(),
    /** The name a Hindi page shows, '' for none (docs/decisions/174-attribute-names-in-hindi.md; migration 0048). */
    nameHi: text('name_hi').notNull().default(''),
    position: integer('position').notNull(),
    /** Offered as a filter (with counts) on the storefront; every attribute is searchable and shown on the product. */
    filter: boolean('filter').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('attributes_slug_shape', sql`${t.slug} ~ ${sql.raw(SLUG_SHAPE)}`)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attributeId: uuid('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** As the attribute's `nameHi`. */
    nameHi: text('name_hi').notNull().default(''),
    position: integer('position').notNull(),
  },
  (t) => [
    unique('attribute_values_slug_unique').on(t.attributeId, t.slug),
    check('attribute_values_slug_shape', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * A product's values: several per attribute allowed (two colours). A value some product has cannot be deleted
 * (restrict): the back office says how many have it instead.
 */
export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    valueId: uuid('value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.valueId] }),
    // How many products have a value (the back office's count, the removal check).
    index('product_attribute_values_value_idx').on(t.valueId),
  ],
);
