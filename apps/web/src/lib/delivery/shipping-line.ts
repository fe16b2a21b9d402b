import { useQuery } from '@tanstack/react-query';
import { callAfterFirstPaint } from '../api/call-after-first-paint';

/** What the product page says under the price while the shop charges no delivery fee (the spec's free shipping). */
export const FREE_SHIPPING = 'Free shipping';

/**
 * What the product page says of shipping under the price (docs/decisions/087-delivery-and-cod-fees.md): "Free
 * shipping" while the shop charges no delivery fee, else the fee and where it ends ("Delivery ₹49 · free on orders
 * of ₹999 or more"); null until the shop's fees are read (GET /api/checkout/rules, once `enabled`: after the first
 * paint), so nothing is claimed that the owner's settings contradict. The texts' code loads with the answer, out of
 * the page's first JavaScript (docs/rules/performance.md).
 */
export function useShippingLine(enabled: boolean): string | null {
  const line = useQuery({
    queryKey: ['shipping-line'],
    queryFn: async ({ signal }) => {
      const [{ delivery }, { deliveryNote }] = await Promise.all([
        callAfterFirstPaint('checkoutRules', { signal }),
        import('@vastra/domain/pricing'),
      ]);
      return delivery.feeRupees === 0 ? FREE_SHIPPING : deliveryNote(delivery).delivery;
    },
    staleTime: 60_000,
    retry: false,
    enabled,
  });
  return line.data ?? null;
}
