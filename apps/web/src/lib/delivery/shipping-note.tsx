import { useI18n } from '../i18n';
import { useShopConfig } from '../shop-config';
import { feeLines } from './fee-lines';

/**
 * What the product page says of shipping after "Inclusive of all taxes" (docs/decisions/087-delivery-and-cod-fees.md):
 * " · Free shipping" while the shop charges no delivery fee, else the fee and where it ends (" · Delivery ₹49 · free on
 * orders of ₹999 or more"). The owner's fees come with the shop's configuration the page carries, so the server draws
 * the line and no request (nor the API's contract) is needed; nothing is said by a page that came without them.
 */
export default function ShippingNote() {
  const { t } = useI18n();
  const delivery = useShopConfig().data?.delivery;
  if (!delivery) return null;
  const line = delivery.feeRupees === 0 ? t('Free shipping') : feeLines(delivery, t).delivery;
  return line ? ` · ${line}` : null;
}
