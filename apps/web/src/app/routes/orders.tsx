import { MyOrders } from '../../features/orders/components/my-orders';
import { useI18n } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

/** /orders (login required): My Orders. */
export function Component() {
  const { t } = useI18n();
  usePageTitle(t('My Orders'));
  return <MyOrders />;
}
