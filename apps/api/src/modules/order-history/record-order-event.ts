import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema';
import type { StaffUser } from '../../plugins/authenticate';

export type OrderEventActor = 'system' | 'courier' | 'gateway' | 'shopper' | 'staff';

/** One line of an order's history (see the `order_events` table). */
export interface OrderEventInput {
  /** 'status', 'booked', 'booking_failed', 'cancelled', 'refund', 'ndr', 'ndr_action', 'received_back'… */
  kind: string;
  actor: OrderEventActor;
  /** The member of staff, when `actor` is 'staff'. */
  staff?: Pick<StaffUser, 'id' | 'fullName'> | null;
  /** What a person reads in the history: 'Status: placed → cancelled', 'Refund of ₹499.00 issued'… */
  summary: string;
  detail?: unknown;
  at?: Date;
}

/**
 * Adds a line to an order's history. Call it inside the transaction of the change it records, so the history
 * and the change commit (or roll back) together. Staff actions also go to the audit log (recordAudit).
 */
export async function recordOrderEvent(tx: Db, orderId: string, event: OrderEventInput): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    kind: event.kind,
    actor: event.actor,
    staffId: event.staff?.id ?? null,
    staffName: event.staff?.fullName ?? null,
    summary: event.summary,
    detail: event.detail ?? null,
    ...(event.at ? { at: event.at } : {}),
  });
}
