import type { AdminCustomerRow, AdminCustomersResponse } from '@vastra/domain/api';
import { ADMIN_PAGE_SIZE_DEFAULT, BACK_OFFICE_MESSAGES } from '@vastra/domain/back-office';
import { segmentsOf, type CustomerSegment } from '@vastra/domain/customers';
import { normalizeIndianMobile } from '@vastra/domain/identity';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likeContains, readTimeCursor, searchText, timeCursor, type TimeCursor } from '../../shared/list-query';

// The back office's customer list (docs/decisions/110-customers.md): customer_stats in its order, last order newest
// first, a customer without orders last; each segment walks its own partial index (migration 0032).

/** The cursor's time for a customer with no order yet (they sort after every one who ordered). */
const NO_ORDER_MICROS = '-999999999999999999';

const SEGMENT_WHERE: Record<CustomerSegment, SQL> = {
  new: sql`s.order_count = 1`,
  repeat: sql`s.order_count >= 2`,
  cod_only: sql`s.order_count >= 1 and s.cod_order_count = s.order_count`,
  high_rto: sql`s.rto_count >= 2`,
  high_returns: sql`s.return_count >= 2`,
};

/**
 * What a search text can name, each on its own index: a phone in any common form (+91…, 91…, 0…, ten digits, with
 * spaces or dashes: users' unique phone), an email (lower(email)), or a part of a name (trigram on lower(full_name)).
 */
export function customerSearch(q: string): SQL {
  const forms: SQL[] = [];
  const phone = normalizeIndianMobile(q);
  if (phone) forms.push(sql`u.phone in (${`+91${phone}`}, ${phone})`);
  if (q.includes('@')) forms.push(sql`lower(u.email) = ${q.toLowerCase()}`);
  if (!phone && !q.includes('@')) {
    forms.push(sql`lower(u.full_name) like ${likeContains(q.toLowerCase())} escape '\\'`);
  }
  return sql`(${sql.join(forms, sql` or `)})`;
}

/** Reads a client's cursor strictly: a tampered one is a 400 naming `cursor`. */
export const readCustomerCursor = (cursor: string): TimeCursor =>
  readTimeCursor(cursor, BACK_OFFICE_MESSAGES.cursorInvalid);

function afterCursor(cursor: TimeCursor | undefined): SQL {
  if (!cursor) return sql``;
  if (cursor.micros === NO_ORDER_MICROS) return sql`and s.last_order_at is null and s.user_id < ${cursor.id}::uuid`;
  return sql`and ((s.last_order_at, s.user_id)
                  < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)
                  or s.last_order_at is null)`;
}

interface RawRow {
  id: string;
  name: string;
  phone: string;
  email: string;
  orderCount: number;
  codOrderCount: number;
  rtoCount: number;
  returnCount: number;
  lifetimeValuePaise: string | number;
  lastOrderAt: string | null;
  micros: string | null;
}

/** One page of customers: one statement, the segment's index walked backwards to the limit. */
export async function listCustomers(
  db: Db,
  query: { q?: string | undefined; segment?: CustomerSegment | undefined },
  page: { cursor?: TimeCursor | undefined; limit?: number | undefined },
): Promise<AdminCustomersResponse> {
  const limit = page.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
  const q = searchText(query.q?.trim());
  const where: SQL[] = [sql`true`];
  if (query.segment) where.push(SEGMENT_WHERE[query.segment]);
  if (q) where.push(customerSearch(q));
  const result = await db.execute(sql`
    select u.id, u.full_name as name, case when u.deleted_at is null then u.phone else '' end as phone, u.email,
           s.order_count as "orderCount", s.cod_order_count as "codOrderCount", s.rto_count as "rtoCount",
           s.return_count as "returnCount", s.lifetime_paise as "lifetimeValuePaise",
           to_char(s.last_order_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastOrderAt",
           ((extract(epoch from s.last_order_at) * 1000000)::bigint)::text as micros
      from customer_stats s join users u on u.id = s.user_id
     where ${sql.join(where, sql` and `)} ${afterCursor(page.cursor)}
     order by s.last_order_at desc nulls last, s.user_id desc
     limit ${limit + 1}`);
  const rows = (result as { rows: RawRow[] }).rows;
  const more = rows.length > limit;
  const pageRows = more ? rows.slice(0, limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(toRow),
    nextCursor: more && last ? timeCursor({ micros: last.micros ?? NO_ORDER_MICROS, id: last.id }) : null,
  };
}

function toRow(r: RawRow): AdminCustomerRow {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    email: r.email,
    orderCount: Number(r.orderCount),
    lifetimeValuePaise: Number(r.lifetimeValuePaise),
    lastOrderAt: r.lastOrderAt,
    segments: segmentsOf({
      orderCount: Number(r.orderCount),
      codOrderCount: Number(r.codOrderCount),
      rtoCount: Number(r.rtoCount),
      returnCount: Number(r.returnCount),
    }),
  };
}
