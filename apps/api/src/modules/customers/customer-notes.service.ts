import type { OrderNotesResponse, StaffNote } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES } from '@vastra/domain/after-sale';
import { CUSTOMERS_MESSAGES as M } from '@vastra/domain/customers';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import { isUuid } from '../../shared/uuid';
import { recordAudit } from '../audit';
import { notesWhere, tagsWhere } from './customer-detail.repository';

// Staff notes and tags on customers and orders (docs/decisions/110-customers.md): each write one transaction under
// the record's row lock, with its audit entry. Nothing here reaches the shopper's answers.

type Staff = Pick<StaffUser, 'id' | 'fullName'>;

const customerNotFound = () => new AppError('not-found', M.customerNotFound);
const orderNotFound = () => new AppError('not-found', AFTER_SALE_MESSAGES.orderNotFound);

async function lockCustomer(tx: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw customerNotFound();
  const found = await tx.execute(sql`select id from users where id = ${id}::uuid for update`);
  if ((found as { rows: unknown[] }).rows.length === 0) throw customerNotFound();
}

/** The order's shopper, under the order's row lock (the lifecycle's lock order: the order first). */
async function lockOrder(tx: Db, id: string): Promise<string> {
  if (!isUuid(id)) throw orderNotFound();
  const found = await tx.execute(sql`select user_id from orders where id = ${id}::uuid for update`);
  const row = (found as { rows: { user_id: string }[] }).rows[0];
  if (!row) throw orderNotFound();
  return row.user_id;
}

async function replaceTags(
  tx: Db,
  table: 'customer_tags' | 'order_tags',
  key: 'user_id' | 'order_id',
  id: string,
  tags: string[],
) {
  await tx.execute(sql`delete from ${sql.identifier(table)} where ${sql.identifier(key)} = ${id}::uuid`);
  for (const [position, tag] of tags.entries()) {
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (${sql.identifier(key)}, tag, position)
          values (${id}::uuid, ${tag}, ${position})`,
    );
  }
}

export function createCustomerNotes(deps: { db: Db }) {
  const { db } = deps;

  const orderNotes = async (tx: Db, orderId: string): Promise<OrderNotesResponse> => ({
    notes: await notesWhere(tx, sql`n.order_id = ${orderId}::uuid`),
    tags: await tagsWhere(tx, 'order_tags', sql`order_id = ${orderId}::uuid`),
  });

  return {
    async addCustomerNote(by: Staff, userId: string, body: string): Promise<{ notes: StaffNote[] }> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const inserted = await tx.execute(sql`
          insert into staff_notes (user_id, body, staff_id, staff_name)
          values (${userId}::uuid, ${body}, ${by.id}::uuid, ${by.fullName}) returning id`);
        const noteId = (inserted as { rows: { id: string }[] }).rows[0]?.id ?? null;
        await recordAudit(tx, by, {
          action: 'customer.note',
          targetType: 'customer',
          targetId: userId,
          after: { noteId, body },
        });
        return { notes: await notesWhere(tx, sql`n.user_id = ${userId}::uuid`) };
      });
    },

    async setCustomerTags(by: Staff, userId: string, tags: string[]): Promise<{ tags: string[] }> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const before = await tagsWhere(tx, 'customer_tags', sql`user_id = ${userId}::uuid`);
        await replaceTags(tx, 'customer_tags', 'user_id', userId, tags);
        if (before.join('\n') !== tags.join('\n')) {
          await recordAudit(tx, by, {
            action: 'customer.tags',
            targetType: 'customer',
            targetId: userId,
            before: { tags: before },
            after: { tags },
          });
        }
        return { tags };
      });
    },

    async readOrderNotes(orderId: string): Promise<OrderNotesResponse> {
      if (!isUuid(orderId)) throw orderNotFound();
      const found = await db.execute(sql`select 1 from orders where id = ${orderId}::uuid`);
      if ((found as { rows: unknown[] }).rows.length === 0) throw orderNotFound();
      return orderNotes(db, orderId);
    },

    async addOrderNote(by: Staff, orderId: string, body: string): Promise<OrderNotesResponse> {
      return db.transaction(async (tx) => {
        const userId = await lockOrder(tx, orderId);
        const inserted = await tx.execute(sql`
          insert into staff_notes (user_id, order_id, body, staff_id, staff_name)
          values (${userId}::uuid, ${orderId}::uuid, ${body}, ${by.id}::uuid, ${by.fullName}) returning id`);
        const noteId = (inserted as { rows: { id: string }[] }).rows[0]?.id ?? null;
        await recordAudit(tx, by, {
          action: 'order.note',
          targetType: 'order',
          targetId: orderId,
          after: { noteId, body },
        });
        return orderNotes(tx, orderId);
      });
    },

    async setOrderTags(by: Staff, orderId: string, tags: string[]): Promise<OrderNotesResponse> {
      return db.transaction(async (tx) => {
        await lockOrder(tx, orderId);
        const before = await tagsWhere(tx, 'order_tags', sql`order_id = ${orderId}::uuid`);
        await replaceTags(tx, 'order_tags', 'order_id', orderId, tags);
        if (before.join('\n') !== tags.join('\n')) {
          await recordAudit(tx, by, {
            action: 'order.tags',
            targetType: 'order',
            targetId: orderId,
            before: { tags: before },
            after: { tags },
          });
        }
        return orderNotes(tx, orderId);
      });
    },
  };
}

export type CustomerNotes = ReturnType<typeof createCustomerNotes>;
