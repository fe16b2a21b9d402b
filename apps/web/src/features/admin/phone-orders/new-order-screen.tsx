import { ADDRESS_MESSAGES, isIndianState } from '@vastra/domain/address';
import type { AdminCreateOrderBody } from '@vastra/domain/api';
import { missingPermissionMessage } from '@vastra/domain/back-office';
import type { Cart } from '@vastra/domain/cart';
import { formatRupeesFromRupees } from '@vastra/domain/money';
import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key';
import { usePinLookup, type AutofilledCity } from '../../../lib/delivery/use-pin-lookup';
import { useQuote } from '../../../lib/pricing/quote';
import { adminPaths } from '../admin-paths';
import { useCan } from '../auth/staff-session';
import { AdminPage } from '../components/admin-page';
import { AddressSection } from './address-section';
import { CustomerSection } from './customer-section';
import { ItemsSection, type NewLine } from './items-section';
import { NEW_ORDER_TEXTS as T } from './new-order-texts';
import {
  applyNewOrderError,
  emptyNewOrder,
  lineKey,
  newOrderResolver,
  type AddressParts,
  type LineInfo,
  type NewOrderForm,
  type NewOrderValues,
} from './new-order-values';
import { OrderTotal, PaymentSection } from './payment-and-total';
import { PaymentLinkPanel, type SentLink } from './payment-link-panel';
import { useCreatePhoneOrder } from './phone-orders-api';

function BackLink() {
  return (
    <Link
      to={adminPaths.orders.getHref()}
      className="mb-4 inline-block text-sm text-muted underline-offset-2 hover:text-ink hover:underline"
    >
      {T.backToOrders}
    </Link>
  );
}

/** /admin/orders/new: an order taken by phone or WhatsApp (docs/decisions/132-phone-orders.md). */
export function Component() {
  const allowed = useCan('orders');
  // Each order is a fresh form (its values, its PIN look-up, its Idempotency-Key): "Take another order" remounts it.
  const [round, setRound] = useState(0);
  return (
    <AdminPage title={T.title}>
      <BackLink />
      {allowed ? (
        <NewOrder key={round} onAnother={() => setRound((n) => n + 1)} />
      ) : (
        <Alert>{missingPermissionMessage('orders')}</Alert>
      )}
    </AdminPage>
  );
}

/**
 * The order: whose (picked or new), where to, what (lines of a size in stock), how she pays, and the server's total;
 * "Place order" sends the contract's body (react-hook-form with zodResolver over `AdminCreateOrderBody`,
 * docs/decisions/078-one-form-pattern.md) with one Idempotency-Key per order content, so a double click or a retry
 * takes one order and a corrected order is a new one. A refusal shows at its line or field. Cash on delivery opens the
 * order placed; a payment link shows the link to send her (payment-link-panel.tsx), as no order exists until she pays.
 */
