import type { ServiceabilityResponse } from '@vastra/domain/api';
import type { PaymentMode } from '@vastra/domain/orders';
import { codOffer, type CodOffer } from '@vastra/domain/settings';
import { useEffect } from 'react';
import { useCheckoutRules } from '../api/get-checkout-rules';

const OFFERED: CodOffer = { available: true };

/**
 * Whether cash on delivery is offered for this order and PIN, by the shop's rules (GET /api/checkout/rules). While the
 * rules are not known nothing is refused here: the API applies the same rule when the order is placed. When COD
 * stops being offered while chosen, prepaid is chosen instead.
 */
export function useCodOffer(
  totalRupees: number,
  pin: ServiceabilityResponse | null,
  mode: PaymentMode,
  setMode: (mode: PaymentMode) => void,
): CodOffer {
  const rules = useCheckoutRules();
  const offer = rules.data ? codOffer(rules.data, totalRupees, pin) : OFFERED;
  const refused = !offer.available;
  useEffect(() => {
    if (refused && mode === 'cod') setMode('prepaid');
  }, [refused, mode, setMode]);
  return offer;
}
