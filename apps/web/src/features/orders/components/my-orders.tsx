import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../lib/i18n';
import { useMyOrders } from '../api/get-my-orders';
import { isUnauthorized } from '../api/retry-policy';
import { useAuthRedirect } from '../hooks/use-auth-redirect';
import { useOrdersTracking } from '../hooks/use-orders-tracking';
import { ORDERS_AUTH_REDIRECT_MS } from '../model/auth-redirect';
import { OrderCard, OrderCardSkeleton } from './order-card';

/** /orders (docs/rules/orders.md#orders-list 'My Orders'): a card per order, tracking within the spec's limits. */
export function MyOrders() {
  const { t } = useI18n();
  const orders = useMyOrders();
  const [trackingRefused, setTrackingRefused] = useState(false);
  const onUnauthorized = useCallback(() => setTrackingRefused(true), []);
  const latest = useOrdersTracking(orders.data, onUnauthorized);
  const unauthorized = trackingRefused || isUnauthorized(orders.error);
  useAuthRedirect(unauthorized, ORDERS_AUTH_REDIRECT_MS);

  return (
    <section aria-labelledby="my-orders" className="mx-auto max-w-5xl px-4 pt-8 pb-20 sm:px-6 sm:pt-12 lg:px-8">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-line pb-5">
        <div>
          <h1 id="my-orders" className="font-display text-3xl text-ink sm:text-4xl">
            {t('My Orders')}
          </h1>
          {orders.data && orders.data.length > 0 && (
            <p className="mt-1 text-sm text-muted">
              {orders.data.length === 1
                ? t('{n} order · tracking updates every few minutes', { n: orders.data.length })
                : t('{n} orders · tracking updates every few minutes', { n: orders.data.length })}
            </p>
          )}
        </div>
      </header>
      {unauthorized ? (
        <p role="alert" className="rounded-xl border border-danger/25 bg-danger/5 px-4 py-3 text-sm text-danger">
          {t('Authentication required. Redirecting to login...')}
        </p>
      ) : orders.isPending ? (
        <div aria-busy="true" className="grid gap-5 md:grid-cols-2">
          <span role="status" className="sr-only">
            {t('Loading your orders')}
          </span>
          <OrderCardSkeleton />
          <OrderCardSkeleton />
          <OrderCardSkeleton />
          <OrderCardSkeleton />
        </div>
      ) : orders.isError ? (
        <div role="alert" className="rounded-xl border border-danger/25 bg-danger/5 px-4 py-4 text-sm text-danger">
          <p>{t('Failed to fetch orders')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void orders.refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : orders.data.length === 0 ? (
        <div className="rounded-[var(--radius-card)] border border-line bg-white/80 px-6 py-12 text-center">
          <p className="text-muted">{t('No orders found for your account.')}</p>
          <Link to={paths.shop.getHref()} className={buttonClasses({ className: 'mt-5' })}>
            {t('Start shopping')}
          </Link>
        </div>
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          {orders.data.map((order) => (
            <OrderCard key={order._id} order={order} fetched={latest.get(order._id)} />
          ))}
        </div>
      )}
    </section>
  );
}
