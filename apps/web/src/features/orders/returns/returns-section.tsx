import { useQuery } from '@tanstack/react-query';
import type { Order } from '@vastra/domain/api';
import { formatDeliveryDate } from '@vastra/domain/delivery';
import { nameIn } from '@vastra/domain/i18n';
import { istCalendarDay } from '@vastra/domain/time';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useI18n, type Translator } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-context';
import { variantText } from '../model/order-texts';
import { ReturnRequestCard } from './return-request-card';
import type { ReturnLine } from './return-form';
import ReturnRequestForm from './return-request-form';
import { returnsMessageText } from './returns-message-text';
import { myReturnsQuery, returnOptionsQuery } from './returns-api';
import { SECTION_CARD } from '../components/section-card';

/** The last IST day of a window that closes at `closesAt` (exclusive), as 'Thu, 10 Dec'. */
export function lastDayOf(closesAt: string): string | null {
  const day = istCalendarDay(new Date(new Date(closesAt).getTime() - 1));
  return day === null ? null : formatDeliveryDate(day);
}

/** The same day in the shopper's language: the English above, Hindi's from Intl ('गुरु, 10 दिस॰'). */
function lastDayText({ language, formatDate }: Pick<Translator, 'language' | 'formatDate'>, closesAt: string) {
  const last = new Date(new Date(closesAt).getTime() - 1);
  if (language === 'en' || Number.isNaN(last.getTime())) return lastDayOf(closesAt);
  return formatDate(last, { weekday: 'short', day: 'numeric', month: 'short' });
}

/**
 * 'Returns and exchanges' on a delivered order's page: the window, each line's 'Return or exchange' (or why not),
 * and the requests already made with their progress.
 */
export function OrderReturns({ order }: { order: Order }) {
  if (order.status !== 'delivered') return null;
  return <ReturnsSection orderId={order._id} />;
}

function ReturnsSection({ orderId }: { orderId: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const { token, user } = useSession();
  const userId = user?._id ?? null;
  const options = useQuery(returnOptionsQuery(orderId, token, userId));
  const requests = useQuery(myReturnsQuery(orderId, token, userId));
  const [chosen, setChosen] = useState<ReturnLine | null>(null);
  // In Hindi on a Hindi page when the order's line kept a Hindi title (decisions 183 and 184).
  const titleOf = (line: ReturnLine) => nameIn({ name: line.title, hindiName: line.hindiTitle }, i18n.language);
  const data = options.data;
  const closesAt = data?.window.closesAt ?? null;
  // The server's texts in her language; the day a closed window names, as her language writes it.
  const said = (message: string) =>
    returnsMessageText(message, t, (text) =>
      closesAt !== null && text === lastDayOf(closesAt) ? (lastDayText(i18n, closesAt) ?? text) : text,
    );
  const windowText = data
    ? data.window.open && closesAt
      ? t('You can return or exchange items until {on}.', { on: lastDayText(i18n, closesAt) ?? '' })
      : data.window.message && said(data.window.message)
    : null;
  const failed = options.isError || requests.isError;

  return (
    <section aria-labelledby="order-returns" className={SECTION_CARD}>
      <h2 id="order-returns" className="font-display text-xl text-ink">
        {t('Returns and exchanges')}
      </h2>
      {failed ? (
        <div role="alert" className="mt-3 text-sm text-danger">
          <p>{t('We could not load your returns and exchanges.')}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void Promise.all([options.refetch(), requests.refetch()])}
          >
            {t('Try again')}
          </Button>
        </div>
      ) : !data ? (
        <div aria-busy="true" className="mt-4 space-y-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : (
        <>
          {windowText && <p className="mt-2 text-sm text-muted">{windowText}</p>}
          {data.window.open && data.lines.length > 0 && (
            <ul className="mt-4 divide-y divide-line">
              {data.lines.map((line) => (
                <li
                  key={line.orderItemId}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-medium break-words text-ink">{titleOf(line)}</p>
                    <p className="text-muted">
                      {variantText(t, line.size, line.option2Name) ?? t('Size {size}', { size: line.size })}
                    </p>
                  </div>
                  {line.eligible ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('Return or exchange {title}, {variant}', {
                        title: titleOf(line),
                        variant: variantOf(t, line),
                      })}
                      onClick={() => setChosen(line)}
                    >
                      {t('Return or exchange')}
                    </Button>
                  ) : (
                    <p className="text-sm text-muted">{line.reason && said(line.reason)}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {requests.data && requests.data.returns.length > 0 && (
        <div className="mt-6">
          <h3 className="font-medium text-ink">{t('Your requests')}</h3>
          <ul className="mt-3 space-y-3">
            {requests.data.returns.map((request) => (
              <ReturnRequestCard key={request._id} request={request} />
            ))}
          </ul>
        </div>
      )}
      {chosen && data && (
        <Dialog
          open
          onClose={() => setChosen(null)}
          title={t('Return or exchange')}
          description={`${titleOf(chosen)}, ${variantOf(t, chosen)}`}
        >
          {/* Part of the order page's own lazy chunk: a second lazy level made the bundler split the query
              library out of the entry chunk, growing every storefront route's first load. */}
          <ReturnRequestForm orderId={orderId} line={chosen} refundTo={data.refundTo} onClose={() => setChosen(null)} />
        </Dialog>
      )}
    </section>
  );
}

/** "size M", or "Size: M · Colour: Red" for a line of a product with a second option (decision 099). */
function variantOf(t: Translator['t'], line: { size: string; option2Name?: string }): string {
  return variantText(t, line.size, line.option2Name) ?? t('size {size}', { size: line.size });
}
