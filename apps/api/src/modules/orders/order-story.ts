import { orderBadges, type NdrState, type OrderBadge } from '@vastra/domain/after-sale';
import type { OrderStatus } from '@vastra/domain/orders';
import type { ReturnKind, ReturnState } from '@vastra/domain/returns';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

interface StoryRequest {
  kind: ReturnKind;
  state: ReturnState;
}

interface StoryRow {
  id: string;
  status: OrderStatus;
  totalPaise: number | string;
  ndrState: NdrState | null;
  receivedBack: boolean;
  refundedPaise: number | string;
  requests: StoryRequest[] | string;
}

/**
 * The badges of each order (domain orderBadges), read in one statement for a page of orders: money settled back
 * (gateway refunds processed, and cash-on-delivery payouts processed, reached through the order's requests by
 * return_requests_order_idx and return_payouts_live_idx), the return and exchange requests, the failed delivery
 * and whether an RTO was received. Orders not found are absent from the map.
 */
export async function readOrderBadges(db: Db, ids: readonly string[]): Promise<Map<string, OrderBadge[]>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select o.id, o.status, o.total_paise as "totalPaise", o.ndr_state as "ndrState",
           o.received_back_at is not null as "receivedBack",
           coalesce((select sum(r.amount_paise) from refunds r where r.order_id = o.id and r.status = 'processed'), 0)
           + coalesce((select sum(p.amount_paise) from return_requests q
                         join return_payouts p on p.return_request_id = q.id and p.status = 'processed'
                        where q.order_id = o.id), 0) as "refundedPaise",
           coalesce((select json_agg(json_build_object('kind', q.kind, 'state', q.state))
                       from return_requests q where q.order_id = o.id), '[]'::json) as requests
      from orders o
     where o.id in (${list})`);
  const rows = (result as { rows: StoryRow[] }).rows;
  return new Map(
    rows.map((r) => [
      r.id,
      orderBadges({
        status: r.status,
        totalPaise: Number(r.totalPaise),
        refundedPaise: Number(r.refundedPaise),
        ndrState: r.ndrState,
        receivedBack: r.receivedBack,
        requests: typeof r.requests === 'string' ? (JSON.parse(r.requests) as StoryRequest[]) : r.requests,
      }),
    ]),
  );
}
