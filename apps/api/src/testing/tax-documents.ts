// Orders with chosen categories, prices and delivery states, and a tax-documents module on a test's database, for
// the tax-documents tests (and the returns lanes' credit-note checks).
import type { Category } from '@vastra/domain/catalog';
import {
  priceBasket,
  toPricingSnapshot,
  type Coupon,
  type FeeSettings,
  type PriceBasketInput,
} from '@vastra/domain/pricing';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, orders, products, returnRequests } from '../db/schema';
import { createShopSettingsService } from '../modules/shop-settings';
import { createTaxDocumentsModule } from '../modules/tax-documents';
import { systemClock, type Clock } from '../shared/clock';
import type { TestApp } from './build-test-app';

export interface TaxedLineSpec {
  title: string;
  category: Category;
  size: string;
  unitPricePaise: number;
  quantity: number;
  /** The product's second option's name (its `size` then a key "M / Red"), decision 099. */
  option2Name?: string;
}

/** A ₹2,999 saree and a ₹899 kurti, the sample order of the PDFs. */
export const SAREE_AND_KURTI: TaxedLineSpec[] = [
  { title: 'Banarasi Silk Saree', category: 'saree', size: 'Free', unitPricePaise: 299_900, quantity: 1 },
  { title: 'Cotton Anarkali Kurti', category: 'kurti', size: 'M', unitPricePaise: 89_900, quantity: 1 },
];

export const BENGALURU = {
  customerName: 'Priya Sharma',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};
export const MUMBAI = {
  customerName: 'प्रिया शर्मा',
  address: 'Flat 4B, Sea View, Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400001',
};

/**
 * A prepaid order of these lines, delivered to `where`; its products are made with the lines' categories. Shipped
 * (its goods have left, so it is due its invoice) unless `status` says otherwise ('placed': still in the shop).
 */
export async function orderWithLines(
  db: Db,
  userId: string,
  lines: TaxedLineSpec[] = SAREE_AND_KURTI,
  where: typeof BENGALURU = BENGALURU,
  status: 'placed' | 'shipped' = 'shipped',
): Promise<{ orderId: string; itemIds: string[]; productIds: string[] }> {
  const total = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      totalPaise: total,
      paymentMode: 'prepaid',
      status,
      shippedAt: status === 'shipped' ? new Date() : null,
      customerEmail: 'priya@example.in',
      customerPhone: '+919876543210',
      ...where,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not inserted');
  const itemIds: string[] = [];
  const productIds: string[] = [];
  for (const [position, line] of lines.entries()) {
    const [product] = await db
      .insert(products)
      .values({ title: line.title, category: line.category, images: [], option2Name: line.option2Name ?? null })
      .returning({ id: products.id });
    if (!product) throw new Error('product not inserted');
    productIds.push(product.id);
    const [item] = await db
      .insert(orderItems)
      .values({
        orderId: order.id,
        productId: product.id,
        title: line.title,
        size: line.size,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        position,
      })
      .returning({ id: orderItems.id });
    if (!item) throw new Error('item not inserted');
    itemIds.push(item.id);
  }
  return { orderId: order.id, itemIds, productIds };
}

/** A coupon taking `discount` off the whole shop, live since November 2026: what an order's snapshot keeps of it. */
export function shopCoupon(code: string, discount: Coupon['discount']): Coupon {
  return {
    id: `coupon-${code}`,
    kind: 'coupon',
    label: code,
    code,
    startsAt: new Date('2026-11-01T00:00:00.000Z'),
    endsAt: null,
    scope: { kind: 'shop' },
    combinable: true,
    paused: false,
    discount,
    minBasketPaise: 0,
    maxDiscountPaise: null,
    totalUses: null,
    usesPerCustomer: null,
    firstOrderOnly: false,
    excludeSaleItems: false,
    payment: 'any',
  };
}

