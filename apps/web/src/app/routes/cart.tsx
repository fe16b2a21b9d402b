import { CartView } from '../../features/cart/components/cart-view';
import { useI18n } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

/** /cart (login required: the router wraps it in ProtectedRoute). */
export function Component() {
  const { t } = useI18n();
  usePageTitle(t('Cart'));
  return <CartView />;
}
