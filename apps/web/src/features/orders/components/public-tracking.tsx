import type { PublicTrackingResponse } from '@vastra/domain/api';
import { nameIn } from '@vastra/domain/i18n';
import { DISPLAY_STATUS, orderedTimelineEntry } from '@vastra/domain/tracking';
import { useI18n } from '../../../lib/i18n';
import { dateTimeText } from '../model/order-texts';
import { StatusBadge } from './status-badge';
import { Timeline } from './order-tracking';

/**
 * The tracking link's page (docs/decisions/111-sign-in-by-otp.md): the order's number, its items and the parcel's
 * status and timeline — what the API answers without a sign-in, so nothing personal and no prices.
 */
export function PublicTracking({ data, orderLink }: { data: PublicTrackingResponse; orderLink: React.ReactNode }) {
  const i18n = useI18n();
  const { t } = i18n;
  const timeline = data.tracking?.timeline ?? [];
  const events = timeline.filter((entry) => entry.status !== DISPLAY_STATUS.ordered);
  const ordered =
    timeline.find((entry) => entry.status === DISPLAY_STATUS.ordered) ?? orderedTimelineEntry(data.placedAt);
  const cancelled = data.label === 'Cancelled';
  return (
    <div className="flex flex-col gap-6">
      <header>
        <p className="text-sm text-muted">{t('Placed {time}', { time: dateTimeText(i18n, data.placedAt) ?? '' })}</p>
        <h1 className="mt-1 font-display text-3xl text-ink">{t('Order {id}', { id: data.order })}</h1>
        <p className="mt-3">
          <StatusBadge status={data.label} />
        </p>
      </header>

      <section
        aria-labelledby="track-parcel"
        className="rounded-[var(--radius-card)] border border-line bg-white/80 p-5"
      >
        <h2 id="track-parcel" className="font-display text-xl text-ink">
          {t('Tracking')}
        </h2>
        {cancelled ? (
          <p role="note" className="mt-4 rounded-xl border border-danger/25 bg-danger/5 px-4 py-3 text-sm">
            <span className="font-semibold text-danger">{t('This order has been cancelled.')}</span>
          </p>
        ) : !data.awb && events.length === 0 ? (
          <div className="mt-4 rounded-xl bg-sand/70 px-4 py-6 text-center">
            <p className="font-display text-2xl text-ink">{t('Shipping Soon!')}</p>
            <p className="mt-1 text-sm text-muted">
              {t('We are packing your order. Tracking appears here once the courier has it.')}
            </p>
          </div>
        ) : (
          <>
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted">{t('AWB')}</dt>
                <dd className="font-mono font-medium break-all text-ink">{data.awb ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-muted">{t('Courier')}</dt>
                <dd className="font-medium text-ink">{data.courier ?? '—'}</dd>
              </div>
            </dl>
            <Timeline entries={[...events, ordered]} />
          </>
        )}
      </section>

      <section
        aria-labelledby="track-items"
        className="rounded-[var(--radius-card)] border border-line bg-white/80 p-5"
      >
        <h2 id="track-items" className="font-display text-xl text-ink">
          {t('Items')}
        </h2>
        <ul className="mt-3 divide-y divide-line text-sm">
          {data.items.map((item, index) => (
            <li key={`${item.title}-${item.size}-${index}`} className="flex justify-between gap-4 py-2.5">
              {/* In Hindi on a Hindi page when the product had a Hindi title (decision 183). */}
              <span className="text-ink">
                {nameIn({ name: item.title, hindiName: item.hindiTitle }, i18n.language)}
              </span>
              <span className="shrink-0 text-muted">
                {t('Size {size} · Qty {quantity}', { size: item.size, quantity: item.quantity })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-sm text-muted">{orderLink}</p>
    </div>
  );
}
