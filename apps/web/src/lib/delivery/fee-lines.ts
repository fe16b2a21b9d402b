import { formatRupeesFromRupees } from '@vastra/domain/money';
import type { ShopSettings } from '@vastra/domain/settings';
import type { Translator } from '../i18n';

/** ₹49, or ₹49.50: a fee reads like a price tag. */
const rupees = (amount: number) => formatRupeesFromRupees(amount).replace(/\.00$/, '');

/**
 * deliveryNote (packages/domain/src/pricing/fees.ts) in the shopper's language: the delivery fee and where it ends,
 * the cash on delivery fee; null where there is nothing to say.
 */
export function feeLines(
  charges: ShopSettings['delivery'],
  t: Translator['t'],
): { delivery: string | null; cod: string | null } {
  const cod = charges.codFeeRupees > 0 ? t('Cash on delivery fee {fee}', { fee: rupees(charges.codFeeRupees) }) : null;
  if (charges.feeRupees === 0) return { delivery: cod ? t('Free delivery') : null, cod };
  const fee = rupees(charges.feeRupees);
  const delivery =
    charges.freeAboveRupees === null
      ? t('Delivery {fee} on every order', { fee })
      : t('Delivery {fee} · free on orders of {from} or more', { fee, from: rupees(charges.freeAboveRupees) });
  return { delivery, cod };
}