export interface PricingSpec {
  coupon?: Coupon;
  fees?: FeeSettings;
  payment?: 'prepaid' | 'cod';
  where?: typeof BENGALURU;
}

/**
 * A shipped order of these lines priced as placing prices it (the domain's `priceBasket`, with the coupon, fees and
 * payment given, on 5 Dec 2026): its total, discount and fee columns, each line's discount and its pricing snapshot.
 */
export async function pricedOrder(db: Db, userId: string, lines: TaxedLineSpec[], spec: PricingSpec = {}) {
  const where = spec.where ?? BENGALURU;
  const order = await orderWithLines(db, userId, lines, where);
  const input: PriceBasketInput = {
    lines: lines.map((line, i) => ({
      productId: order.productIds[i] ?? '',
      size: line.size,
      category: line.category,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      onSale: false,
    })),
    offers: [],
    coupon: spec.coupon
      ? { code: spec.coupon.code, definition: spec.coupon, usedTotal: 0, usedByCustomer: 0, customerEarlierOrders: 0 }
      : null,
    payment: spec.payment ?? 'prepaid',
    fees: spec.fees ?? { deliveryFeePaise: 0, freeDeliveryFromPaise: null, codFeePaise: 0 },
    intraState: where.state === 'Karnataka',
    greyBand: 'higher',
    at: new Date('2026-12-05T10:00:00.000Z'),
  };
  const basket = priceBasket(input);
  await db
    .update(orders)
    .set({
      paymentMode: input.payment ?? 'prepaid',
      totalPaise: basket.totalPaise,
      discountPaise: basket.discountPaise,
      deliveryFeePaise: basket.fees.deliveryPaise,
      codFeePaise: basket.fees.codPaise,
      couponCode: spec.coupon?.code ?? null,
      pricing: toPricingSnapshot(input, basket),
    })
    .where(eq(orders.id, order.orderId));
  for (const [i, itemId] of order.itemIds.entries()) {
    const discountPaise = basket.lines[i]?.discountPaise ?? 0;
    await db.update(orderItems).set({ discountPaise }).where(eq(orderItems.id, itemId));
  }
  return { ...order, basket };
}

/** A shipped order of these lines with its tax invoice issued (what the courier's pickup does). */
export async function invoicedOrder(
  t: Pick<TestApp, 'database' | 'app'>,
  userId: string,
  lines: TaxedLineSpec[] = SAREE_AND_KURTI,
  where: typeof BENGALURU = BENGALURU,
) {
  const order = await orderWithLines(t.database.db, userId, lines, where);
  await taxDocumentsOn(t).documents.issueInvoice(order.orderId);
  return order;
}

/** A return request received with its quality check accepted (what the returns module records on receipt). */
export async function receivedReturn(
  db: Db,
  request: { orderId: string; orderItemId: string; userId: string; quantity: number; kind?: 'return' | 'exchange' },
) {
  const kind = request.kind ?? 'return';
  const [row] = await db
    .insert(returnRequests)
    .values({
      orderId: request.orderId,
      orderItemId: request.orderItemId,
      userId: request.userId,
      kind,
      quantity: request.quantity,
      state: 'received',
      reason: 'too_small',
      exchangeSize: kind === 'exchange' ? 'L' : null,
      qcResult: 'accept',
      receivedAt: new Date(),
    })
    .returning({ id: returnRequests.id });
  if (!row) throw new Error('return request not inserted');
  return row.id;
}

/** The tax-documents module on a test app's database (its own instance: the job's pass and direct issues). */
export function taxDocumentsOn(t: Pick<TestApp, 'database' | 'app'>, clock: Clock = systemClock) {
  const db = t.database.db;
  const refuse = () => Promise.reject(new Error('not used'));
  return createTaxDocumentsModule({
    db,
    clock,
    settings: createShopSettingsService(db, { clock }),
    authenticate: refuse,
    authenticateStaff: refuse,
    log: t.app.log,
  });
}
