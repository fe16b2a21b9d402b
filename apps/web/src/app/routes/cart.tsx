import { CartView } from '../../features/cart/components/cart-view';

/** /cart (login required: the router wraps it in ProtectedRoute). */
export function Component() {
  return <CartView />;
}
