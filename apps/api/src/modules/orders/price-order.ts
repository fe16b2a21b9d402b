import type { OrderItemInput, StoredOrderItem } from '@vastra/domain/api';
import { multiplyPaise, paise, sumPaise, type Paise } from '@vastra/domain/money';
import { leftInStockNote } from '@vastra/domain/cart';
import { CHECKOUT_MESSAGES, CHECKOUT_MESSAGE_TEMPLATES } from '@vastra/domain/checkout';
import { orderItemSize } from '@vastra/domain/orders';
import { AppError } from '../../errors';
import type { CatalogPrice, OrderCatalog } from './order-catalog.port';

/** Largest order total the shop takes online: ₹1 crore (the API's RUPEES_MAX), well inside the column. */
export const MAX_ORDER_TOTAL_PAISE = paise(1_000_000_000);

/**
 * One (product, size) of an order, priced by the server (duplicate lines summed into one): the line
 * as it will be stored, and the stock the catalogue showed for it.
 */
export type PricedLine = Omit<StoredOrderItem, 'id'> & {
  unitPricePaise: Paise;
  stock: number;
  /** What offers take off the line (0 until the bag is priced with its offers, quote-basket.ts). */
  discountPaise: number;
} & Pick<CatalogPrice, 'category' | 'compareAtPaise' | 'onSale'>;

export interface PricedOrder {
  lines: PricedLine[];
  totalPaise: Paise;
}

/**
 * The 409 of a line the stock cannot cover, naming it (docs/rules/README.md#validation wording; ours when none is
 * left).
 */
export function stockShortage(line: { productId: string; size: string; title: string }, available: number): AppError {
  const message =
    available > 0
      ? leftInStockNote(available, line.title, line.size)
      : CHECKOUT_MESSAGE_TEMPLATES.outOfStock(line.title, line.size);
  return new AppError('conflict', message, {
    code: 'out_of_stock',
    productId: line.productId,
    size: line.size,
    available,
  });
}

/**
 * Prices an order's items from the server's own catalogue (docs/rules/security.md): client prices, titles and
 * totals are ignored. Sizes default to M (docs/rules/orders.md#data); lines of the same product and size are summed.
 * Unknown products or sizes are refused with 400 naming them. Shipping is free (docs/rules/constants.md). Each size
 * costs its price at `at` (a live sale's price, docs/decisions/086-sale-prices-on-a-schedule.md).
 */
export async function priceOrder(
  catalog: OrderCatalog,
  items: readonly OrderItemInput[],
  /** The moment whose sale prices apply: now unless said (a paid basket: when its amount was bound). */
  at?: Date,
): Promise<PricedOrder> {
  const merged = new Map<string, { productId: string; size: string; quantity: number; clientTitle: string }>();
  for (const item of items) {
    const size = orderItemSize(item.size);
    const productId = item.productId.toLowerCase();
    const key = `${productId}\u0000${size}`;
    const line = merged.get(key);
    if (line) line.quantity += item.quantity;
    else merged.set(key, { productId, size, quantity: item.quantity, clientTitle: item.title.trim() });
  }
  const wanted = [...merged.values()];
  const prices = await catalog.pricesFor(
    wanted.map(({ productId, size }) => ({ productId, size })),
    at,
  );
  const missing = wanted.findIndex((_, i) => !prices[i]);
  const gone = wanted[missing];
  if (gone) {
    const name = (await catalog.titleOf(gone.productId)) ?? (gone.clientTitle || `Product ${gone.productId}`);
    throw new AppError('bad-request', CHECKOUT_MESSAGE_TEMPLATES.notAvailable(name, gone.size), {
      productId: gone.productId,
      size: gone.size,
    });
  }
  const lines = wanted.map((want, i): PricedLine => {
    const price = prices[i];
    if (!price) throw new Error('unreachable: every line was priced');
    const { productId, title, titleHi, image, stock, category, compareAtPaise, onSale } = price;
    return {
      productId,
      size: want.size,
      title,
      titleHi,
      image,
      quantity: want.quantity,
      unitPricePaise: paise(price.pricePaise),
      discountPaise: 0,
      stock,
      category,
      compareAtPaise,
      onSale,
    };
  });
  const totalPaise = sumPaise(lines.map((l) => multiplyPaise(l.unitPricePaise, l.quantity)));
  if (totalPaise > MAX_ORDER_TOTAL_PAISE) {
    throw new AppError('bad-request', CHECKOUT_MESSAGES.orderTooLarge);
  }
  return { lines, totalPaise };
}

/** Refuses before payment when the catalogue already shows too little stock (the transaction decides finally). */
export function assertInStock(order: PricedOrder): void {
  const short = order.lines.find((l) => l.stock < l.quantity);
  if (short) throw stockShortage(short, Math.max(0, short.stock));
}
