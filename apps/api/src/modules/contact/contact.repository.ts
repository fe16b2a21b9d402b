import { orderRefIn } from '@vastra/domain/contact';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, orders } from '../../db/schema';
import type { AuthUser } from '../../plugins/authenticate';
import { indianMobile } from '../order-messages';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  clientAddress: string;
}

/** Drizzle queries for contact messages; no rules here. */
export function createContactRepository(db: Db) {
  /**
   * The order a message names ('#69167515'), when it is hers: placed from her account, or (written signed out) with
   * the email she wrote from.
   */
  async function namedOrder(message: NewContactMessage, user: AuthUser | null) {
    const ref = orderRefIn(message.message);
    if (ref === null) return null;
    const [order] = await db
      .select({ id: orders.id, phone: orders.customerPhone })
      .from(orders)
      .where(
        and(
          // The ids that start so, as a range of the primary key (its index finds them).
          between(orders.id, `${ref}-0000-0000-0000-000000000000`, `${ref}-ffff-ffff-ffff-ffffffffffff`),
          user ? eq(orders.userId, user.id) : sql`lower(${orders.customerEmail}) = lower(${message.email})`,
        ),
      )
      .limit(1);
    return order ?? null;
  }

  return {
    /** Keeps a message, tied to her account and the order it names (docs/decisions/127-conversations.md). */
    async insert(message: NewContactMessage, user: AuthUser | null = null): Promise<void> {
      const order = await namedOrder(message, user);
      const phone = user?.phone || order?.phone;
      await db.insert(contactMessages).values({
        ...message,
        userId: user?.id ?? null,
        orderId: order?.id ?? null,
        phone: phone ? indianMobile(phone) : null,
      });
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
