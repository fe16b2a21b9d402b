import { formatRupees, type Paise } from '../money';
import { fitVariable } from '../notifications';
import { shortOrderId } from '../orders';

/**
 * The team's alerts (docs/decisions/131-owner-alerts.md): what happened that someone should look at, each raised
 * once (its key), and sent to every member who chose its kind, by the channels they chose; a member may also take a
 * daily digest of the last day's alerts.
 */

export const ALERT_KINDS = [
  'new_order',
  'payment_attention',
  'failed_delivery',
  'return_requested',
  'low_stock',
  'job_attention',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** How a member is told: a text, a WhatsApp message, an email, or a notification from the open back office. */
export const ALERT_CHANNELS = ['sms', 'whatsapp', 'email', 'browser'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** What a member who never chose gets: every kind, in the browser (texts cost money; they are chosen). */
export const DEFAULT_ALERT_SETTINGS = {
  kinds: ALERT_KINDS,
  channels: ['browser'] as readonly AlertChannel[],
  email: null,
  digest: false,
} as const;

/** Alerts one member gets on one channel in an hour; past it they wait in the back office's list and the digest. */
export const ALERTS_PER_MEMBER_HOUR = 20;
/** The hour, India time, from which the daily digest of the 24 hours before it leaves. */
export const DIGEST_HOUR_IST = 9;
/** An email address's longest form (RFC 5321's path limit). */
export const ALERT_EMAIL_MAX = 254;
/** The back office's list of recent alerts. */
export const RECENT_ALERTS_MAX = 50;

/** One alert: `key` makes it one of a kind (raised twice, kept and sent once); `path` is its back-office page. */
export interface OwnerAlert {
  kind: AlertKind;
  key: string;
  title: string;
  detail: string;
  path: string;
}

export const ALERT_TEXTS = {
  kinds: {
    new_order: 'New order',
    payment_attention: 'Payment needing attention',
    failed_delivery: 'Failed delivery',
    return_requested: 'Return or exchange requested',
    low_stock: 'Low stock',
    job_attention: 'A job that needs attention',
  } satisfies Record<AlertKind, string>,
  channels: {
    sms: 'SMS',
    whatsapp: 'WhatsApp',
    email: 'Email',
    browser: 'Browser notifications',
  } satisfies Record<AlertChannel, string>,
  title: 'Alerts',
  intro: 'Choose what the shop tells you about, and how. Each alert is sent once.',
  kindsLegend: 'Tell me about',
  channelsLegend: 'Tell me by',
  emailLabel: 'Email for alerts',
  digestLabel: `A daily digest at ${DIGEST_HOUR_IST}:00 of the day's alerts`,
  save: 'Save alert settings',
  saved: 'Alert settings saved.',
  recentTitle: 'Recent alerts',
  noRecent: 'No alerts yet.',
  allowBrowser: 'Allow notifications in this browser',
  browserBlocked: 'This browser blocks notifications from the shop: allow them in its site settings.',
  browserUnsupported: 'This browser cannot show notifications.',
  emailNeeded: 'Give an email address for email alerts.',
  emailInvalid: 'Enter a valid email address.',
  emailOff: 'Email is not set up for this shop.',
  whatsappOff: 'WhatsApp is not set up for this shop.',
  whatsappNoPhone: 'WhatsApp alerts go to the phone you sign in with.',
  smsNote: 'Texts go to the phone you sign in with.',
  digestNeedsChannel: 'A digest goes by SMS, WhatsApp or email: choose one of them.',
  digestSubject: (shopName: string) => `${shopName}: the last 24 hours`,
  emailOpen: 'Open',
} as const;

const rupees = (amount: number) => formatRupees(amount as Paise);

export function newOrderAlert(order: { id: string; totalPaise: number; cod: boolean; city: string }): OwnerAlert {
  return {
    kind: 'new_order',
    key: `new_order:${order.id}`,
    title: `New order ${shortOrderId(order.id)}`,
    detail: `${rupees(order.totalPaise)}, ${order.cod ? 'COD' : 'paid'}, ${order.city}`,
    path: `/admin/orders/${order.id}`,
  };
}

export function paymentAttentionAlert(payment: { id: string; amountPaise: number; reason: string }): OwnerAlert {
  return {
    kind: 'payment_attention',
    key: `payment_attention:${payment.id}`,
    title: `Payment of ${rupees(payment.amountPaise)} needs attention`,
    detail: payment.reason,
    path: '/admin/queue',
  };
}

export function failedDeliveryAlert(order: { id: string; attempt: number; reason: string }): OwnerAlert {
  return {
    kind: 'failed_delivery',
    key: `failed_delivery:${order.id}:${order.attempt}`,
    title: `Delivery failed ${shortOrderId(order.id)}`,
    detail: `Attempt ${order.attempt}: ${order.reason}`,
    path: `/admin/orders/${order.id}`,
  };
}

export function returnRequestedAlert(request: {
  id: string;
  orderId: string;
  kind: 'return' | 'exchange';
}): OwnerAlert {
  const what = request.kind === 'exchange' ? 'Exchange' : 'Return';
  return {
    kind: 'return_requested',
    key: `return_requested:${request.id}`,
    title: `${what} requested ${shortOrderId(request.orderId)}`,
    detail: `${what} request for order ${shortOrderId(request.orderId)}`,
    path: `/admin/returns/${request.id}`,
  };
}

/**
 * A size whose stock fell to the low-stock line or below (by an order, a hand edit or an import): `crossing` names
 * the change that took it there, so it is raised once per fall, again only after a restock lifted it above the line.
 */
export function lowStockAlert(size: {
  productId: string;
  title: string;
  size: string;
  stock: number;
  crossing: string;
}): OwnerAlert {
  return {
    kind: 'low_stock',
    key: `low_stock:${size.productId}:${size.size}:${size.crossing}`,
    title: `Low stock: ${size.title}`,
    detail: size.stock === 0 ? `Size ${size.size} is sold out` : `Size ${size.size}: ${size.stock} left`,
    path: `/admin/products/${size.productId}`,
  };
}

export function jobAttentionAlert(job: { id: string; label: string; attempts: number; failedAt: Date }): OwnerAlert {
  return {
    kind: 'job_attention',
    key: `job_attention:${job.id}:${job.failedAt.getTime()}`,
    title: `${job.label} stopped`,
    detail: `It failed ${job.attempts} times and waits for you`,
    path: '/admin',
  };
}

/** A text's form of an alert's words: 'Rs.' for the rupee sign, and nothing else outside plain characters. */
const plain = (text: string) => text.replace(/₹/g, 'Rs.').replace(/[^\x20-\x7E]/g, '');

/**
 * The alert text's two variables (the `owner_alert` template): each one line of at most 30 plain characters (a text
 * in the plain character set stays one SMS part).
 */
export function alertTextVariables(alert: Pick<OwnerAlert, 'title' | 'detail'>): { alert: string; detail: string } {
  return { alert: fitVariable(plain(alert.title)), detail: fitVariable(plain(alert.detail)) };
}

const DIGEST_WORDS: Record<AlertKind, [string, string]> = {
  new_order: ['new order', 'new orders'],
  payment_attention: ['payment to check', 'payments to check'],
  failed_delivery: ['failed delivery', 'failed deliveries'],
  return_requested: ['return request', 'return requests'],
  low_stock: ['size low', 'sizes low'],
  job_attention: ['stopped job', 'stopped jobs'],
};

/** The digest's lines, in the order of ALERT_KINDS: '3 new orders'; none when nothing happened. */
export function digestLines(counts: Partial<Record<AlertKind, number>>): string[] {
  return ALERT_KINDS.flatMap((kind) => {
    const n = counts[kind] ?? 0;
    if (n <= 0) return [];
    const [one, many] = DIGEST_WORDS[kind];
    return [`${n} ${n === 1 ? one : many}`];
  });
}

/**
 * The digest text's variable (at most 30 characters): its lines when they fit, else the alerts' total and the new
 * orders among them.
 */
export function digestVariable(counts: Partial<Record<AlertKind, number>>): string {
  const lines = digestLines(counts);
  if (lines.length === 0) return 'no alerts';
  const all = lines.join(', ');
  if (all.length <= 30) return all;
  const total = ALERT_KINDS.reduce((sum, kind) => sum + Math.max(0, counts[kind] ?? 0), 0);
  const orders = counts.new_order ?? 0;
  return fitVariable(orders > 0 ? `${total} alerts, ${orders} new orders` : `${total} alerts`);
}

/** A member's email address for alerts: one address, no spaces, a dot in its domain. */
export function isAlertEmail(value: string): boolean {
  return value.length <= ALERT_EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
