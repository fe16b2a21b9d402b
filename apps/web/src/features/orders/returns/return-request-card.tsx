import type { ReturnRequest } from '@vastra/domain/api';
import { nameIn } from '@vastra/domain/i18n';
import { formatRupees, paise } from '@vastra/domain/money';
import type { ReturnState } from '@vastra/domain/returns';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../components/ui/cn';
import { useI18n } from '../../../lib/i18n';
import { dateText, RETURN_STATE_MESSAGES, variantText } from '../model/order-texts';

const PATH = ['requested', 'approved', 'pickup_scheduled', 'picked_up', 'received'] as const;

/** The steps a request goes through, in order: a return ends refunded, an exchange with the new size shipped. */
export function stepsOf(request: ReturnRequest): ReturnState[] {
  return [...PATH, request.kind === 'return' ? 'refunded' : 'exchange_shipped'];
}

function tone(state: ReturnState): BadgeTone {
  if (state === 'rejected') return 'danger';
  if (state === 'refunded' || state === 'exchange_shipped') return 'success';
  return 'neutral';
}

/**
 * How far a request came: the index of its state among its steps, or for a rejected one the last step it reached
 * (the times say which).
 */
function reachedIndex(request: ReturnRequest, steps: ReturnState[]): number {
  const at = steps.indexOf(request.state);
  if (at >= 0) return at;
  return steps.reduce((last, step, index) => (request.times[step] ? index : last), 0);
}

/** One exchange or return request on the order page: what, its state, its steps, and where things went. */
export function ReturnRequestCard({ request }: { request: ReturnRequest }) {
  const i18n = useI18n();
  const { t, tm } = i18n;
  const steps = stepsOf(request);
  const reached = reachedIndex(request, steps);
  const rejected = request.state === 'rejected';
  // In Hindi on a Hindi page when the order's line kept a Hindi title (decisions 183 and 184).
  const title = nameIn({ name: request.title, hindiName: request.hindiTitle }, i18n.language);
  const from = variantText(t, request.size, request.option2Name) ?? t('size {size}', { size: request.size });
  const to = request.exchangeSize ?? '';
  const heading =
    request.kind === 'exchange'
      ? t('Exchange: {from} → {to}', { from, to: variantText(t, to, request.option2Name) ?? to })
      : t('Return: {amount}', {
          amount: request.refundPaise === null ? '' : formatRupees(paise(request.refundPaise)),
        });
  return (
    <li className="rounded-xl border border-line bg-white p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">{heading}</p>
          <p className="mt-0.5 break-words text-muted">
            {title} · {t('Quantity {quantity}', { quantity: request.quantity })}
          </p>
        </div>
        <Badge tone={tone(request.state)}>
          <span className="sr-only">{t('Status:')} </span>
          {tm(RETURN_STATE_MESSAGES[request.state])}
        </Badge>
      </div>
      <ol aria-label={t('Progress')} className="mt-3 grid gap-1.5">
        {steps.map((step, index) => {
          const done = index <= reached;
          const current = !rejected && index === reached;
          const time = request.times[step];
          return (
            <li
              key={step}
              aria-current={current ? 'step' : undefined}
              className={cn('flex items-center gap-2', done ? 'text-ink' : 'text-muted')}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-4 shrink-0 place-items-center rounded-full text-[0.625rem] font-bold',
                  done ? 'bg-success text-white' : 'border border-line',
                )}
              >
                {done ? '✓' : ''}
              </span>
              <span className={cn(current && 'font-semibold')}>{tm(RETURN_STATE_MESSAGES[step])}</span>
              <span className="sr-only"> {done ? (current ? t('(current)') : t('(done)')) : t('(to come)')}</span>
              {time && done ? <span className="text-muted">· {dateText(i18n, time)}</span> : null}
            </li>
          );
        })}
      </ol>
      <div className="mt-3 space-y-1 break-words text-ink empty:hidden">
        {rejected && (
          <p className="font-medium text-danger">
            {t('Rejected: {reason}', { reason: request.rejectionReason ?? '' })}
          </p>
        )}
        {request.pickup.awb && <p>{t('Pickup AWB {awb}', { awb: request.pickup.awb })}</p>}
        {request.kind === 'return' && request.payoutMasked && (
          <p>{t('Refund to {account}', { account: request.payoutMasked })}</p>
        )}
        {request.refund?.reference && request.refund.status !== 'failed' && (
          <p>{t('Refund reference {reference}', { reference: request.refund.reference })}</p>
        )}
        {request.exchangeShipment.awb && (
          <p>{t('Exchange shipment AWB {awb}', { awb: request.exchangeShipment.awb })}</p>
        )}
      </div>
    </li>
  );
}
