import type { AdminOrdersFilter } from '@vastra/domain/api';
import { ORDER_STATUSES, PAYMENT_MODES } from '@vastra/domain/orders';

/** The order list's filters, read from and written to the address bar so a filtered list can be shared. */
export type OrderFilters = AdminOrdersFilter;

const KEYS = ['q', 'status', 'payment', 'booked', 'delivery', 'from', 'to'] as const;
const BOOKED = ['booked', 'unbooked'] as const;
const DELIVERY = ['failed'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The filters a URL's search asks for; unknown values are ignored rather than sent to the API. */
export function readOrderFilters(search: URLSearchParams): OrderFilters {
  const filters: OrderFilters = {};
  const q = search.get('q')?.trim().slice(0, 100);
  if (q) filters.q = q;
  const status = oneOf(ORDER_STATUSES, search.get('status'));
  if (status) filters.status = status;
  const payment = oneOf(PAYMENT_MODES, search.get('payment'));
  if (payment) filters.payment = payment;
  const booked = oneOf(BOOKED, search.get('booked'));
  if (booked) filters.booked = booked;
  const delivery = oneOf(DELIVERY, search.get('delivery'));
  if (delivery) filters.delivery = delivery;
  for (const key of ['from', 'to'] as const) {
    const day = search.get(key);
    if (day && DAY.test(day)) filters[key] = day;
  }
  return filters;
}

/** The URL search for these filters, in a fixed order (one list, one address); the CSV export uses it too. */
export function orderFiltersToSearch(filters: OrderFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  return search;
}
