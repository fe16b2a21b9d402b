import { MyOrders } from '../../features/orders/components/my-orders';

/** /orders (login required): My Orders. */
export function Component() {
  return <MyOrders />;
}
