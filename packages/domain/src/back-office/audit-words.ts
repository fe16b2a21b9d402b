import { formatRupees, isPaise } from '../money';

/**
 * The activity log in words: what an action did ("Order booked with the courier") and what it
 * changed ("Payment: paid → refunded"), from the codes and values the API records.
 */

/** Each action the API records, as a sentence (grep `action:` under apps/api/src/modules); others read from code. */
const ACTION_LABELS: Record<string, string> = {
  'order.book': 'Order booked with the courier',
  'order.cancel': 'Order cancelled',
  'order.ndr': 'Failed delivery answered',
  'order.received_back': 'Returned parcel received back',
  'orders.export': 'Orders exported as CSV',
  'orders.export_lines': 'Order lines exported as CSV',
  'payment.refund': 'Payment refunded',
  'payment.create_order': 'Order made from a payment',
  'payout.destination_viewed': 'Payout account viewed',
  'job.retry': 'Background job retried',
  'return.approved': 'Return approved',
  'return.pickup_scheduled': 'Return pickup booked',
  'return.received': 'Returned parcel received',
  'return.refund': 'Return refunded',
  'return.refunded': 'Return refunded',
  'return.refund_failed': 'Return refund failed',
  'return.payout': 'Return paid out by bank',
  'return.exchange_shipped': 'Exchange shipped',
  'return.exchange_failed': 'Exchange could not be shipped',
  'review.hide': 'Review hidden',
  'review.show': 'Review shown again',
  'review.reply': 'Review replied to',
  'message.update': 'Message updated',
  'message.reply': 'Message answered',
  'saved_reply.create': 'Saved reply added',
  'saved_reply.update': 'Saved reply changed',
  'saved_reply.delete': 'Saved reply removed',
  'settings.update': 'Settings changed',
  'home.update': 'Home page changed',
  'home.reset': 'Home page reset',
  'staff.owner_create': 'Owner account created',
  'staff.invite': 'Member of staff invited',
  'staff.accept_invite': 'Invitation accepted',
  'staff.role_change': 'Role changed',
  'staff.remove': 'Member of staff removed',
  'staff.unlock': 'Member of staff unlocked',
  'staff.sign_in': 'Signed in',
  'product.create': 'Product created',
  'product.update': 'Product edited',
  'product.delete': 'Product deleted',
  'product.images.add': 'Photos added',
  'product.images.remove': 'Photo removed',
  'product.images.update': 'Photos reordered',
  'products.import': 'Products imported from CSV',
  'products.export': 'Products exported as CSV',
  'stock.set': 'Stock adjusted',
  'stock.import': 'Stock imported from CSV',
  'stock.export': 'Stock exported as CSV',
  'sale.create': 'Sale price scheduled',
  'sale.update': 'Sale price changed',
  'sale.end': 'Sale price ended',
  'sale.delete': 'Sale price deleted',
  'offer.create': 'Offer created',
  'offer.update': 'Offer edited',
  'offer.pause': 'Offer paused',
  'offer.resume': 'Offer resumed',
  'offer.end': 'Offer ended',
  'customer.note': 'Customer note added',
  'customer.tags': 'Customer tags changed',
  'order.note': 'Order note added',
  'order.tags': 'Order tags changed',
  'attribute.create': 'Attribute created',
  'attribute.update': 'Attribute changed',
  'attribute.value.add': 'Attribute value added',
  'attribute.value.update': 'Attribute value changed',
  'attribute.value.remove': 'Attribute value removed',
};

function sentenceCase(words: string): string {
  const text = words.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A code's words: 'pickup_scheduled' → 'pickup scheduled', 'moneyState' → 'money state'. */
function words(code: string): string {
  return code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** What an action did, in a sentence ('order.book' → 'Order booked with the courier'). */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? sentenceCase(words(action));
}

/** Field names whose words are not their code's. */
const FIELD_LABELS: Record<string, string> = {
  moneyState: 'Payment',
  paymentState: 'Payment',
  hiddenAt: 'Hidden',
  ndrState: 'Failed delivery',
  awb: 'AWB',
  hsn: 'HSN',
  gstin: 'GSTIN',
};

/** A field's name in words ('moneyState' → 'Payment', 'originalPricePaise' → 'Original price'). */
export function auditFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? sentenceCase(words(field.replace(/Paise$/, '')));
}

/** A recorded value in words: '—' for nothing, Yes/No, paise as rupees, codes as words, lists and maps spelt out. */
export function auditValue(value: unknown, field = ''): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    return field.endsWith('Paise') && isPaise(value) ? formatRupees(value) : value.toLocaleString('en-IN');
  }
  if (typeof value === 'string') return /^[a-z]+(_[a-z]+)+$/.test(value) ? words(value) : value;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => auditValue(item)).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '—';
    return entries.map(([key, item]) => `${key}: ${auditValue(item, key)}`).join(', ');
  }
  return typeof value === 'bigint' ? value.toString() : '—';
}

export type AuditChange = { field: string; label: string; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an action changed, field by field, in words, only the fields that differ: "Payment: paid → refunded". A
 * record made (nothing before) or removed (nothing after) lists its fields against '—'.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const [from, to] = [auditValue(before), auditValue(after)];
    return from === to ? [] : [{ field: 'value', label: 'Value', before: from, after: to }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({
      field,
      label: auditFieldLabel(field),
      before: auditValue(from[field], field),
      after: auditValue(to[field], field),
    }));
}
