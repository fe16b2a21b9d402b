import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cartLineToOrderItem, ENDPOINTS, type OrderItemInput, type QuoteResponse } from '@vastra/domain/api';
import type { IndianState } from '@vastra/domain/address';
import type { Cart } from '@vastra/domain/cart';
import type { PaymentMode } from '@vastra/domain/orders';
import { callEndpoint } from '../api/call-endpoint';

// Imported only by screens that load lazily (cart, checkout, the back office), so the zod contract is not in any
// route's first JavaScript (docs/rules/performance.md).

export type QuoteRequest = {
  lines: Cart;
  /** The coupon applied (as typed; the server upper-cases and checks it), or null. */
  couponCode: string | null;
  /** The payment chosen, at checkout; the cart asks without one. */
  paymentMode?: PaymentMode;
  /** The delivery State once the billing form has a valid one. */
  state?: IndianState;
  /** The signed-in shopper's token: her coupon uses and first order count. */
  token?: string | null;
};

/** The quote's key: the bag's lines (product, size, quantity), the coupon, the payment and the State. */
export function quoteKey({ lines, couponCode, paymentMode, state }: QuoteRequest) {
  const bag = lines.map((line) => `${line.id}/${line.selectedSize}/${line.quantity}`);
  return ['quote', bag, couponCode ?? '', paymentMode ?? '', state ?? ''] as const;
}

/**
 * POST /api/checkout/quote: the server's price of the bag now (today's prices, offers, the coupon's outcome, fees and
 * savings). The web shows it and never computes a discount itself; while a new quote is asked the last one stays on
 * screen (marked as being checked), so the summary does not flicker at each quantity change.
 */
export function useQuote(request: QuoteRequest) {
  const { lines, couponCode, paymentMode, state, token } = request;
  return useQuery({
    queryKey: quoteKey(request),
    queryFn: ({ signal }) =>
      callEndpoint(ENDPOINTS.quote, {
        body: {
          items: lines.map(cartLineToOrderItem),
          ...(couponCode ? { couponCode } : {}),
          ...(paymentMode ? { paymentMode } : {}),
          ...(state ? { state } : {}),
        },
        token: token ?? null,
        signal,
      }),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/**
 * The order's lines as the quote priced them: each line's price is today's (a sale that ended shows and sends the new
 * price); a line the quote does not name keeps the cart's price (the server prices every line again anyway).
 */
export function pricedOrderItems(lines: Cart, quote: QuoteResponse | undefined): OrderItemInput[] {
  return lines.map((line) => {
    const item = cartLineToOrderItem(line);
    const priced = quote?.lines.find((q) => q.productId === item.productId && q.size === item.size);
    return priced ? { ...item, price: priced.unitPrice } : item;
  });
}

/** The quote's line for a cart line, when it has one. */
export function quoteLineOf(quote: QuoteResponse | undefined, line: Cart[number]) {
  const item = cartLineToOrderItem(line);
  return quote?.lines.find((q) => q.productId === item.productId && q.size === item.size) ?? null;
}
