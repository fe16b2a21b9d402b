import type { ProductAttribute } from '@vastra/domain/api';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attributes,
  attributeValues,
  catalogState,
  productAttributeValues,
  productMedia,
  products,
  productVariants,
  reviews,
  salePrices,
} from '../../db/schema';
import { attributesOfPairs, productAttributesSubquery } from './product-attributes.repository';
import { variantListsSubquery, variantsOfList } from './variant-lists.repository';
import { SALE_COLUMNS, type SaleRow } from './sale-rows';

// Drizzle queries of the catalogue, one SQL statement per function unless it says otherwise.

export interface VariantRow {
  size: string;
  pricePaise: number;
  originalPricePaise: number | null;
  stock: number;
}

export interface ProductRow {
  id: string;
  title: string;
  description: string;
  /** The title and description in Hindi, '' for none (docs/decisions/136-hindi-storefront.md); absent: none. */
  titleHi?: string;
  descriptionHi?: string;
  category: string;
  images: string[];
  variants: VariantRow[];
  /** The shown (not hidden) reviews: how many, and their stars added up. */
  reviewCount: number;
  ratingSum: number;
  /** Its attribute values in the shop's order (absent: none). */
  attributes?: ProductAttribute[];
  /** Its second option's name ("Colour") and photos per value (docs/decisions/099-variant-options.md). */
  option2Name?: string | null;
  imagesByOption?: Record<string, string[]>;
}

export interface PriceRow extends VariantRow {
  productId: string;
  title: string;
  /** The Hindi title, '' for none: an order keeps it (docs/decisions/183-orders-keep-hindi-titles.md). */
  titleHi: string;
  category: string;
  images: string[];
  /** The product's photos per second value (docs/decisions/099-variant-options.md): value → paths among `images`. */
  imagesByOption: Record<string, string[]>;
  /** The sales live at the moment asked that may apply to this size (its own, its product's, its category's). */
  sales: SaleRow[];
}

/** A sale as json_build_object writes it (times as text). */
type SaleJson = Omit<SaleRow, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string };

export interface MediaRow {
  contentType: string;
  body: string;
}

/**
 * Tells every API process that the catalogue changed: advances the `catalog_version` sequence.
 * Call it AFTER the change has committed, never inside its transaction: nextval is seen by others
 * at once, before a commit, and a reader could file the old data under the new version. It never
 * waits for a lock (docs/decisions/012-catalog-version-sequence.md).
 */
export async function bumpCatalogVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: sql<string>`nextval('catalog_version')`.mapWith(Number) })
    .from(sql`(values (1)) as one (x)`);
  return row?.version ?? 0;
}

/** Every table whose rows `loadCatalog` and `loadSales` read: a change to any of them can change the catalogue. */
const CATALOGUE_TABLES = [
  products,
  productVariants,
  reviews,
  productAttributeValues,
  attributeValues,
  attributes,
  salePrices,
];

/**
 * What the catalogue's tables hold, as one text that changes with every row inserted, updated or deleted in them: per
 * table the count of its rows and the sum of a 64-bit hash of each row version's place and creating transaction
 * (`ctid`, `xmin`; an update writes a new row version, so both change). Computed in the database: one statement, a
 * scan of each table and nothing sent but the text (docs/decisions/106-search-at-scale.md).
 */
const FINGERPRINT_SQL = sql.join(
  CATALOGUE_TABLES.map(
    (table) =>
      sql`(select count(*) || ':' || coalesce(sum(hashtextextended(ctid::text || ':' || xmin::text, 0)), 0)
        from ${table})`,
  ),
  sql` || '/' || `,
);

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

