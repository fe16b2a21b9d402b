import { CartView } from '../../features/cart/components/cart-view';
import { usePageTitle } from '../../lib/use-page-title';

/** /cart (login required: the router wraps it in ProtectedRoute). */
export function Component() {
  usePageTitle('Cart');
  return <CartView />;
}
