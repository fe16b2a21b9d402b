import type { ServiceabilityResponse } from '@vastra/domain/api';
import type { PaymentMode } from '@vastra/domain/orders';
import { codOffer, type CodOffer } from '@vastra/domain/settings';
import { useEffect } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useCheckoutRules } from '../api/get-checkout-rules';
import { knownMessageText, type KnownMessage } from '../../../lib/i18n/known-message';

const OFFERED: CodOffer = { available: true };

/** Why cash on delivery is not offered (SETTINGS_MESSAGES of @vastra/domain/settings, word for word). */
const REASONS: readonly KnownMessage[] = [
  (t, values) => t('Cash on delivery is available on orders up to {limit}. Please pay online.', values),
  (t, values) => t('Cash on delivery is not available at PIN {pincode}. Please pay online.', values),
  (t, values) => t('We do not deliver to PIN {pincode} yet.', values),
];

/**
 * Whether cash on delivery is offered for this order and PIN, by the shop's rules (GET /api/checkout/rules). While the
 * rules are not known nothing is refused here: the API applies the same rule when the order is placed. When COD
 * stops being offered while chosen, prepaid is chosen instead. The reason is in the shopper's language.
 */
export function useCodOffer(
  totalRupees: number,
  pin: ServiceabilityResponse | null,
  mode: PaymentMode,
  setMode: (mode: PaymentMode) => void,
): CodOffer {
  const { t } = useI18n();
  const rules = useCheckoutRules();
  const offer = rules.data ? codOffer(rules.data, totalRupees, pin) : OFFERED;
  const refused = !offer.available;
  useEffect(() => {
    if (refused && mode === 'cod') setMode('prepaid');
  }, [refused, mode, setMode]);
  return offer.available ? offer : { available: false, reason: knownMessageText(offer.reason, REASONS, t) };
}
