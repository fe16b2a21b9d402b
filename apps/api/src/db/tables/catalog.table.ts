import { LOW_STOCK_THRESHOLD } from '@vastra/domain/back-office';
import { sql } from 'drizzle-orm';
import {
  boolean,
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.table';

/** PostgreSQL's full-text document type (read by SQL only: the app never selects it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Lower case without the common Latin diacritics, as domain normaliseSearchText does for queries: `unaccent`
 * is not immutable, so a generated column cannot call it; translate() is.
 */
const FOLDED_FROM = 'àáâãäåāèéêëēìíîïīòóôõöōùúûüūñçý';
const FOLDED_TO = 'aaaaaaaeeeeeiiiiioooooouuuuuncy';
const folded = (column: string) => `translate(lower("${column}"), '${FOLDED_FROM}', '${FOLDED_TO}')`;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /**
     * The product's handle in the product spreadsheet (Shopify's URL handle): set by a CSV import that created or
     * named it; null for others, whose handle in the file is their id (docs/decisions/095-catalogue-csv.md).
     */
    handle: text('handle'),
    description: text('description').notNull().default(''),
    /**
     * The title and description in Hindi, shown to shoppers who read the shop in it; '' for none, and a product
     * without a Hindi title is shown in English (docs/decisions/136-hindi-storefront.md).
     */
    titleHi: text('title_hi').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
    /** The category's slug (docs/decisions/097-categories.md): one the shop has; it cannot be removed while used. */
    category: text('category')
      .notNull()
      .references(() => categories.slug, { onDelete: 'restrict' }),
    /** The product's own HSN code, printed instead of its category's; null: the category's. */
    hsn: text('hsn'),
    /** Image paths relative to the API host (docs/rules/catalogue.md#data) or absolute URLs. */
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    position: integer('position').notNull().default(0),
    /** draft | active | archived: only active products reach the storefront. */
    status: text('status').notNull().default('active'),
    /** False for lines the shop takes back neither for exchange nor for a refund (innerwear, altered pieces…). */
    returnable: boolean('returnable').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The names of the product's attribute values, space-separated ("Cotton Red Festive"), kept by the back office's
     * writes for the search document (docs/decisions/092-attributes.md).
     */
    attributeText: text('attribute_text').notNull().default(''),
    /**
     * The owner's tags ("diwali", "bestseller"), lower-cased and trimmed (packages/domain/src/collections/tags.ts),
     * for automatic collections to select by (docs/decisions/098-collections.md).
     */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The name of the product's second option ("Colour"), or null for a product with sizes only; its variants' keys
     * are then "M / Red" (docs/decisions/099-variant-options.md).
     */
    option2Name: text('option2_name'),
    /** Photo paths per second-option value ("Red" → paths among `images`), shown when that value is picked. */
    imagesByOption: jsonb('images_by_option')
      .$type<Record<string, string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * The storefront search's document (modules/search): title and Hindi title weighted A, category and attribute
     * values B, description C, with the 'simple' configuration (no stemming: Indian words are not English), diacritics
     * folded.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `setweight(to_tsvector('simple'::regconfig, ${folded('title')}), 'A') || ` +
            `setweight(to_tsvector('simple'::regconfig, ${folded('title_hi')}), 'A') || ` +
            `setweight(to_tsvector('simple'::regconfig, "category"), 'B') || ` +
            `setweight(to_tsvector('simple'::regconfig, ${folded('attribute_text')}), 'B') || ` +
            `setweight(to_tsvector('simple'::regconfig, ${folded('description')}), 'C')`,
        ),
      ),
  },
  (t) => [
    // The back office's product list: newest change first with the id as tie-break (keyset pages), whole or
    // filtered by status or category; the category index also serves the storefront's category filter.
    // Ascending on purpose: read backwards they give `order by updated_at desc, id desc` (nulls first, the
    // default), which a `desc nulls last` index would not.
    index('products_updated_idx').on(t.updatedAt, t.id),
    uniqueIndex('products_handle_idx').on(t.handle),
    index('products_status_updated_idx').on(t.status, t.updatedAt, t.id),
    index('products_category_updated_idx').on(t.category, t.updatedAt, t.id),
    // Title search (`title ILIKE '%q%'`): trigrams are case-folded, so one index on the title serves ILIKE.
    index('products_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    // The storefront search: every term matched against title, category and description (modules/search).
    index('products_search_idx').using('gin', t.searchVector),
    // Automatic collections' tag condition (`tags @> array[tag]`).
    index('products_tags_idx').using('gin', t.tags),
    check('products_status_known', sql`${t.status} in ('draft', 'active', 'archived')`),
  ],
);

/**
 * One row per (product, variant key): price and stock live here so an order can decrement atomically. `size` is the
 * variant's key that carts, orders and stock name: the size itself, or "M / Red" for a product with a second option
 * (domain variantKey; docs/decisions/099-variant-options.md).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    /**
     * The first option's value (the size) and the second's ("Red", null for a product with one option). `option1`
     * is null only in rows written without it (the seed, the CSV import, tests): read it as the key
     * (docs/decisions/099-variant-options.md).
     */
    option1: text('option1'),
    option2: text('option2'),
    /** The shop's own code for the variant, unique across the shop when set; the barcode (EAN/UPC) and the weight. */
    sku: text('sku'),
    barcode: text('barcode'),
    weightGrams: integer('weight_grams'),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    stock: integer('stock').notNull().default(0),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    // Case aside: "KR-M" and "kr-m" are one code to a packer reading it.
    uniqueIndex('product_variants_sku_idx')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null`),
    // The dashboard's sizes running out: small, as few sizes are low. Its predicate must stay LOW_STOCK_THRESHOLD
    // (held by apps/api/src/modules/dashboard/dashboard.routes.test.ts). It makes a stock change a non-HOT update,
    // one more index entry beside the order's dozen (docs/decisions/021-dashboard-figures.md).
    index('product_variants_low_stock_idx')
      .on(t.stock)
      .where(sql`${t.stock} <= ${sql.raw(String(LOW_STOCK_THRESHOLD))}`),
    check('product_variants_stock_non_negative', sql`${t.stock} >= 0`),
    check('product_variants_price_positive', sql`${t.pricePaise} > 0`),
    check('product_variants_weight_non_negative', sql`${t.weightGrams} >= 0`),
  ],
);

/**
 * The catalogue's version, advanced with nextval() right AFTER a product or stock change commits:
 * nextval never waits for a lock, so orders do not queue on it (docs/decisions/012-catalog-version-sequence.md).
 * Every API process compares it (plus catalog_state's version) with its cached catalogue's.
 */
export const catalogVersion = pgSequence('catalog_version');

/**
 * One row (id 1) for changes made by hand: bumping its version in the transaction of a hand edit
 * tells every API process at commit. The app itself advances `catalog_version` instead
 * (docs/decisions/012-catalog-version-sequence.md, superseding 011's use of this row).
 */
export const catalogState = pgTable('catalog_state', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Images the project makes itself (the seed's SVG product shots), served at `path` with a year-long
 * immutable cache. Kept in the database, not on disk, so every API process can serve them.
 */
export const productMedia = pgTable(
  'product_media',
  {
    path: text('path').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_media_product_idx').on(t.productId)],
);

/**
 * The storefront search's vocabulary: every word of an active product's title and of the category names,
 * normalised as queries are (domain normaliseSearchText). A query word close to one of them by trigram is
 * widened to it (typos), and "did you mean" picks from them. Kept current by modules/search from the
 * catalogue it caches (docs/decisions/025-search-in-postgresql.md).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