function NewOrder({ onAnother }: { onAnother: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreatePhoneOrder();
  const form: NewOrderForm = useForm<NewOrderValues, unknown, AdminCreateOrderBody>({
    resolver: newOrderResolver,
    defaultValues: emptyNewOrder(),
  });
  const { errors } = form.formState;
  const [items, pincode, city, state, payment] = useWatch({
    control: form.control,
    name: ['items', 'customerInfo.pincode', 'customerInfo.city', 'customerInfo.state', 'payment'],
  });
  const [info, setInfo] = useState<ReadonlyMap<string, LineInfo>>(new Map());
  const [sent, setSent] = useState<SentLink | null>(null);
  const busy = useRef(false);
  const attempt = useRef<{ key: string; content: string } | null>(null);

  // City and State from the PIN, as at checkout; a city staff typed stays.
  const autofilledCityRef: AutofilledCity = useRef(null);
  const fillFromPin = useCallback(
    (field: 'city' | 'state', value: string) => {
      form.setValue(`customerInfo.${field}`, value);
      form.clearErrors(`customerInfo.${field}`);
    },
    [form],
  );
  const pin = usePinLookup({ pinCode: pincode, city, state }, fillFromPin, autofilledCityRef);

  function fillAddress(parts: AddressParts) {
    autofilledCityRef.current = { city: parts.city, pincode: parts.pincode };
    for (const [field, value] of Object.entries(parts)) {
      form.setValue(`customerInfo.${field as keyof AddressParts}`, value);
    }
    form.clearErrors('customerInfo');
  }

  // The price shown is the server's (lib/pricing/quote.ts), with the payment (a link is prepaid: no COD fee) and the
  // State once chosen.
  const cart: Cart = useMemo(
    () =>
      items.map((line) => {
        const shown = info.get(lineKey(line));
        return {
          id: line.productId,
          _id: line.productId,
          title: shown?.title ?? '',
          price: (shown?.pricePaise ?? 0) / 100,
          selectedSize: line.size,
          quantity: line.quantity,
        };
      }),
    [items, info],
  );
  const quote = useQuote({
    lines: cart,
    couponCode: null,
    paymentMode: payment === 'link' ? 'prepaid' : 'cod',
    ...(isIndianState(state) ? { state } : {}),
  });
  const lineTotals = useMemo(
    () => new Map((quote.data?.lines ?? []).map((q) => [lineKey(q), formatRupeesFromRupees(q.total)])),
    [quote.data],
  );

  function setItems(next: NewOrderValues['items']) {
    form.setValue('items', next);
    form.clearErrors('items');
  }
  function addLine({ line, info: shown }: NewLine) {
    setInfo((known) => new Map(known).set(lineKey(line), shown));
    const at = items.findIndex((existing) => lineKey(existing) === lineKey(line));
    const existing = items[at];
    if (!existing) return setItems([...items, line]);
    const quantity = Math.min(existing.quantity + line.quantity, Math.max(shown.stock, existing.quantity));
    setItems(items.map((item, index) => (index === at ? { ...item, quantity } : item)));
  }
  const stockLeft = (line: NewOrderValues['items'][number], available: number) =>
    setInfo((known) => {
      const shown = known.get(lineKey(line));
      return shown ? new Map(known).set(lineKey(line), { ...shown, stock: available }) : known;
    });

  async function place(body: AdminCreateOrderBody) {
    // The PIN decides the State: the server refuses another (422), so it is said on the State field first.
    if (pin.answer?.state && pin.answer.state !== body.customerInfo.state) {
      const message = ADDRESS_MESSAGES.pinInOtherState(pin.answer.pincode, pin.answer.state, body.customerInfo.state);
      form.setError('customerInfo.state', { type: 'pin', message }, { shouldFocus: true });
      return;
    }
    if (busy.current) return;
    busy.current = true;
    const content = JSON.stringify(body);
    if (attempt.current?.content !== content) attempt.current = { key: newIdempotencyKey(), content };
    try {
      const created = await create.mutateAsync({ body, idempotencyKey: attempt.current.key });
      if (created.paymentLink) {
        // No order yet: it is placed when she pays the link, which staff send her from the panel.
        const { name, phone } = body.customerInfo;
        toast.success(T.linkMade(formatRupeesFromRupees(created.totalPaise / 100)));
        setSent({ link: created.paymentLink, name, phone, totalPaise: created.totalPaise });
      } else if (created.orderId && created.ref) {
        toast.success(T.placed(created.ref));
        await navigate(adminPaths.order.getHref(created.orderId));
      }
    } catch (error) {
      applyNewOrderError(error, body.items, form.setError, stockLeft);
    } finally {
      busy.current = false;
    }
  }

  const lineErrors = items.map((_, index) => {
    const line = errors.items?.[index];
    return line?.quantity?.message ?? line?.size?.message ?? line?.productId?.message;
  });
  const itemsError = errors.items?.message ?? errors.items?.root?.message;
  if (sent) return <PaymentLinkPanel sent={sent} onAnother={onAnother} />;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        <p className="text-sm text-muted">{T.intro}</p>
        <CustomerSection form={form} onUseAddress={fillAddress} />
        <AddressSection form={form} stateWarning={pin.stateWarning} />
        <ItemsSection
          items={items}
          info={info}
          lineErrors={lineErrors}
          error={itemsError && items.length === 0 ? T.itemsRequired : itemsError}
          lineTotals={lineTotals}
          onAdd={addLine}
          onQuantity={(at, quantity) =>
            setItems(items.map((item, index) => (index === at ? { ...item, quantity } : item)))
          }
          onRemove={(at) => setItems(items.filter((_, index) => index !== at))}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-4">
        <PaymentSection form={form} />
        <OrderTotal quote={quote} hasLines={items.length > 0} />
        {errors.root?.server?.message && <Alert>{errors.root.server.message}</Alert>}
        <Button
          size="lg"
          loading={create.isPending}
          onClick={(event: MouseEvent<HTMLButtonElement>) => void form.handleSubmit(place)(event)}
        >
          {payment === 'link' ? T.makeLink : T.placeOrder}
        </Button>
      </div>
    </div>
  );
}
