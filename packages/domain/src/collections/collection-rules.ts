import { z } from 'zod';
import type { AttributeValues } from '../catalog';
import { ATTRIBUTE_FILTER_VALUES_MAX, ATTRIBUTE_NAME_MAX, ATTRIBUTE_SLUG_PATTERN } from '../catalog';
import { priceAt } from '../pricing/sale-price';
import type { SalePrice } from '../pricing/sale-price';
import { COLLECTIONS_MESSAGES as M } from './messages';
import { Tag } from './tags';

// An automatic collection's rules (docs/decisions/098-collections.md): every condition must hold (all-of). The API
// evaluates the same conditions in SQL (apps/api/src/modules/collections/collection-rules.sql.ts); a test holds the
// two to the same answers.

/** At most this many conditions in one collection, and the longest "new in the last N days". */
export const COLLECTION_CONDITIONS_MAX = 10;
export const COLLECTION_NEW_DAYS_MAX = 365;
/** The highest price a rule names (₹10,00,000), in paise. */
export const COLLECTION_PRICE_MAX_PAISE = 100_000_000;

const DAY_MS = 86_400_000;
const Slug = z.string().max(ATTRIBUTE_NAME_MAX).regex(ATTRIBUTE_SLUG_PATTERN, M.slugShape);
const ValueSlug = z
  .string()
  .max(ATTRIBUTE_NAME_MAX)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, M.slugShape);
const Paise = z.number().int(M.pricePaise).min(0, M.pricePaise).max(COLLECTION_PRICE_MAX_PAISE, M.pricePaise);

/** One condition of an automatic collection. */
export const CollectionCondition = z.discriminatedUnion('kind', [
  /** The product's category (its slug, `kurti`); the API checks the slug names a category. */
  z.strictObject({ kind: z.literal('category'), category: z.string().trim().toLowerCase().min(1).max(40) }),
  /** The product's lowest regular price of any size, between the bounds (both included). */
  z
    .strictObject({ kind: z.literal('price'), minPaise: Paise.optional(), maxPaise: Paise.optional() })
    .refine((c) => c.minPaise !== undefined || c.maxPaise !== undefined, { message: M.priceBound })
    .refine((c) => c.minPaise === undefined || c.maxPaise === undefined || c.minPaise <= c.maxPaise, {
      message: M.priceOrder,
      path: ['maxPaise'],
    }),
  /** One of these values of an attribute (decision 092's `matchesAttributeFilter`). */
  z.strictObject({
    kind: z.literal('attribute'),
    attribute: Slug,
    values: z.array(ValueSlug).min(1, M.attributeValues).max(ATTRIBUTE_FILTER_VALUES_MAX),
  }),
  /** The product carries the tag (tags are lower-cased and trimmed). */
  z.strictObject({ kind: z.literal('tag'), tag: Tag }),
  /** Created in the last `days` days, by the app's clock. */
  z.strictObject({
    kind: z.literal('new'),
    days: z.number().int(M.newDays).min(1, M.newDays).max(COLLECTION_NEW_DAYS_MAX, M.newDays),
  }),
  /** A sale price (decision 086) lowers the price of at least one of its sizes now. */
  z.strictObject({ kind: z.literal('on-sale') }),
]);
export type CollectionCondition = z.infer<typeof CollectionCondition>;

/** An automatic collection's conditions, all of which a product meets. */
export const CollectionRules = z
  .array(CollectionCondition)
  .min(1, M.rulesEmpty)
  .max(COLLECTION_CONDITIONS_MAX, M.rulesTooMany);
export type CollectionRules = z.infer<typeof CollectionRules>;

/** What the rules read of a product. */
export interface CollectionCandidate {
  productId: string;
  category: string;
  createdAt: Date;
  tags: readonly string[];
  attributes: AttributeValues;
  /** Each size's regular price and the product's own struck-through price, as sale prices read them. */
  sizes: readonly { size: string; basePaise: number; originalPaise?: number | null }[];
}

/** The product's lowest regular price (of any size), or null when it has no size. */
export function fromPricePaise(product: Pick<CollectionCandidate, 'sizes'>): number | null {
  let lowest: number | null = null;
  for (const s of product.sizes) if (lowest === null || s.basePaise < lowest) lowest = s.basePaise;
  return lowest;
}

/** Whether a sale live at `at` lowers the price of any of the product's sizes (`priceAt` names a sale). */
export function isOnSale(product: CollectionCandidate, sales: readonly SalePrice[], at: Date): boolean {
  return product.sizes.some(
    (s) =>
      priceAt(
        {
          productId: product.productId,
          size: s.size,
          // A sale names a category by its slug; the product's category is compared as a string.
          category: product.category,
          basePaise: s.basePaise,
          originalPaise: s.originalPaise ?? null,
        },
        sales,
        at,
      ).saleId !== null,
  );
}

function meets(product: CollectionCandidate, c: CollectionCondition, at: Date, sales: readonly SalePrice[]): boolean {
  switch (c.kind) {
    case 'category':
      return product.category === c.category;
    case 'price': {
      const price = fromPricePaise(product);
      if (price === null) return false;
      return (c.minPaise === undefined || price >= c.minPaise) && (c.maxPaise === undefined || price <= c.maxPaise);
    }
    case 'attribute': {
      const has = product.attributes[c.attribute] ?? [];
      return c.values.some((v) => has.includes(v));
    }
    case 'tag':
      return product.tags.includes(c.tag);
    case 'new':
      return product.createdAt.getTime() >= at.getTime() - c.days * DAY_MS;
    case 'on-sale':
      return isOnSale(product, sales, at);
  }
}

/** Whether a product belongs to an automatic collection at `at`: it meets every condition. */
export function matchesCollectionRules(
  product: CollectionCandidate,
  rules: readonly CollectionCondition[],
  context: { at: Date; sales: readonly SalePrice[] },
): boolean {
  return rules.every((c) => meets(product, c, context.at, context.sales));
}

/** The categories the rules name (the API checks each is a category of the shop). */
export const categoriesOf = (rules: readonly CollectionCondition[]): string[] =>
  rules.flatMap((c) => (c.kind === 'category' ? [c.category] : []));
