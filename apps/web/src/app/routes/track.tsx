import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { publicTrackingQueryOptions } from '../../features/orders/api/get-public-tracking';
import { PublicTracking } from '../../features/orders/components/public-tracking';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundRoute } from './not-found';

/**
 * /track/{token}: the order texts' tracking link, open to whoever holds it (docs/decisions/111-sign-in-by-otp.md); a
 * token that is not ours shows the shop's 404 page.
 */
export function Component() {
  const { token = '' } = useParams();
  const tracking = useQuery(publicTrackingQueryOptions(token));
  const notFound =
    tracking.error instanceof ApiError && (tracking.error.status === 404 || tracking.error.status === 400);
  usePageTitle(tracking.data ? `Track order ${tracking.data.order}` : 'Track your order');
  if (notFound) return <NotFoundRoute />;
  return (
    <section className="mx-auto max-w-2xl px-4 pt-8 pb-20 sm:px-6 sm:pt-12">
      {tracking.data ? (
        <PublicTracking
          data={tracking.data}
          orderLink={
            <>
              Want the whole order, invoice and returns?{' '}
              <Link to={paths.orders.getHref()} className="font-medium text-accent underline-offset-4 hover:underline">
                Log in to My Orders
              </Link>
            </>
          }
        />
      ) : tracking.error ? (
        <p role="alert" className="text-ink">
          {tracking.error instanceof ApiError ? tracking.error.message : 'Please try again.'}
        </p>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-4">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </section>
  );
}
