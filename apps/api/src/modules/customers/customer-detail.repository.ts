import type { AdminCustomerDetail, AdminCustomerOrder, StaffNote } from '@vastra/domain/api';
import { averageOrderPaise, segmentsOf } from '@vastra/domain/customers';
import { shortOrderId } from '@vastra/domain/orders';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { indianMobile } from '../order-messages';

// A customer's page (docs/decisions/110-customers.md): her summary row, then her orders, RTOs, addresses, notes,
// tags and messages, each a short indexed read.

/** How many of her orders, RTOs, notes and messages the page lists (the counts are of all of them). */
export const CUSTOMER_ORDERS_SHOWN = 100;
export const CUSTOMER_NOTES_SHOWN = 200;
export const CUSTOMERS_MESSAGES_SHOWN = 50;

const ISO = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

type RawOrder = Omit<AdminCustomerOrder, 'shortId'>;
const toOrder = (o: RawOrder): AdminCustomerOrder => ({
  ...o,
  shortId: shortOrderId(o.id),
  totalPaise: Number(o.totalPaise),
});

function ordersOf(db: Db, userId: string, onlyRto: boolean) {
  return rows<RawOrder>(
    db,
    sql`select o.id, ${ISO(sql`o.created_at`)} as "createdAt", o.status, o.payment_mode as "paymentMode",
               o.money_state as "moneyState", o.total_paise as "totalPaise"
          from orders o
         where o.user_id = ${userId}::uuid ${onlyRto ? sql`and o.status = 'returned'` : sql``}
         order by o.created_at desc, o.id desc
         limit ${CUSTOMER_ORDERS_SHOWN}`,
  ).then((list) => list.map(toOrder));
}

/** Staff notes on a customer (`orderId` null) or one of her orders, newest first. */
export async function notesWhere(db: Db, where: SQL): Promise<StaffNote[]> {
  const list = await rows<Omit<StaffNote, 'orderShortId'>>(
    db,
    sql`select n.id, n.body, n.staff_name as "staffName", ${ISO(sql`n.created_at`)} as "createdAt",
               n.order_id as "orderId"
          from staff_notes n
         where ${where}
         order by n.created_at desc, n.id desc
         limit ${CUSTOMER_NOTES_SHOWN}`,
  );
  return list.map((n) => ({ ...n, orderShortId: n.orderId ? shortOrderId(n.orderId) : null }));
}

/** A record's tags in the order they were given. */
export async function tagsWhere(db: Db, table: 'customer_tags' | 'order_tags', where: SQL): Promise<string[]> {
  const list = await rows<{ tag: string }>(
    db,
    sql`select tag from ${sql.identifier(table)} where ${where} order by position, tag`,
  );
  return list.map((t) => t.tag);
}

interface RawCustomer {
  id: string;
  name: string;
  phone: string;
  email: string;
  since: string;
  orderCount: number;
  paidOrderCount: number;
  codOrderCount: number;
  lifetimeValuePaise: string | number;
  returnCount: number;
  rtoCount: number;
  lastOrderAt: string | null;
}

/** Her page, or null when there is no such shopper. */
export async function readCustomer(db: Db, id: string): Promise<AdminCustomerDetail | null> {
  const [c] = await rows<RawCustomer>(
    db,
    // A deleted account's phone is no number (docs/decisions/114-data-rights.md): none is shown.
    sql`select u.id, u.full_name as name, case when u.deleted_at is null then u.phone else '' end as phone, u.email,
               ${ISO(sql`u.created_at`)} as since,
               coalesce(s.order_count, 0) as "orderCount", coalesce(s.paid_order_count, 0) as "paidOrderCount",
               coalesce(s.cod_order_count, 0) as "codOrderCount", coalesce(s.lifetime_paise, 0) as "lifetimeValuePaise",
               coalesce(s.return_count, 0) as "returnCount", coalesce(s.rto_count, 0) as "rtoCount",
               ${ISO(sql`s.last_order_at`)} as "lastOrderAt"
          from users u left join customer_stats s on s.user_id = u.id
         where u.id = ${id}::uuid`,
  );
  if (!c) return null;
  const [orders, rtoOrders, addresses, notes, tags, messages, [optIn]] = await Promise.all([
    ordersOf(db, id, false),
    ordersOf(db, id, true),
    rows<AdminCustomerDetail['addresses'][number]>(
      db,
      sql`select a.id, a.label, trim(a.first_name || ' ' || a.last_name) as name, a.phone,
                 concat_ws(', ', a.address, a.city, a.state || ' ' || a.pincode) as line, a.is_default as "isDefault",
                 json_build_object('address', a.address, 'city', a.city, 'state', a.state, 'pincode', a.pincode,
                   'house', a.house, 'area', a.area, 'landmark', a.landmark, 'altPhone', a.alt_phone) as fields
            from saved_addresses a
           where a.user_id = ${id}::uuid
           order by a.is_default desc, a.created_at desc`,
    ),
    notesWhere(db, sql`n.user_id = ${id}::uuid`),
    tagsWhere(db, 'customer_tags', sql`user_id = ${id}::uuid`),
    rows<AdminCustomerDetail['messages'][number]>(
      db,
      sql`select m.id, ${ISO(sql`m.created_at`)} as "createdAt", m.message, m.handled_at is not null as handled
            from contact_messages m
           where lower(m.email) = lower(${c.email}) or m.user_id = ${id}::uuid
           order by m.created_at desc
           limit ${CUSTOMERS_MESSAGES_SHOWN}`,
    ),
    rows<{ optedInAt: string; optedOutAt: string | null }>(
      db,
      sql`select ${ISO(sql`w.opted_in_at`)} as "optedInAt", ${ISO(sql`w.opted_out_at`)} as "optedOutAt"
            from whatsapp_opt_ins w
           where w.phone = ${c.phone === '' ? '' : indianMobile(c.phone)}`,
    ),
  ]);
  const counts = {
    orderCount: Number(c.orderCount),
    codOrderCount: Number(c.codOrderCount),
    rtoCount: Number(c.rtoCount),
    returnCount: Number(c.returnCount),
  };
  const lifetimeValuePaise = Number(c.lifetimeValuePaise);
  return {
    id: c.id,
    name: c.name,
    phone: c.phone,
    email: c.email,
    since: c.since,
    segments: segmentsOf(counts),
    tags,
    stats: {
      ...counts,
      paidOrderCount: Number(c.paidOrderCount),
      lifetimeValuePaise,
      averageOrderPaise: averageOrderPaise(lifetimeValuePaise, Number(c.paidOrderCount)),
      lastOrderAt: c.lastOrderAt,
    },
    orders,
    rtoOrders,
    addresses,
    notes,
    messages,
    whatsapp: !optIn
      ? { state: 'never', at: null }
      : optIn.optedOutAt === null
        ? { state: 'on', at: optIn.optedInAt }
        : { state: 'stopped', at: optIn.optedOutAt },
  };
}
