import { zodResolver } from '@hookform/resolvers/zod';
import { toCustomerInfo, type OrderData } from '@vastra/domain/api';
import { cartTotalRupees, type Cart } from '@vastra/domain/cart';
import {
  BillingForm,
  CHECKOUT_MESSAGES,
  validateCheckoutItems,
  validateCheckoutSession,
} from '@vastra/domain/checkout';
import { ADDRESS_MESSAGES, isIndianState } from '@vastra/domain/address';
import { DEFAULT_LANGUAGE } from '@vastra/domain/i18n';
import { DEFAULT_PAYMENT_MODE, type PaymentMode } from '@vastra/domain/orders';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { CouponForm } from '../../../components/pricing/coupon-form';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import type { CheckoutHandoff } from '../../../lib/checkout-handoff';
import { firstError, ONE_MESSAGE_AT_A_TIME } from '../../../lib/forms/first-error';
import { useI18n } from '../../../lib/i18n';
import { setAppliedCoupon, useAppliedCoupon } from '../../../lib/pricing/applied-coupon';
import { pricedOrderItems, useQuote } from '../../../lib/pricing/quote';
import { rememberReturnTo } from '../../../lib/session/return-to';
import { useSession } from '../../../lib/session/session-context';
import { useCheckoutAddressBook } from '../address-book/components/checkout-address-choice';
import { useCodOffer } from '../hooks/use-cod-offer';
import { usePinLookup, type AutofilledCity } from '../../../lib/delivery/use-pin-lookup';
import { usePlaceOrder } from '../hooks/use-place-order';
import { billingPrefill, isBillingField, type BillingField, type BillingValues } from '../model/billing-prefill';
import { storedTokenRemoved } from '../model/checkout-helpers';
import { checkoutMessageText } from '../model/checkout-message-text';
import { BillingDetails, billingFieldId } from './billing-details';
import { OrderPlacedPanel, OrderSuccessDialog, type PlacedOrder } from './order-success-dialog';
import { OrderSummary } from './order-summary';
import { PaymentChoice } from './payment-choice';
import { WhatsappUpdates } from './whatsapp-updates';

export type CheckoutPageProps = {
  handoff: CheckoutHandoff | null;
  /** Runs once an order is saved (the route clears the cart when checkout came from it). */
  onOrderPlaced: (placed: PlacedOrder) => void;
  /** Runs when the server refused an item for its stock (the route refreshes the cart's stock). */
  onStockRefused?: () => void;
};

// The form holds what was typed (the State as any string); the domain's billing schema checks it
// (docs/decisions/078-one-form-pattern.md).
const billingResolver = zodResolver(BillingForm) as unknown as Resolver<BillingValues, unknown, BillingForm>;

/** The form's own message (items, session, the server's refusal): shown in its one Alert, not under a field. */
const FORM_MESSAGE = 'root.form';

/**
 * /checkout (docs/rules/checkout.md#screen, docs/rules/checkout.md#behaviour, docs/rules/checkout.md#validation,
 * docs/rules/checkout.md#messages): Billing Details, the summary, the payment choice and Place Order.
 */
