import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productVariants } from '../../db/schema';
import type { VariantRow } from './catalog.repository';

/** A variant as the catalogue's read aggregates it: size, price, MRP, stock (json_build_array's order). */
type VariantJson = [size: string, pricePaise: number, originalPricePaise: number | null, stock: number];

/**
 * Each product's variants in list order, one row per product: the catalogue's read joins this instead of the variants
 * themselves, so a product's text and photos come once, not once per size
 * (docs/decisions/148-catalogue-read-per-product.md).
 */
export function variantListsSubquery(db: Db) {
  return db
    .select({
      productId: productVariants.productId,
      variants: sql<VariantJson[] | string>`json_agg(json_build_array(${productVariants.size},
        ${productVariants.pricePaise}, ${productVariants.originalPricePaise}, ${productVariants.stock})
        order by ${productVariants.position})::text`.as('variant_list'),
    })
    .from(productVariants)
    .groupBy(productVariants.productId)
    .as('variant_lists');
}

/** The variants of the subquery above (a driver may hand json over as text). */
export function variantsOfList(list: VariantJson[] | string | null): VariantRow[] {
  if (list === null) return [];
  const parsed = typeof list === 'string' ? (JSON.parse(list) as VariantJson[]) : list;
  return parsed.map(([size, pricePaise, originalPricePaise, stock]) => ({
    size,
    pricePaise,
    originalPricePaise,
    stock,
  }));
}
