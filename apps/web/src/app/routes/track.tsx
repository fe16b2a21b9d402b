import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { publicTrackingQueryOptions } from '../../features/orders/api/get-public-tracking';
import { PublicTracking } from '../../features/orders/components/public-tracking';
import { useI18n } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { SignedLinkPage } from '../signed-link-page';

/**
 * /track/{token}: the order texts' tracking link, open to whoever holds it (docs/decisions/111-sign-in-by-otp.md); a
 * token that is not ours shows the shop's 404 page.
 */
export function Component() {
  const { t } = useI18n();
  const { token = '' } = useParams();
  const tracking = useQuery(publicTrackingQueryOptions(token));
  usePageTitle(tracking.data ? t('Track order {order}', { order: tracking.data.order }) : t('Track your order'));
  return (
    <SignedLinkPage query={tracking} failed={t('Please try again.')}>
      {(data) => (
        <PublicTracking
          data={data}
          orderLink={
            <>
              {t('Want the whole order, invoice and returns?')}{' '}
              <Link to={paths.orders.getHref()} className="font-medium text-accent underline-offset-4 hover:underline">
                {t('Log in to My Orders')}
              </Link>
            </>
          }
        />
      )}
    </SignedLinkPage>
  );
}
