// The outbox redelivery test's orders (tests/reliability/outbox-redelivery.test.ts): COD orders of one unit, each from
// its own phone and booked, cancelled by their shoppers.
import { shortOrderId } from '@vastra/domain/orders';
import { newPhone, post } from './http';
import { CUSTOMER, itemsOf, type Shopper } from './shop';

export interface Variant {
  productId: string;
  size: string;
  stock: number;
}
export interface Placed {
  orderId: string;
  shopper: Shopper;
  /** The order's own phone, so its texts are told apart in the dev outbox. */
  phone: string;
  variant: Variant;
  /** The cancellation's HTTP status, or null when no answer came (the kill cut it). */
  cancel: number | null;
}

export const variantKey = (v: { productId?: string; product_id?: string; size: string }) =>
  `${v.productId ?? v.product_id}/${v.size}`;
export const cancelText = (orderId: string) => `Your order ${shortOrderId(orderId)} has been cancelled.`;

/** A COD order of one unit, from its own phone (the per-phone limits are lifted by serverEnv), booked. */
export async function placeOne(base: string, shopper: Shopper, variant: Variant): Promise<Placed> {
  const phone = newPhone();
  const body = {
    customerInfo: { ...CUSTOMER, phone: phone.slice(-10) },
    items: itemsOf([{ productId: variant.productId, size: variant.size, quantity: 1 }]),
    totalAmount: 1,
    shippingCost: 0,
    paymentType: 'COD',
  };
  const answer = await post<{ orderId?: string }>(base, '/api/orders/cod', body, {
    token: shopper.token,
    ip: shopper.ip,
  });
  if (answer.status !== 201 || !answer.json.orderId) throw new Error(`COD order: ${answer.status}`);
  // Booked with the courier as the storefront asks right after placing, so the shipping task (which books what the
  // browser left unbooked) does not book it while it is being cancelled.
  const booked = await post(base, `/api/orders/book-shipping/${answer.json.orderId}`, undefined, {
    token: shopper.token,
    ip: shopper.ip,
  });
  if (booked.status !== 200) throw new Error(`booking: ${booked.status} ${JSON.stringify(booked.json)}`);
  return { orderId: answer.json.orderId, shopper, phone, variant, cancel: null };
}

/** The shopper cancels her order from its page; null when no answer came. A refusal is added to `refusals`. */
export async function cancel(base: string, order: Placed, refusals: string[]): Promise<number | null> {
  try {
    const answer = await post(
      base,
      `/api/orders/${order.orderId}/cancel`,
      { reason: 'Ordered by mistake' },
      { token: order.shopper.token, ip: order.shopper.ip },
    );
    if (answer.status !== 200) refusals.push(`${answer.status} ${JSON.stringify(answer.json)}`);
    return answer.status;
  } catch {
    return null;
  }
}
