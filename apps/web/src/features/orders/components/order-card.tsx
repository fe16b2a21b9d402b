import type { Order, TrackingResponse } from '@vastra/domain/api';
import { nameIn } from '@vastra/domain/i18n';
import { formatRupeesFromRupees } from '@vastra/domain/money';
import { shortOrderId } from '@vastra/domain/orders';
import { latestLocations } from '@vastra/domain/tracking';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ProductPhoto } from '../../../components/ui/product-photo';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../lib/i18n';
import { listStatusOf, trackingOf } from '../model/order-status';
import { dateText, dateTimeText, statusText } from '../model/order-texts';
import { OrderAfterSale } from './order-after-sale';
import { StatusBadge } from './status-badge';

export type OrderCardProps = { order: Order; fetched: TrackingResponse | null | undefined };

/** docs/rules/orders.md#orders-list: one card per order. */
export function OrderCard({ order, fetched }: OrderCardProps) {
  const i18n = useI18n();
  const { t, tm } = i18n;
  const tracking = trackingOf(order, fetched);
  const status = listStatusOf(order, fetched);
  const updated = dateTimeText(i18n, tracking?.lastUpdated ?? order.lastTrackingUpdatedAt ?? order.updatedAt);
  const places = latestLocations(tracking);
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const headingId = `order-${order._id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white/80 p-5 shadow-xs sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-display text-lg text-ink">
            {t('Order {id}', { id: shortOrderId(order._id) })}
          </h2>
          <p className="text-sm text-muted">{t('Placed on {date}', { date: dateText(i18n, order.createdAt) ?? '' })}</p>
        </div>
        <StatusBadge status={status} />
      </header>
      <div className="mt-3">
        <OrderAfterSale order={order} />
      </div>
      <ItemsPreview order={order} />
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-muted">{t('Customer')}</dt>
          <dd className="font-medium break-words text-ink">{order.customerInfo.name}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('Phone')}</dt>
          <dd className="font-medium text-ink tabular-nums">{order.customerInfo.phone}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('Items')}</dt>
          <dd className="font-medium text-ink">{itemCount}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('Total')}</dt>
          <dd className="font-semibold text-ink tabular-nums">{formatRupeesFromRupees(order.totalAmount)}</dd>
        </div>
      </dl>
      <div className="mt-4 border-t border-line pt-4 text-sm">
        <p className="text-xs text-muted">{t('Last updated {time}', { time: updated ?? '' })}</p>
        {places.length === 0 ? (
          <p className="mt-2 text-muted">{t('No tracking updates yet.')}</p>
        ) : (
          <ol aria-label={t('Latest tracking locations')} className="mt-2 space-y-1.5">
            {places.map((entry, index) => (
              <li key={`${entry.timestamp ?? ''}-${index}`} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className={
                    index === 0
                      ? 'mt-1.5 size-2 shrink-0 rounded-full bg-accent'
                      : 'mt-1.5 size-2 shrink-0 rounded-full bg-line'
                  }
                />
                <span className="min-w-0">
                  <span className="font-medium text-ink">{entry.location}</span>
                  <span className="text-muted">
                    {' · '}
                    {statusText(tm, entry.status)}
                    {entry.timestamp ? (
                      <>
                        {' · '}
                        <span className="whitespace-nowrap">{dateTimeText(i18n, entry.timestamp)}</span>
                      </>
                    ) : null}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <Link
        to={paths.order.getHref(order._id)}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-5 self-start' })}
      >
        {t('View details')}
        <span className="sr-only"> {t('of order {id}', { id: shortOrderId(order._id) })}</span>
      </Link>
    </article>
  );
}

/** What was ordered, at a glance: up to 3 thumbnails and the first title. */
function ItemsPreview({ order }: { order: Order }) {
  const { t, language } = useI18n();
  // In Hindi on a Hindi page when the product had a Hindi title when ordered (decisions 178 and 183).
  const titles = order.items.map((item) =>
    nameIn(
      {
        name: typeof item.productId === 'string' ? item.title : item.productId.title || item.title,
        hindiName: item.hindiTitle,
      },
      language,
    ),
  );
  const images = order.items
    .map((item) => item.image ?? (typeof item.productId === 'string' ? undefined : item.productId.images[0]))
    .filter((src): src is string => Boolean(src))
    .slice(0, 3);
  const more = order.items.length - 1;
  return (
    <div className="mt-4 flex items-center gap-3">
      {images.length > 0 && (
        <div className="flex shrink-0 -space-x-3">
          {images.map((src, index) => (
            <ProductPhoto
              key={`${src}-${index}`}
              src={src}
              alt=""
              width={48}
              height={48}
              sizes="48px"
              loading="lazy"
              className="size-12 rounded-lg border-2 border-white bg-sand object-cover"
            />
          ))}
        </div>
      )}
      <p className="line-clamp-2 min-w-0 text-sm text-ink">
        {titles[0]}
        {more > 0 && <span className="text-muted"> {t('+ {n} more', { n: more })}</span>}
      </p>
    </div>
  );
}

/** The card's shape while the list loads (docs/rules/orders.md#orders-list: a skeleton loader). */
export function OrderCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-[var(--radius-card)] border border-line bg-white/60 p-5 sm:p-6">
      <div className="flex justify-between gap-3">
        <div className="space-y-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-28" />
        </div>
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <div className="mt-5 grid grid-cols-2 gap-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-9" />
        ))}
      </div>
      <Skeleton className="mt-5 h-12" />
    </div>
  );
}
