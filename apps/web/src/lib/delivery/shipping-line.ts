import { useQuery } from '@tanstack/react-query';
import { callAfterFirstPaint } from '../api/call-after-first-paint';
import { useI18n } from '../i18n';
import type { feeLines } from './fee-lines';

/** The fee lines' code (./fee-lines.ts), loaded with the shop's fees. */
let lines: { feeLines: typeof feeLines } | null = null;

/**
 * What the product page says of shipping under the price (docs/decisions/087-delivery-and-cod-fees.md): "Free
 * shipping" while the shop charges no delivery fee, else the fee and where it ends ("Delivery ₹49 · free on orders
 * of ₹999 or more"); null until the shop's fees are read (GET /api/checkout/rules, once `enabled`: after the first
 * paint), so nothing is claimed that the owner's settings contradict. The texts' code loads with the answer, out of
 * the page's first JavaScript (docs/rules/performance.md).
 */
export function useShippingLine(enabled: boolean): string | null {
  const { t } = useI18n();
  const line = useQuery({
    queryKey: ['shipping-line'],
    queryFn: async ({ signal }) => {
      const [{ delivery }, loaded] = await Promise.all([
        callAfterFirstPaint('checkoutRules', { signal }),
        import('./fee-lines'),
      ]);
      lines = loaded;
      return delivery;
    },
    // In the shopper's language, as she switches it.
    select: (delivery) =>
      delivery.feeRupees === 0 ? t('Free shipping') : (lines?.feeLines(delivery, t).delivery ?? null),
    staleTime: 60_000,
    retry: false,
    enabled,
  });
  return line.data ?? null;
}
