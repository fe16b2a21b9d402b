import type { Order, TrackingResponse } from '@vastra/domain/api';
import { DISPLAY_STATUS, orderedTimelineEntry, type TrackingTimelineEntry } from '@vastra/domain/tracking';
import { cn } from '../../../components/ui/cn';
import { useI18n } from '../../../lib/i18n';
import { detailsLabelOf, trackingOf } from '../model/order-status';
import { cancelReasonText, dateTimeText, statusText } from '../model/order-texts';
import { StatusBadge } from './status-badge';
import { SECTION_CARD } from './section-card';

export type OrderTrackingProps = { order: Order; fetched: TrackingResponse | null | undefined };

/**
 * docs/rules/orders.md#order-details, Tracking: AWB, courier, status and timeline; or the cancelled notice; or
 * 'Shipping Soon!'.
 */
export function OrderTracking({ order, fetched }: OrderTrackingProps) {
  const { t, tm } = useI18n();
  const tracking = trackingOf(order, fetched);
  const label = detailsLabelOf(order, fetched);
  const awb = fetched?.awb ?? order.shipping.awb;
  const reason = fetched?.cancellationReason ?? order.shipping.cancellationReason;
  // The synthetic 'Ordered' entry (docs/rules/shipping.md#display-statuses) is not shipping news: alone, it still means
  // 'Shipping Soon!'.
  const isOrdered = (entry: TrackingTimelineEntry) => entry.status === DISPLAY_STATUS.ordered;
  const timeline = tracking?.timeline ?? [];
  const events = timeline.filter((entry) => !isOrdered(entry));
  const ordered = timeline.find(isOrdered) ?? orderedTimelineEntry(order.createdAt);

  return (
    <section aria-labelledby="order-tracking" className={SECTION_CARD}>
      <h2 id="order-tracking" className="font-display text-xl text-ink">
        {t('Tracking')}
      </h2>
      {label === 'Cancelled' ? (
        <div role="note" className="mt-4 rounded-xl border border-danger/25 bg-danger/5 px-4 py-3 text-sm">
          <p className="font-semibold text-danger">{t('This order has been cancelled.')}</p>
          {reason?.trim() && (
            <p className="mt-1 text-ink">{t('Reason: {reason}', { reason: cancelReasonText(tm, reason) })}</p>
          )}
        </div>
      ) : !awb && events.length === 0 ? (
        <div className="mt-4 rounded-xl bg-sand/70 px-4 py-6 text-center">
          <p className="font-display text-2xl text-ink">{t('Shipping Soon!')}</p>
          <p className="mt-1 text-sm text-muted">
            {t('We are packing your order. Tracking appears here once the courier has it.')}
          </p>
        </div>
      ) : (
        <>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted">{t('AWB')}</dt>
              <dd className="font-mono font-medium break-all text-ink">{awb ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('Courier')}</dt>
              <dd className="font-medium text-ink">{order.shipping.courier ?? '—'}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('Current status')}</dt>
              <dd className="mt-0.5">
                <StatusBadge status={label} />
              </dd>
            </div>
          </dl>
          <Timeline entries={[...events, ordered]} />
        </>
      )}
    </section>
  );
}

/** The parcel's moves, newest first (also the public tracking page's). */
export function Timeline({ entries }: { entries: TrackingTimelineEntry[] }) {
  const i18n = useI18n();
  const { t, tm } = i18n;
  return (
    <ol aria-label={t('Tracking timeline')} className="mt-6 space-y-0">
      {entries.map((entry, index) => {
        const description = entry.description ?? (entry.statusText !== entry.status ? entry.statusText : null);
        const time = dateTimeText(i18n, entry.timestamp);
        const last = index === entries.length - 1;
        return (
          <li key={`${entry.timestamp ?? ''}-${index}`} className="relative flex gap-4 pb-5 last:pb-0">
            {!last && <span aria-hidden="true" className="absolute top-4 left-[7px] h-full w-px bg-line" />}
            <span
              aria-hidden="true"
              className={cn(
                'relative mt-1 size-[15px] shrink-0 rounded-full border-2',
                index === 0 ? 'border-accent bg-accent' : 'border-line bg-paper',
              )}
            />
            <div className="min-w-0 text-sm">
              <p className={cn('font-medium', index === 0 ? 'text-ink' : 'text-ink/80')}>
                {statusText(tm, entry.status)}
              </p>
              {description && <p className="text-muted">{description}</p>}
              <p className="mt-0.5 text-xs text-muted">
                {entry.location}
                {entry.location && time ? ' · ' : null}
                {/* A time is not broken across lines ("10:49" above, "pm" below on a phone). */}
                {time ? <span className="whitespace-nowrap">{time}</span> : null}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
