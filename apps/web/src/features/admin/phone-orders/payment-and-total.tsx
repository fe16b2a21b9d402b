import { PHONE_ORDER_PAYMENTS, type QuoteResponse } from '@vastra/domain/api';
import { formatRupeesFromRupees } from '@vastra/domain/money';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { NEW_ORDER_TEXTS as T } from './new-order-texts';
import type { NewOrderForm } from './new-order-values';
import { OrderSection } from './order-section';

/** How she pays: one radio per way the contract takes (cash on delivery, or a payment link for UPI or card). */
export function PaymentSection({ form }: { form: NewOrderForm }) {
  const id = useId();
  const error = form.formState.errors.payment?.message;
  return (
    <OrderSection title={T.paymentHeading}>
      <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-ink">{T.paymentChoice}</legend>
        <div className="grid gap-2">
          {PHONE_ORDER_PAYMENTS.map((payment) => (
            <label
              key={payment}
              className={
                'grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 gap-y-0.5 rounded-xl border ' +
                'border-line bg-white p-3 text-sm has-[:checked]:border-ink has-[:checked]:shadow-sm ' +
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent'
              }
            >
              <input
                type="radio"
                value={payment}
                aria-describedby={`${id}-${payment}`}
                className="row-span-2 mt-0.5 size-4 accent-ink"
                {...form.register('payment')}
              />
              <span className="font-medium text-ink">{T.payments[payment].label}</span>
              <span id={`${id}-${payment}`} aria-hidden="true" className="text-muted">
                {T.payments[payment].detail}
              </span>
            </label>
          ))}
        </div>
        {error && (
          <Alert look="text" id={`${id}-error`} className="mt-2">
            {error}
          </Alert>
        )}
      </fieldset>
    </OrderSection>
  );
}

type QuoteState = { data: QuoteResponse | undefined; isPending: boolean; isError: boolean; isFetching: boolean };

/** The server's price of the order now (POST /api/checkout/quote with the payment chosen and the State). */
export function OrderTotal({ quote, hasLines }: { quote: QuoteState; hasLines: boolean }) {
  const data = hasLines ? quote.data : undefined;
  return (
    <OrderSection title={T.totalHeading}>
      {!hasLines ? (
        <p className="text-sm text-muted">{T.quoteEmpty}</p>
      ) : data ? (
        <dl aria-busy={quote.isFetching || undefined} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
          <Row term={T.subtotal} value={formatRupeesFromRupees(data.subtotal)} />
          {data.discount > 0 && <Row term={T.discount} value={`−${formatRupeesFromRupees(data.discount)}`} />}
          <Row term={T.delivery} value={data.deliveryFee > 0 ? formatRupeesFromRupees(data.deliveryFee) : T.free} />
          {data.codFee > 0 && <Row term={T.codFee} value={formatRupeesFromRupees(data.codFee)} />}
          <dt className="border-t border-line pt-2 text-base font-semibold text-ink">{T.total}</dt>
          <dd className="border-t border-line pt-2 text-right text-base font-semibold text-ink tabular-nums">
            {formatRupeesFromRupees(data.total)}
          </dd>
        </dl>
      ) : quote.isError ? (
        <Alert tone="warning">{T.quoteFailed}</Alert>
      ) : (
        <Spinner label={T.quoteLoading} />
      )}
    </OrderSection>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd className="text-right text-ink tabular-nums">{value}</dd>
    </>
  );
}
