import { secondOptionLabel, variantLabel } from '@vastra/domain/catalog';
import type { ReturnRequest } from '@vastra/domain/api';
import { formatRupees, paise } from '@vastra/domain/money';
import { RETURN_STATE_LABELS, RETURNS_MESSAGES, type ReturnState } from '@vastra/domain/returns';
import { formatDateIN } from '@vastra/domain/time';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../components/ui/cn';

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
  const steps = stepsOf(request);
  const reached = reachedIndex(request, steps);
  const rejected = request.state === 'rejected';
  const from = secondOptionLabel(request.size, request.option2Name) ?? `size ${request.size}`;
  const heading =
    request.kind === 'exchange'
      ? `Exchange: ${from} → ${variantLabel(request.exchangeSize ?? '', request.option2Name)}`
      : `Return: ${request.refundPaise === null ? '' : formatRupees(paise(request.refundPaise))}`;
  return (
    <li className="rounded-xl border border-line bg-white p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">{heading}</p>
          <p className="mt-0.5 break-words text-muted">
            {request.title} · Quantity {request.quantity}
          </p>
        </div>
        <Badge tone={tone(request.state)}>
          <span className="sr-only">Status: </span>
          {RETURN_STATE_LABELS[request.state]}
        </Badge>
      </div>
      <ol aria-label="Progress" className="mt-3 grid gap-1.5">
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
              <span className={cn(current && 'font-semibold')}>{RETURN_STATE_LABELS[step]}</span>
              <span className="sr-only">{done ? (current ? ' (current)' : ' (done)') : ' (to come)'}</span>
              {time && done ? <span className="text-muted">· {formatDateIN(time)}</span> : null}
            </li>
          );
        })}
      </ol>
      <div className="mt-3 space-y-1 break-words text-ink empty:hidden">
        {rejected && <p className="font-medium text-danger">Rejected: {request.rejectionReason ?? ''}</p>}
        {request.pickup.awb && <p>Pickup AWB {request.pickup.awb}</p>}
        {request.kind === 'return' && request.payoutMasked && <p>{RETURNS_MESSAGES.refundTo(request.payoutMasked)}</p>}
        {request.refund?.reference && request.refund.status !== 'failed' && (
          <p>Refund reference {request.refund.reference}</p>
        )}
        {request.exchangeShipment.awb && <p>Exchange shipment AWB {request.exchangeShipment.awb}</p>}
      </div>
    </li>
  );
}
