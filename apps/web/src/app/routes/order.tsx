import { useParams } from 'react-router';
import { OrderDetails } from '../../features/orders/components/order-details';

/** /orders/{id} (login required): one order with its tracking. */
export function Component() {
  const { id = '' } = useParams();
  return <OrderDetails key={id} id={id} />;
}
