import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staff } from './back-office.table';
import { products } from './catalog.table';
import { orders } from './orders.table';
import { users } from './users.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An offer the owner runs (docs/decisions/083-one-pricing-function.md): a coupon (with a code) or an automatic offer.
 * The columns are what SQL needs (the window, the code, the use limits); `terms` holds the rest of the domain's
 * definition (`Coupon` or `AutomaticOffer` in packages/domain/src/pricing/offers.ts: scope, discount, minimum,
 * reward…), written only after that schema accepted it. `used_count` is counted in the transaction that places an
 * order with a coupon: its CHECK refuses the use past `total_uses`, so concurrent shoppers never get more uses than
 * the limit (as the stock's CHECK does for the last unit).
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'coupon' | 'buy-x-get-y' | 'bundle' | 'tiered' | 'prepaid' | 'free-delivery' (the domain's kinds). */
    kind: text('kind').notNull(),
    /** A coupon's code, upper-case (codes are case-insensitive); null for an automatic offer. */
    code: text('code'),
    label: text('label').notNull(),
    terms: jsonb('terms').notNull(),
    /** Live from `starts_at` until `ends_at` (exclusive; null: open-ended) unless paused. Ending sets `ends_at`. */
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at'),
    paused: boolean('paused').notNull().default(false),
    /** The owner allows it to stack with other combinable offers (and a combinable coupon). */
    combinable: boolean('combinable').notNull().default(false),
    /** A coupon's total uses (null: no limit), and the uses taken by orders that hold it now. */
    totalUses: integer('total_uses'),
    usedCount: integer('used_count').notNull().default(0),
    /** A coupon's uses per shopper (null: no limit), counted in `offer_customer_uses`. */
    usesPerCustomer: integer('uses_per_customer'),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_code_unique').on(t.code),
    index('offers_window_idx').on(t.startsAt, t.endsAt),
    check(
      'offers_kind_known',
      sql`${t.kind} in ('coupon', 'buy-x-get-y', 'bundle', 'tiered', 'prepaid', 'free-delivery')`,
    ),
    check('offers_code_only_for_coupons', sql`(${t.kind} = 'coupon') = (${t.code} is not null)`),
    check('offers_code_upper_case', sql`${t.code} = upper(${t.code})`),
    check('offers_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check('offers_total_uses_positive', sql`${t.totalUses} is null or ${t.totalUses} > 0`),
    check('offers_per_customer_positive', sql`${t.usesPerCustomer} is null or ${t.usesPerCustomer} > 0`),
    check(
      'offers_uses_within_limit',
      sql`${t.usedCount} >= 0 and (${t.totalUses} is null or ${t.usedCount} <= ${t.totalUses})`,
    ),
  ],
);

/**
 * A shopper's uses of a coupon with a per-customer limit, keyed by her account (so a second phone or browser counts
 * the same uses). `max_uses` is the coupon's limit when the use was counted; the CHECK refuses one use too many.
 */
export const offerCustomerUses = pgTable(
  'offer_customer_uses',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull(),
    maxUses: integer('max_uses').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.userId] }),
    check('offer_customer_uses_within_limit', sql`${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`),
  ],
);

/**
 * One use of an offer by one order: held while a card or UPI payment is being made (by its gateway order), used
 * once the order exists, released once (a cancelled or unpaid order gives its use back; `released_at` stamps it so
 * it is given back exactly once). `discount_paise` is what the offer took off that order.
 */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The gateway order a held use waits on (card and UPI payments), until its order is written. */
    gatewayOrderId: text('gateway_order_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    discountPaise: integer('discount_paise').notNull(),
    /** 'held' | 'used' | 'released'. */
    state: text('state').notNull(),
    /** Until when a held use waits for its payment before it is given back. */
    heldUntil: ts('held_until'),
    createdAt: ts('created_at').notNull().defaultNow(),
    releasedAt: ts('released_at'),
  },
  (t) => [
    unique('offer_redemptions_order_unique').on(t.offerId, t.orderId),
    unique('offer_redemptions_gateway_order_unique').on(t.offerId, t.gatewayOrderId),
    index('offer_redemptions_offer_idx').on(t.offerId, t.state),
    check('offer_redemptions_state_known', sql`${t.state} in ('held', 'used', 'released')`),
    check('offer_redemptions_discount_not_negative', sql`${t.discountPaise} >= 0`),
    check('offer_redemptions_of_something', sql`${t.orderId} is not null or ${t.gatewayOrderId} is not null`),
    check('offer_redemptions_released_stamped', sql`(${t.state} = 'released') = (${t.releasedAt} is not null)`),
  ],
);

/**
 * A sale price on a schedule (the domain's `SalePrice`, packages/domain/src/pricing/sale-price.ts): a percent off or
 * a fixed price for one size of a product, a product or a category, from `starts_at` until `ends_at` (exclusive).
 * No job starts or ends it: the price is worked out from the schedule at each moment.
 */
export const salePrices = pgTable(
  'sale_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'size' | 'product' | 'category'. */
    targetKind: text('target_kind').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    size: text('size'),
    category: text('category'),
    /** 'percent' | 'fixed'. */
    priceType: text('price_type').notNull(),
    percent: integer('percent'),
    pricePaise: integer('price_paise'),
    label: text('label').notNull().default(''),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    paused: boolean('paused').notNull().default(false),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sale_prices_window_idx').on(t.endsAt, t.startsAt),
    index('sale_prices_product_idx').on(t.productId),
    check('sale_prices_target_known', sql`${t.targetKind} in ('size', 'product', 'category')`),
    check('sale_prices_product_target', sql`(${t.targetKind} in ('size', 'product')) = (${t.productId} is not null)`),
    check('sale_prices_size_target', sql`(${t.targetKind} = 'size') = (${t.size} is not null)`),
    check('sale_prices_category_target', sql`(${t.targetKind} = 'category') = (${t.category} is not null)`),
    check('sale_prices_type_known', sql`${t.priceType} in ('percent', 'fixed')`),
    check(
      'sale_prices_percent',
      sql`(${t.priceType} = 'percent') = (${t.percent} is not null and ${t.percent} between 1 and 100)`,
    ),
    check('sale_prices_fixed', sql`(${t.priceType} = 'fixed') = (${t.pricePaise} is not null and ${t.pricePaise} > 0)`),
    check('sale_prices_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
