import { orderContent, type OrderData } from '@vastra/domain/api';
import { SHIPPER_NAMES, SHIPPER_UNKNOWN } from '@vastra/domain/checkout';
import type { PaymentMode } from '@vastra/domain/orders';
import { useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key';
import { useSession } from '../../../lib/session/session-context';
import { useShopConfig, useShopName } from '../../../lib/shop-config';
import { validLogoUrl } from '../gateway/open-card-payment';
import { placeOrder, type PlaceOrderOutcome } from '../model/place-order-flow';

/**
 * docs/rules/checkout.md#behaviour: idle → processing → success or back to idle. A ref guards against repeat submits
 * (state alone lags a fast double click). The Idempotency-Key stands for one order's content (items,
 * quantities, address, payment mode, notes…): a retry of the identical order reuses it, so an answer
 * lost on the way cannot make a second order; any change makes a new key, so a corrected order is
 * placed as asked instead of being answered with the first one. Renewed too once an order is placed.
 */
export function usePlaceOrder() {
  const { token, user } = useSession();
  const shopName = useShopName();
  const config = useShopConfig().data;
  const logo = config?.logoUrl ?? user?.storeLogo ?? null;
  // The provider the server books with names the booking messages; none is named until the config answers.
  const shipper = config ? SHIPPER_NAMES[config.shipping.provider] : SHIPPER_UNKNOWN;
  const busy = useRef(false);
  const attempt = useRef<{ key: string; content: string } | null>(null);
  const tokenRef = useRef(token);
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  /** Claims the processing state; false when an order is already being placed. */
  function begin(): boolean {
    if (busy.current) return false;
    busy.current = true;
    setProcessing(true);
    return true;
  }

  function end() {
    busy.current = false;
    setProcessing(false);
  }

  async function run(mode: PaymentMode, order: OrderData, sessionToken: string): Promise<PlaceOrderOutcome> {
    // The coupon and the total shown are part of what is ordered: placing again after a refused price is a new order.
    const content = JSON.stringify([
      orderContent(mode, order.customerInfo, order.items),
      order.couponCode ?? null,
      order.quotedTotal ?? null,
    ]);
    if (attempt.current?.content !== content) attempt.current = { key: newIdempotencyKey(), content };
    try {
      const outcome = await placeOrder({
        mode,
        order,
        token: sessionToken,
        currentToken: () => tokenRef.current,
        idempotencyKey: attempt.current.key,
        shop: { name: shopName, logoUrl: validLogoUrl(logo, window.location.origin), shipper },
      });
      if (outcome.kind === 'placed') attempt.current = null;
      return outcome;
    } finally {
      end();
    }
  }

  return { processing, begin, end, run, isBusy: () => busy.current };
}