export function CheckoutPage({ handoff, onOrderPlaced, onStockRefused }: CheckoutPageProps) {
  const { t, language } = useI18n();
  const { user, token } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const idPrefix = useId().replace(/:/g, '');
  const placing = usePlaceOrder();
  // Once placed, the order's own lines stay on screen (the route drops the spent handoff).
  const [placedLines, setPlacedLines] = useState<Cart | null>(null);
  const lines = placedLines ?? handoff?.items ?? [];
  const form = useForm<BillingValues, unknown, BillingForm>({
    resolver: billingResolver,
    defaultValues: billingPrefill(user),
    ...ONE_MESSAGE_AT_A_TIME,
  });
  // Every field has a default value, so the watched values are complete.
  const values = useWatch({ control: form.control }) as BillingValues;
  const [mode, setMode] = useState<PaymentMode>(DEFAULT_PAYMENT_MODE);
  // The server's price of the order with the coupon, the payment chosen and the State (lib/pricing/quote.ts): what is
  // shown, sent (`quotedTotal`) and charged. Without a quote the cart's item subtotal is shown; the server prices the
  // order again when it is placed either way.
  const coupon = useAppliedCoupon();
  const [couponRefusal, setCouponRefusal] = useState<{ code: string; message: string } | null>(null);
  const quote = useQuote({
    lines: placedLines ? [] : lines,
    couponCode: coupon,
    paymentMode: mode,
    ...(isIndianState(values.state) ? { state: values.state } : {}),
    token,
  });
  const quoted = quote.data;
  const total = quoted?.total ?? cartTotalRupees(lines);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [whatsappUpdates, setWhatsappUpdates] = useState(false);
  // The element a new message takes the focus to: its field, or the form's alert (a new object for each message).
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  // docs/rules/checkout.md#validation shows one message at a time: the schema's first issue, or the form's own.
  const problem = firstError(form.formState.errors);
  const fieldProblem =
    problem && isBillingField(problem.field) ? { field: problem.field, message: problem.message } : null;
  const alert = problem && !fieldProblem ? checkoutMessageText(problem.message, t) : null;
  // The City a saved address or a PIN look-up put in the form (a new PIN may replace it; one the shopper typed stays).
  const autofilledCityRef: AutofilledCity = useRef(null);
  const addressBook = useCheckoutAddressBook((saved) => {
    autofilledCityRef.current = { city: saved.city, pincode: saved.pinCode };
    for (const [field, value] of Object.entries(saved)) form.setValue(field as BillingField, value);
  });

  function update(field: BillingField, value: string) {
    form.setValue(field, value);
    if (fieldProblem?.field === field) form.clearErrors(field);
  }
  // The PIN fills City and State and dates the delivery; it and the shop's rules decide whether COD is offered.
  const pin = usePinLookup(values, update, autofilledCityRef);
  const cod = useCodOffer(total, pin.answer, mode, setMode);

  // A new message takes the focus to its field (or to the form's alert), so it is seen and read.
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  /** Shows a message of the form itself in its Alert, in place of any other. */
  function failForm(message: string) {
    form.clearErrors();
    form.setError(FORM_MESSAGE, { message });
    setFocusTarget({ id: `${idPrefix}-alert` });
  }

  function failField(field: BillingField, message: string) {
    form.setError(field, { message });
    setFocusTarget({ id: billingFieldId(idPrefix, field) });
  }

  const submitBilling = form.handleSubmit(
    (billing) => {
      // The PIN decides the State: the server refuses another (422), so say it on the State field before payment
      // (the domain's ADDRESS_MESSAGES.pinInOtherState, shown in the shopper's language as the other checks).
      if (pin.answer?.state && pin.answer.state !== billing.state) {
        const { pincode, state: pinState } = pin.answer;
        return failField('state', ADDRESS_MESSAGES.pinInOtherState(pincode, pinState, billing.state));
      }
      placeOrder(billing);
    },
    (errors) => {
      const first = firstError(errors);
      if (!first) return;
      setFocusTarget({ id: isBillingField(first.field) ? billingFieldId(idPrefix, first.field) : `${idPrefix}-alert` });
    },
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (placing.isBusy()) return;
    // The session may have ended in another tab: the stored token is the one that counts.
    const session = validateCheckoutSession({ loggedIn: user !== null, token: liveToken() });
    if (session === CHECKOUT_MESSAGES.notLoggedInForOrder) {
      toast.error(checkoutMessageText(session, t));
      void navigate(paths.login.getHref(), { state: rememberReturnTo(location) });
      return;
    }
    const itemsProblem = validateCheckoutItems(lines);
    if (itemsProblem) return failForm(itemsProblem);
    void submitBilling(event);
  }

  function liveToken() {
    return token && !storedTokenRemoved() ? token : null;
  }

  function placeOrder(billing: BillingForm) {
    const sessionToken = liveToken();
    const session = validateCheckoutSession({ loggedIn: user !== null, token: sessionToken });
    if (session || !sessionToken) return failForm(session ?? CHECKOUT_MESSAGES.sessionExpired);
    if (!placing.begin()) return;
    const order: OrderData = {
      customerInfo: toCustomerInfo(billing),
      items: pricedOrderItems(lines, quoted),
      totalAmount: total,
      ...(coupon ? { couponCode: coupon } : {}),
      ...(quoted ? { quotedTotal: quoted.total } : {}),
      // Her opt-in names the wording she read: its version (the server's) and its language, this page's.
      ...(whatsappUpdates ? { whatsappUpdates, whatsappLanguage: language } : {}),
      // Her order texts in her language (docs/decisions/145-order-texts-in-hindi.md); English is the default, so an
      // English page sends the spec's body.
      ...(language === DEFAULT_LANGUAGE ? {} : { language }),
    };
    const typed = form.getValues();
    // The server's refusals name no field (the error codes of @vastra/domain/api): they are the form's message.
    void placing.run(mode, order, sessionToken).then(
      (outcome) => {
        if (outcome.kind === 'stopped') {
          if (outcome.stockRefused) onStockRefused?.();
          // The total changed since it was shown: the new quote is asked and shown with the server's message.
          if (outcome.priceRefused?.kind === 'quote_changed') void quote.refetch();
          if (outcome.priceRefused?.kind === 'coupon_not_applicable' && coupon) {
            setCouponRefusal({ code: coupon, message: outcome.priceRefused.message });
            setFocusTarget({ id: `${idPrefix}-coupon` });
            return;
          }
          if (outcome.message) failForm(outcome.message);
          return;
        }
        const done: PlacedOrder = {
          mode: outcome.mode,
          orderId: outcome.orderId,
          shippingFollowUp: outcome.shipping?.followUp ?? null,
        };
        if (outcome.shipping) toast.error(checkoutMessageText(outcome.shipping.reason, t));
        addressBook.saveAfterOrder(typed);
        setPlacedLines(lines);
        setPlaced(done);
        setDialogOpen(true);
        onOrderPlaced(done);
      },
      () => failForm(CHECKOUT_MESSAGES.serverError),
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 pt-8 pb-20 sm:px-6 sm:pt-12 lg:px-8">
      <header className="mb-8 border-b border-line pb-5">
        <h1 className="font-display text-3xl text-ink sm:text-4xl">{t('Checkout')}</h1>
        <p className="mt-1 text-sm text-muted">{t('Secure checkout · Delivery across India')}</p>
      </header>
      {placed && !dialogOpen ? (
        <OrderPlacedPanel placed={placed} />
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={t('Checkout')}
          className="grid items-start gap-8 lg:grid-cols-[1fr_25rem] lg:gap-12"
        >
          <div className="space-y-6">
            {addressBook.element}
            <BillingDetails
              idPrefix={idPrefix}
              values={values}
              onChange={update}
              error={fieldProblem}
              warnings={{ state: pin.stateWarning }}
            />
          </div>
          <div className="space-y-6 lg:sticky lg:top-24">
            <OrderSummary
              lines={lines}
              totalRupees={total}
              delivery={pin.answer}
              {...(quoted ? { quote: quoted } : {})}
              checking={quote.isFetching}
              failed={quote.isError && !quoted}
              showPayOnline={mode === 'cod'}
            />
            {lines.length > 0 && (
              <CouponForm
                nested
                inputId={`${idPrefix}-coupon`}
                applied={coupon}
                outcome={quoted?.coupon}
                checking={quote.isFetching && coupon !== null}
                refusal={couponRefusal?.code === coupon ? couponRefusal.message : null}
                onApply={(code) => {
                  setCouponRefusal(null);
                  setAppliedCoupon(code);
                }}
                onRemove={() => {
                  setCouponRefusal(null);
                  setAppliedCoupon(null);
                }}
              />
            )}
            <PaymentChoice
              value={mode}
              onChange={setMode}
              disabled={placing.processing}
              unavailable={cod.available ? {} : { cod: cod.reason }}
            />
            <WhatsappUpdates id={`${idPrefix}-whatsapp`} checked={whatsappUpdates} onChange={setWhatsappUpdates} />
            {alert && (
              <Alert id={`${idPrefix}-alert`} tabIndex={-1}>
                {alert}
              </Alert>
            )}
            <Button type="submit" size="lg" className="w-full" loading={placing.processing}>
              {placing.processing ? t('Processing...') : t('Place Order')}
            </Button>
            <p className="text-center text-xs leading-relaxed text-muted">
              {t('By placing this order you agree to our')}{' '}
              <Link to={paths.policy.getHref('terms')} className="text-ink underline underline-offset-2">
                {t('Terms of use')}
              </Link>{' '}
              {t('and')}{' '}
              <Link to={paths.policy.getHref('returns')} className="text-ink underline underline-offset-2">
                {t('Returns & exchanges')}
              </Link>{' '}
              {t('policy.')}
            </p>
          </div>
        </form>
      )}
      <OrderSuccessDialog placed={placed} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </section>
  );
}
