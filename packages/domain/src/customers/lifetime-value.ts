/**
 * One order as the customer's figures read it (docs/decisions/110-customers.md): how it was to be paid, whether the
 * money came in, what it cost, and what went back.
 */
export interface CustomerOrderMoney {
  paymentMode: 'prepaid' | 'cod';
  /** Prepaid: the gateway captured the payment. Cash on delivery: ignored (see `delivered`). */
  paid: boolean;
  /** The parcel reached her: the cash of a COD order was collected at the door. */
  delivered: boolean;
  totalPaise: number;
  /** Gateway refunds not failed plus COD return payouts not failed. */
  refundedPaise: number;
}

/** Whether the shop received an order's money: a captured payment, or a COD parcel delivered (cash collected). */
export const orderMoneyReceived = (o: Pick<CustomerOrderMoney, 'paymentMode' | 'paid' | 'delivered'>): boolean =>
  o.paymentMode === 'prepaid' ? o.paid : o.delivered;

/**
 * What a customer is worth to the shop so far, in paise: for every order whose money came in, its total minus what
 * was given back (never below 0 for one order). Orders never paid (cancelled before payment, COD returned to origin,
 * still on their way) count nothing.
 */
export function lifetimeValuePaise(orders: readonly CustomerOrderMoney[]): number {
  let sum = 0;
  for (const o of orders) {
    if (!orderMoneyReceived(o)) continue;
    sum += Math.max(0, o.totalPaise - Math.max(0, o.refundedPaise));
  }
  return sum;
}

/** The average paid order, in whole paise (rounded half up); 0 when no order was paid. */
export function averageOrderPaise(lifetimePaise: number, paidOrders: number): number {
  return paidOrders > 0 ? Math.round(lifetimePaise / paidOrders) : 0;
}
