import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order, TrackingResponse } from '@vastra/domain/api';
import { shortOrderId } from '@vastra/domain/orders';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-context';
import { orderQueryOptions } from '../api/get-order';
import { orderKeys } from '../api/order-keys';
import { isUnauthorized } from '../api/retry-policy';
import { trackOrderQueryOptions } from '../api/track-order';
import { useAuthRedirect } from '../hooks/use-auth-redirect';
import { ORDER_DETAILS_AUTH_REDIRECT_MS } from '../model/auth-redirect';
import { detailsLabelOf, isOrderFinal } from '../model/order-status';
import { dateText } from '../model/order-texts';
import { CancelOrder } from './cancel-order';
import { CodConfirmationPanel } from './cod-confirmation-panel';
import { OrderAfterSale } from './order-after-sale';
import { OrderBadges } from './order-badges';
import { OrderCustomer, OrderInfo, OrderProducts } from './order-sections';
import { OrderTracking } from './order-tracking';
import { OrderReturns } from '../returns/returns-section';
import { TaxDocumentsSection } from '../tax-documents/tax-documents-section';
import { StatusBadge } from './status-badge';

/**
 * /orders/{id} (docs/rules/orders.md#order-details), asked again every 60 s until its status is final
 * (docs/rules/constants.md).
 */
export function OrderDetails({ id }: { id: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const { token, user } = useSession();
  const userId = user?._id ?? null;
  const queryClient = useQueryClient();
  // Read at each scheduling, so polling stops as soon as either answer shows a final status.
  const isFinal = () => {
    const known = queryClient.getQueryData<Order>(orderKeys.detail(id, userId));
    return known
      ? isOrderFinal(known, queryClient.getQueryData<TrackingResponse>(orderKeys.tracking(id, userId)))
      : false;
  };
  const order = useQuery(orderQueryOptions(id, token, userId, isFinal));
  const tracking = useQuery({ ...trackOrderQueryOptions(id, token, userId, isFinal), enabled: order.isSuccess });
  const unauthorized = isUnauthorized(order.error) || isUnauthorized(tracking.error);
  useAuthRedirect(unauthorized, ORDER_DETAILS_AUTH_REDIRECT_MS);

  let body;
  if (unauthorized) body = <Problem message={t('Authentication required. Please log in.')} />;
  else if (order.data) {
    const data = order.data;
    const placed = dateText(i18n, data.createdAt) ?? '';
    body = (
      <>
        <header className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-line pb-5">
          <div>
            <h1 className="font-display text-3xl text-ink sm:text-4xl">
              {t('Order {id}', { id: shortOrderId(data._id) })}
            </h1>
            <p className="mt-1 text-sm text-muted">
              {isOrderFinal(data, tracking.data)
                ? t('Placed on {date}', { date: placed })
                : t('Placed on {date} · tracking refreshes every minute', { date: placed })}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <StatusBadge status={detailsLabelOf(data, tracking.data)} className="text-xs" />
            <OrderBadges order={data} />
          </div>
        </header>
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-6 lg:col-start-2 lg:row-start-1">
            <OrderInfo order={data} />
            <OrderCustomer order={data} />
            <TaxDocumentsSection orderId={data._id} />
          </div>
          <div className="space-y-6 lg:col-start-1 lg:row-start-1">
            <CodConfirmationPanel order={data} />
            <OrderAfterSale order={data} />
            <CancelOrder order={data} />
            <OrderReturns order={data} />
            <OrderTracking order={data} fetched={tracking.data} />
            <OrderProducts order={data} />
          </div>
        </div>
      </>
    );
  } else if (order.isPending) body = <DetailsSkeleton />;
  else if (order.error instanceof ApiError && order.error.status === 404)
    body = <Problem message={t('Order not found.')} />;
  else body = <Problem message={t('Failed to fetch order details')} onRetry={() => void order.refetch()} />;

  return (
    <section className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 sm:pt-10 lg:px-8">
      <Link
        to={paths.orders.getHref()}
        className="mb-5 inline-flex items-center gap-1 text-sm text-muted hover:text-ink hover:underline"
      >
        <span aria-hidden="true">←</span> {t('My Orders')}
      </Link>
      {body}
    </section>
  );
}

function Problem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="rounded-xl border border-danger/25 bg-danger/5 px-4 py-4 text-sm text-danger">
      <h1 className="font-medium">{message}</h1>
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          {t('Try again')}
        </Button>
      )}
    </div>
  );
}

function DetailsSkeleton() {
  const { t } = useI18n();
  return (
    <div aria-busy="true" className="space-y-6">
      <span role="status" className="sr-only">
        {t('Loading the order')}
      </span>
      <Skeleton className="h-10 w-64" />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-56 w-full" />
      </div>
    </div>
  );
}