export function createCatalogRepository(db: Db) {
  /**
   * Every product the storefront shows (status `active`; drafts and archived products never reach it)
   * with its variants in list order (one aggregate, grouped by product), and its shown reviews' count and
   * star total (one aggregate over the reviews, grouped by product), and its attribute values (one aggregate,
   * product-attributes.repository.ts): one statement, one row per product, which also reads the catalogue tables'
   * fingerprint when asked.
   */
  async function readCatalog(withFingerprint: boolean): Promise<{ rows: ProductRow[]; fingerprint?: string }> {
    const shown = db
      .select({
        productId: reviews.productId,
        reviewCount: sql<number>`count(*)::int`.as('review_count'),
        ratingSum: sql<number>`sum(${reviews.rating})::int`.as('rating_sum'),
      })
      .from(reviews)
      .where(isNull(reviews.hiddenAt))
      .groupBy(reviews.productId)
      .as('shown_reviews');
    const pairs = productAttributesSubquery(db);
    const lists = variantListsSubquery(db);
    const rows = await db
      .select({
        id: products.id,
        title: products.title,
        description: products.description,
        titleHi: products.titleHi,
        descriptionHi: products.descriptionHi,
        category: products.category,
        images: products.images,
        option2Name: products.option2Name,
        imagesByOption: products.imagesByOption,
        variants: lists.variants,
        reviewCount: shown.reviewCount,
        ratingSum: shown.ratingSum,
        pairs: pairs.pairs,
        // On the first row only, computed once (its sub-selects are evaluated on first use).
        fingerprint: sql<
          string | null
        >`${withFingerprint ? sql`case when row_number() over () = 1 then ${FINGERPRINT_SQL} end` : sql`null`}`,
      })
      .from(products)
      .leftJoin(lists, eq(lists.productId, products.id))
      .leftJoin(shown, eq(shown.productId, products.id))
      .leftJoin(pairs, eq(pairs.productId, products.id))
      .where(eq(products.status, 'active'))
      .orderBy(asc(products.position), asc(products.createdAt), asc(products.id));
    let fingerprint: string | undefined;
    const sameAttributes = new Map<string, ProductAttribute>();
    const out = rows.map(({ variants, reviewCount, ratingSum, pairs, fingerprint: read, ...product }): ProductRow => {
      if (read !== null) fingerprint = read;
      return {
        ...product,
        variants: variantsOfList(variants),
        reviewCount: reviewCount ?? 0,
        ratingSum: ratingSum ?? 0,
        attributes: attributesOfPairs(pairs, sameAttributes),
      };
    });
    return { rows: out, ...(fingerprint === undefined ? {} : { fingerprint }) };
  }

  return {
    /** Advances the shared catalogue version (after a commit; see bumpCatalogVersion). */
    bumpVersion: (): Promise<number> => bumpCatalogVersion(db),

    /**
     * The catalogue version: the sequence's last value (0 before the first nextval) plus the version
     * of `catalog_state`, which hand edits bump. Both only grow, so their sum changes with either.
     */
    async readVersion(): Promise<number> {
      const [row] = await db
        .select({
          version:
            sql<string>`(select case when is_called then last_value else 0 end from catalog_version) + coalesce(max(${catalogState.version}), 0)`.mapWith(
              Number,
            ),
        })
        .from(catalogState);
      return row?.version ?? 0;
    },

    /** The catalogue tables' fingerprint (FINGERPRINT_SQL): equal twice, nothing they hold changed between. */
    async readFingerprint(): Promise<string> {
      const result = await db.execute(sql`select ${FINGERPRINT_SQL} as fingerprint`);
      return String((result as { rows: { fingerprint: string }[] }).rows[0]?.fingerprint ?? '');
    },

    /** Every product the storefront shows: readCatalog without the fingerprint. */
    async loadCatalog(): Promise<ProductRow[]> {
      return (await readCatalog(false)).rows;
    },

    /**
     * loadCatalog's products and the catalogue tables' fingerprint (FINGERPRINT_SQL) read in the same statement, so
     * exactly as old as the rows: a periodic reload that finds the fingerprint unchanged can keep them
     * (docs/decisions/138-fingerprint-with-the-load.md). An empty catalogue has none.
     */
    loadCatalogWithFingerprint: () => readCatalog(true),

    /**
     * Every variant of the given products on sale (status `active`), with the product's title and images
     * (for orders): a draft or archived product is refused like one that no longer exists.
     */
    async variantsOf(productIds: readonly string[], at: Date, tx: Db = db): Promise<PriceRow[]> {
      if (productIds.length === 0) return [];
      const moment = sql`${at.toISOString()}::timestamptz`;
      // The sales live at `at` for each row, in the same statement (docs/decisions/086-sale-prices-on-a-schedule.md).
      const sales = sql<SaleJson[]>`(select coalesce(json_agg(json_build_object(
          'id', s.id, 'targetKind', s.target_kind, 'productId', s.product_id, 'size', s.size, 'category', s.category,
          'priceType', s.price_type, 'percent', s.percent, 'pricePaise', s.price_paise,
          'startsAt', s.starts_at, 'endsAt', s.ends_at, 'paused', s.paused)), '[]'::json)
        from ${salePrices} s
        where s.starts_at <= ${moment} and s.ends_at > ${moment} and not s.paused
          and (s.category = ${products.category}
            or (s.product_id = ${products.id} and (s.size is null or s.size = ${productVariants.size}))))`;
      const rows = await tx
        .select({
          productId: productVariants.productId,
          size: productVariants.size,
          pricePaise: productVariants.pricePaise,
          originalPricePaise: productVariants.originalPricePaise,
          stock: productVariants.stock,
          title: products.title,
          titleHi: products.titleHi,
          category: products.category,
          images: products.images,
          imagesByOption: products.imagesByOption,
          sales,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(inArray(productVariants.productId, [...productIds]), eq(products.status, 'active')));
      return rows.map((row) => ({
        ...row,
        sales: (typeof row.sales === 'string' ? (JSON.parse(row.sales) as SaleJson[]) : row.sales).map((sale) => ({
          ...sale,
          startsAt: new Date(sale.startsAt),
          endsAt: new Date(sale.endsAt),
        })),
      }));
    },

    /** The sales not over at `at` (live, paused or still to come), for the cached catalogue. One statement. */
    async loadSales(at: Date): Promise<SaleRow[]> {
      return db.select(SALE_COLUMNS).from(salePrices).where(gt(salePrices.endsAt, at));
    },

    /** Sets one size's stock (and the product's updated_at) in one transaction; false when no such size. */
    async setStock(productId: string, size: string, stock: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(productVariants)
          .set({ stock })
          .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)))
          .returning({ size: productVariants.size });
        if (updated.length === 0) return false;
        await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
        return true;
      });
    },

    /** A stored image by its public path. */
    async findMedia(path: string): Promise<MediaRow | null> {
      const [row] = await db
        .select({ contentType: productMedia.contentType, body: productMedia.body })
        .from(productMedia)
        .where(eq(productMedia.path, path));
      return row ?? null;
    },
  };
}
