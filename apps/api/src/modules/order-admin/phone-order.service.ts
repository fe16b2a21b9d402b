import { PHONE_ORDER_TEXTS as T, type AdminCreatedOrder, type AdminCreateOrderBody } from '@vastra/domain/api';
import { toE164India } from '@vastra/domain/identity';
import { shortOrderId } from '@vastra/domain/orders';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { recordAudit } from '../audit';
import { recordOrderEvent } from '../order-history';
import type { PlaceOrder } from '../orders';

/**
 * Orders taken by phone or WhatsApp (docs/decisions/132-phone-orders.md): the shop's own `placeOrder` for the
 * customer picked, the account with the order's phone, or a new account made for her (no password: she signs in by
 * OTP). An account made for an order that was then refused is taken back, so a refusal leaves nothing behind.
 */
export function createPhoneOrders(deps: { db: Db; clock: Clock; placeOrder: PlaceOrder }) {
  const { db, clock } = deps;

  async function customerOf(body: AdminCreateOrderBody): Promise<{ id: string; made: boolean }> {
    if (body.customerId !== null) {
      const [known] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, body.customerId), isNull(users.deletedAt)));
      if (!known) throw new AppError('not-found', T.customerNotFound);
      return { id: known.id, made: false };
    }
    const phone = toE164India(body.customerInfo.phone);
    const now = clock.now();
    const [made] = await db
      .insert(users)
      .values({
        fullName: body.customerInfo.name,
        email: body.customerInfo.email,
        phone,
        passwordHash: '',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.phone })
      .returning({ id: users.id });
    if (made) return { id: made.id, made: true };
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    if (!existing) throw new Error('users: the phone is taken and yet not found');
    return { id: existing.id, made: false };
  }

  return async function takeOrder(
    staff: StaffUser,
    body: AdminCreateOrderBody,
    idempotencyKey: string | undefined,
  ): Promise<{ created: boolean; answer: AdminCreatedOrder }> {
    const customer = await customerOf(body);
    let placed: Awaited<ReturnType<PlaceOrder>>;
    try {
      placed = await deps.placeOrder({
        userId: customer.id,
        customerInfo: body.customerInfo,
        // The server prices every line from its catalogue; the title and price sent are informative only.
        items: body.items.map((line) => ({ ...line, title: '', price: 0 })),
        payment: { mode: 'cod' },
        idempotencyKey,
      });
    } catch (error) {
      if (customer.made) {
        await db
          .delete(users)
          .where(
            and(eq(users.id, customer.id), sql`not exists (select 1 from orders o where o.user_id = ${customer.id})`),
          )
          .catch(() => undefined);
      }
      throw error;
    }
    const { order } = placed;
    if (placed.created) {
      // Right after the order's own statement (it writes the order in one): who took it, in its history and the log.
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await recordOrderEvent(tx, order.id, {
          kind: 'taken_by_phone',
          actor: 'staff',
          staff,
          summary: T.takenBy(staff.fullName),
          at: clock.now(),
        });
        await recordAudit(tx, staff, {
          action: 'order.take_by_phone',
          targetType: 'order',
          targetId: order.id,
          after: { customerId: customer.id, newCustomer: customer.made, totalPaise: order.totalPaise },
        });
      });
    }
    return {
      created: placed.created,
      answer: {
        orderId: order.id,
        ref: shortOrderId(order.id),
        totalPaise: order.totalPaise,
        customerId: customer.id,
        newCustomer: customer.made,
      },
    };
  };
}
