import { zodResolver } from '@hookform/resolvers/zod';
import { AdminCreateOrderBody, type PhoneOrderLine } from '@vastra/domain/api';
import { DEFAULT_LANGUAGE, type Language } from '@vastra/domain/i18n';
import { orderItemSize } from '@vastra/domain/orders';
import type { FieldPath, Resolver, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { adminErrorMessage } from '../api/admin-errors';

/** The form as typed: the contract's body, but the State as any text (none is chosen until the PIN or staff do). */
export type NewOrderValues = {
  customerId: string | null;
  customerInfo: {
    name: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    pincode: string;
    notes: string;
    house: string;
    area: string;
    landmark: string;
    altPhone: string;
  };
  items: PhoneOrderLine[];
  payment: AdminCreateOrderBody['payment'];
  /** The language of her order texts (docs/decisions/145-order-texts-in-hindi.md). */
  language: Language;
};

export type CustomerInfoField = keyof NewOrderValues['customerInfo'];

/** The New order screen's form: what is typed in, the contract's body out. */
export type NewOrderForm = UseFormReturn<NewOrderValues, unknown, AdminCreateOrderBody>;

/** A blank order for a new customer: no state pre-chosen (docs/decisions/129-no-state-pre-chosen.md), COD. */
export function emptyNewOrder(): NewOrderValues {
  return {
    customerId: null,
    customerInfo: {
      name: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      state: '',
      pincode: '',
      notes: '',
      house: '',
      area: '',
      landmark: '',
      altPhone: '',
    },
    items: [],
    payment: 'cod',
    language: DEFAULT_LANGUAGE,
  };
}

// The form holds what was typed (the State as any string); the contract's body schema checks it
// (docs/decisions/078-one-form-pattern.md).
export const newOrderResolver = zodResolver(AdminCreateOrderBody) as unknown as Resolver<
  NewOrderValues,
  unknown,
  AdminCreateOrderBody
>;

/** What the screen knows of a line beyond the body: its name, price and stock, to show it. */
export type LineInfo = { title: string; option2Name: string | null; pricePaise: number; stock: number };

/** One key per product and size (the server sums two lines of the same size, so the form keeps one). */
export const lineKey = (line: Pick<PhoneOrderLine, 'productId' | 'size'>) =>
  `${line.productId.toLowerCase()}\u0000${orderItemSize(line.size)}`;

/** The body's fields the form shows (a refusal's `field`, e.g. `customerInfo.state`, `items.1.quantity`). */
const FORM_FIELD = new RegExp(
  '^(customerId|payment|language|items|items\\.\\d+\\.(productId|size|quantity)|' +
    'customerInfo\\.(name|email|phone|address|city|state|pincode|notes|house|area|landmark|altPhone))$',
);

/** A refusal's productId, size and stock left, when it names a line (409 out_of_stock). */
function refusedLine(error: ApiError): { productId: string; size: string; available: number | null } | null {
  const body = error.body as { productId?: unknown; size?: unknown; available?: unknown } | undefined;
  if (typeof body?.productId !== 'string' || typeof body.size !== 'string') return null;
  return {
    productId: body.productId,
    size: body.size,
    available: typeof body.available === 'number' ? body.available : null,
  };
}

/**
 * Shows a refused order where it belongs, by the answer's `code` and `field` (never its text): a line short of
 * stock at that line (and `onStockLeft` learns what is left), cash on delivery refused at the payment, a customer
 * gone at the customer, a field named under it (a 400's message reads "field: message"; the field shows the message
 * alone), anything else in the form's alert.
 */
export function applyNewOrderError(
  error: unknown,
  items: readonly PhoneOrderLine[],
  setError: UseFormSetError<NewOrderValues>,
  onStockLeft: (line: PhoneOrderLine, available: number) => void,
): void {
  const message = adminErrorMessage(error);
  if (error instanceof ApiError) {
    const refused = error.code === 'out_of_stock' ? refusedLine(error) : null;
    const index = refused ? items.findIndex((line) => lineKey(line) === lineKey(refused)) : -1;
    const line = items[index];
    if (refused && line) {
      if (refused.available !== null) onStockLeft(line, refused.available);
      setError(`items.${index}.quantity`, { type: 'server', message });
      return;
    }
    if (error.code === 'cod_not_available') {
      setError('payment', { type: 'server', message }, { shouldFocus: true });
      return;
    }
    const field = (error.body as { field?: unknown } | undefined)?.field;
    if (typeof field === 'string' && FORM_FIELD.test(field)) {
      const own = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
      setError(field as FieldPath<NewOrderValues>, { type: 'server', message: own }, { shouldFocus: true });
      return;
    }
    if (error.code === 'not_found') {
      setError('customerId', { type: 'server', message });
      return;
    }
  }
  setError('root.server', { type: 'server', message });
}

/** A saved address's fields, as her customer page gives them: what fills the delivery address. */
export type AddressParts = {
  address: string;
  city: string;
  state: string;
  pincode: string;
  house: string;
  area: string;
  landmark: string;
  altPhone: string;
};
