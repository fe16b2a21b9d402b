import type { OrderData } from '@vastra/domain/api';
import type { PaymentMode } from '@vastra/domain/orders';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { useShopConfig, useShopName } from '../../../lib/shop-config';
import { validLogoUrl } from '../gateway/open-card-payment';
import { placeOrder, type PlaceOrderOutcome } from '../model/place-order-flow';
import { newIdempotencyKey } from '../model/checkout-helpers';

/**
 * Spec §4 Checkout: idle → processing → success or back to idle. A ref guards against repeat submits
 * (state alone lags a fast double click); the Idempotency-Key lives for one checkout attempt and is
 * renewed only once an order has been placed.
 */
export function usePlaceOrder() {
  const { token, user } = useSession();
  const shopName = useShopName();
  const logo = useShopConfig().data?.logoUrl ?? user?.storeLogo ?? null;
  const busy = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
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
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const outcome = await placeOrder({
        mode,
        order,
        token: sessionToken,
        currentToken: () => tokenRef.current,
        idempotencyKey: idempotencyKey.current,
        shop: { name: shopName, logoUrl: validLogoUrl(logo, window.location.origin) },
      });
      if (outcome.kind === 'placed') idempotencyKey.current = null;
      return outcome;
    } finally {
      end();
    }
  }

  return { processing, begin, end, run, isBusy: () => busy.current };
}
