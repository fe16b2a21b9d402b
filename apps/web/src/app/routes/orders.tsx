import { MyOrders } from '../../features/orders/components/my-orders';
import { usePageTitle } from '../../lib/use-page-title';

/** /orders (login required): My Orders. */
export function Component() {
  usePageTitle('My Orders');
  return <MyOrders />;
}
