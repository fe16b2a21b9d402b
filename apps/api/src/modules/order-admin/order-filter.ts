import type { AdminOrdersFilter } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES as M } from '@vastra/domain/after-sale';
import { normalizeIndianMobile } from '@vastra/domain/identity';
import { IST_OFFSET_MINUTES } from '@vastra/domain/time';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../errors';
import { isUuid } from '../../shared/uuid';
import { likeContains } from '../../shared/list-query';

const DAY_MS = 86_400_000;

/** The instant an IST calendar day ('YYYY-MM-DD') starts: India keeps +05:30 all year. */
export function istDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - IST_OFFSET_MINUTES * 60_000);
}

/** The filter with its days checked (from after to is a 400) and its search text made safe for PostgreSQL. */
export function checkedFilter(filter: AdminOrdersFilter): AdminOrdersFilter {
  if (filter.from && filter.to && filter.from > filter.to) {
    throw new AppError('bad-request', `from: ${M.dateRangeInvalid}`, { field: 'from' });
  }
  // PostgreSQL takes no NUL and no unpaired surrogate in a text; no order holds them.
  const q = filter.q
    ?.replaceAll('\u0000', '')
    .replace(/\p{Surrogate}/gu, '')
    .trim();
  return { ...filter, q: q || undefined };
}

const SHORT_ID = /^#?([0-9a-f]{8})$/i;
const AWB = /^[a-z0-9]{8,20}$/i;

const SKU = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(.{1,20})$/i;

/**
 * What a search text can name, each form read by its own index (migration 0009): a whole order id (primary key);
 * a short id, '#69167515' or 8 hex characters (the id's first 8, a range of the primary key); a phone, typed with
 * a +91, 91 or 0 prefix and spaces or not (orders_customer_phone_idx; place-order stores its 10 digits, older rows
 * +91 and them); an AWB of 8 to 20 letters and digits: the order's, its return pickup's or its exchange's (their
 * unique indexes); a SKU as the courier gets it, productId-size (order_items_product_idx); a name
 * (orders_customer_name_trgm_idx) or a product title of its lines, when the text has a letter or nothing else fits
 * (the titles are scanned: order_items has no text index). A text that fits several forms matches any of them.
 */
export function searchCondition(q: string): SQL {
  if (isUuid(q)) return sql`o.id = ${q.toLowerCase()}::uuid`;
  const forms: SQL[] = [];
  const short = SHORT_ID.exec(q)?.[1]?.toLowerCase();
  if (short) {
    const [low, high] = [`${short}-0000-0000-0000-000000000000`, `${short}-ffff-ffff-ffff-ffffffffffff`];
    forms.push(sql`o.id between ${low}::uuid and ${high}::uuid`);
  }
  const phone = normalizeIndianMobile(q);
  if (phone) forms.push(sql`o.customer_phone in (${phone}, ${`+91${phone}`})`);
  const compact = q.replace(/\s+/g, '');
  if (AWB.test(compact) && /\d/.test(compact)) {
    const awbs = sql`(${compact}, ${compact.toUpperCase()})`;
    forms.push(sql`o.awb in ${awbs}`);
    forms.push(sql`o.id in (select r.order_id from return_requests r where r.pickup_awb in ${awbs}
                            union all select r.order_id from return_requests r where r.exchange_awb in ${awbs})`);
  }
  const sku = SKU.exec(q.trim());
  if (sku?.[1] && sku[2]) {
    forms.push(sql`o.id in (select i.order_id from order_items i
                             where i.product_id = ${sku[1].toLowerCase()}::uuid and i.size = ${sku[2]})`);
  }
  if ((/\p{L}/u.test(q) && !q.startsWith('#')) || forms.length === 0) {
    const like = likeContains(q.toLowerCase());
    forms.push(sql`lower(o.customer_name) like ${like} escape '\\'`);
    forms.push(sql`o.id in (select i.order_id from order_items i where lower(i.title) like ${like} escape '\\')`);
  }
  return sql`(${sql.join(forms, sql` or `)})`;
}

/** The filter's conditions on `orders o`. */
export function filterCondition(filter: AdminOrdersFilter): SQL {
  const where: SQL[] = [sql`true`];
  if (filter.status) where.push(sql`o.status = ${filter.status}`);
  if (filter.payment) where.push(sql`o.payment_mode = ${filter.payment}`);
  if (filter.booked === 'booked') where.push(sql`o.awb is not null`);
  if (filter.booked === 'unbooked') where.push(sql`o.awb is null`);
  if (filter.delivery === 'failed') where.push(sql`o.ndr_state = 'open'`);
  if (filter.from) where.push(sql`o.created_at >= ${istDayStart(filter.from).toISOString()}::timestamptz`);
  if (filter.to) {
    const end = new Date(istDayStart(filter.to).getTime() + DAY_MS);
    where.push(sql`o.created_at < ${end.toISOString()}::timestamptz`);
  }
  if (filter.q) where.push(searchCondition(filter.q));
  return sql.join(where, sql` and `);
}
