import { shortOrderId, type PaymentMode } from '@vastra/domain/orders';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/alert';
import { msg, useI18n, type Message } from '../../../lib/i18n';
import { checkoutMessageText } from '../model/checkout-message-text';

/** The dialog's width (docs/rules/constants.md Checkout dialog width). */
export const CHECKOUT_DIALOG_WIDTH = 420;

/** The success texts per payment mode: the domain's CHECKOUT_MESSAGES (paymentSuccessTitle…), word for word. */
const TEXTS: Record<PaymentMode, { title: Message; body: Message }> = {
  prepaid: { title: msg('Payment successful'), body: msg('Your payment was successful and order is placed.') },
  cod: { title: msg('Order placed successfully'), body: msg('Your Cash on Delivery order has been placed.') },
};

export type PlacedOrder = { mode: PaymentMode; orderId: string; shippingFollowUp: string | null };

export type OrderSuccessDialogProps = { placed: PlacedOrder | null; open: boolean; onClose: () => void };

/**
 * docs/rules/checkout.md#screen, docs/rules/checkout.md#messages: the success dialog per payment mode, with the order
 * id, Close and Continue shopping.
 */
export function OrderSuccessDialog({ placed, open, onClose }: OrderSuccessDialogProps) {
  const { t, tm } = useI18n();
  const closeRef = useRef<HTMLButtonElement>(null);
  if (!placed) return null;
  const texts = TEXTS[placed.mode];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={tm(texts.title)}
      description={tm(texts.body)}
      width={CHECKOUT_DIALOG_WIDTH}
      closeLabel={null}
      initialFocusRef={closeRef}
      className="pt-20 sm:pt-24"
    >
      <div
        aria-hidden="true"
        className={
          'absolute top-6 left-6 grid size-11 place-items-center rounded-full ' +
          'bg-success/10 text-success sm:top-8 sm:left-8'
        }
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </div>
      <div className="mt-5 rounded-xl border border-line bg-white px-4 py-3">
        <p className="text-xs font-medium tracking-wider text-muted uppercase">{t('Order ID')}</p>
        <p className="mt-0.5 font-mono text-sm text-ink">{shortOrderId(placed.orderId)}</p>
        <Link
          to={paths.order.getHref(placed.orderId)}
          className="mt-2 inline-block text-sm font-medium text-accent underline underline-offset-2"
        >
          {t('Track this order')}
        </Link>
      </div>
      {placed.shippingFollowUp && (
        <Alert tone="info" className="mt-4">
          {checkoutMessageText(placed.shippingFollowUp, t)}
        </Alert>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={closeRef} variant="secondary" onClick={onClose}>
          {t('Close')}
        </Button>
        <Link to={paths.shop.getHref()} className={buttonClasses()}>
          {t('Continue shopping')}
        </Link>
      </div>
    </Dialog>
  );
}

/** What the checkout shows once its order is placed and the dialog closed: no second order by accident. */
export function OrderPlacedPanel({ placed }: { placed: PlacedOrder }) {
  const { t, tm } = useI18n();
  return (
    <section
      aria-labelledby="order-placed"
      className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-line bg-white/80 px-6 py-10 text-center"
    >
      <h2 id="order-placed" className="font-display text-3xl text-ink">
        {tm(TEXTS[placed.mode].title)}
      </h2>
      <p className="mt-2 text-muted">{tm(TEXTS[placed.mode].body)}</p>
      <p className="mt-4 text-sm text-muted">
        {t('Order ID')} <span className="font-mono text-ink">{shortOrderId(placed.orderId)}</span>
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.order.getHref(placed.orderId)} className={buttonClasses({ variant: 'secondary' })}>
          {t('View order')}
        </Link>
        <Link to={paths.shop.getHref()} className={buttonClasses()}>
          {t('Continue shopping')}
        </Link>
      </div>
    </section>
  );
}
