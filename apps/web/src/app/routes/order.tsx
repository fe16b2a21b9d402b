import { shortOrderId } from '@vastra/domain/orders';
import { useParams } from 'react-router';
import { OrderDetails } from '../../features/orders/components/order-details';
import { useI18n } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

/** /orders/{id} (login required): one order with its tracking. */
export function Component() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  usePageTitle(t('Order {id}', { id: shortOrderId(id) }));
  return <OrderDetails key={id} id={id} />;
}
