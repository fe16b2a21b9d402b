import { shortOrderId } from '@vastra/domain/orders';
import { useParams } from 'react-router';
import { OrderDetails } from '../../features/orders/components/order-details';
import { usePageTitle } from '../../lib/use-page-title';

/** /orders/{id} (login required): one order with its tracking. */
export function Component() {
  const { id = '' } = useParams();
  usePageTitle(`Order ${shortOrderId(id)}`);
  return <OrderDetails key={id} id={id} />;
}
