import { PHONE_ORDER_TEXTS as T, type AdminCreatedOrder, type AdminCreateOrderBody } from '@vastra/domain/api';
import { toE164India } from '@vastra/domain/identity';
import { shortOrderId } from '@vastra/domain/orders';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff as staffTable, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import type { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/uuid';
import { recordAudit } from '../audit';
import { recordOrderEvent } from '../order-history';
import type { LinkPaid, MakePaymentLink, PlaceOrder } from '../orders';

/**
 * Orders taken by phone or WhatsApp (docs/decisions/132-phone-orders.md): the shop's own `placeOrder` for the
 * customer picked, the account with the order's phone, or a new account made for her (no password: she signs in by
 * OTP). An account made for an order that was then refused is taken back, so a refusal leaves nothing behind.
 */
export function createPhoneOrders(deps: {
  db: Db;
  clock: Clock;
  placeOrder: PlaceOrder;
  makePaymentLink: MakePaymentLink;
  shopName: string;
}) {
  const { db, clock } = deps;

  async function customerOf(body: AdminCreateOrderBody): Promise<{ id: string; made: boolean }> {
    if (body.customerId !== null) {
      // An id that cannot be an account's (a uuid) names no customer: refused as one that is gone, not asked.
      if (!isUuid(body.customerId)) throw new AppError('not-found', T.customerNotFound);
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
    // The server prices every line from its catalogue; the title and price sent are informative only.
    const items = body.items.map((line) => ({ ...line, title: '', price: 0 }));
    let placed: Awaited<ReturnType<PlaceOrder>>;
    try {
      if (body.payment === 'link') {
        const link = await deps.makePaymentLink({
          userId: customer.id,
          customerInfo: body.customerInfo,
          items,
          staffId: staff.id,
          idempotencyKey,
          description: T.linkDescription(deps.shopName),
          language: body.language,
        });
        if (link.created) {
          await recordAudit(db, staff, {
            action: 'order.payment_link',
            targetType: 'payment_link',
            targetId: link.id,
            after: { customerId: customer.id, newCustomer: customer.made, totalPaise: link.totalPaise },
          });
        }
        const paymentLink = { id: link.id, url: link.url, expiresAt: link.expiresAt.toISOString() };
        return {
          created: link.created,
          answer: {
            ...noOrder,
            totalPaise: link.totalPaise,
            customerId: customer.id,
            newCustomer: customer.made,
            paymentLink,
          },
        };
      }
      placed = await deps.placeOrder({
        userId: customer.id,
        customerInfo: body.customerInfo,
        items,
        language: body.language,
        payment: { mode: 'cod' },
        idempotencyKey,
      });
    } catch (error) {
      if (customer.made) {
        await db
          .delete(users)
          .where(
            and(
              eq(users.id, customer.id),
              sql`not exists (select 1 from orders o where o.user_id = ${customer.id})`,
              sql`not exists (select 1 from payment_links l where l.user_id = ${customer.id})`,
            ),
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
        paymentLink: null,
      },
    };
  };
}

/** A payment link's answer before she pays: no order yet. */
const noOrder = { orderId: null, ref: null } as const;

/**
 * A payment link's order placed (its webhook, modules/orders): its history says who took it by phone, and how it was
 * paid, as a cash-on-delivery phone order's does.
 */
export function linkPaidHistory(deps: { db: Db; clock: Clock }): LinkPaid {
  return async (link, orderId) => {
    if (!link.staffId) return;
    const [member] = await deps.db
      .select({ id: staffTable.id, fullName: staffTable.fullName })
      .from(staffTable)
      .where(eq(staffTable.id, link.staffId));
    if (!member) return;
    await recordOrderEvent(deps.db, orderId, {
      kind: 'taken_by_phone',
      actor: 'staff',
      staff: member,
      summary: T.paidByLink(member.fullName),
      at: deps.clock.now(),
    });
  };
}
