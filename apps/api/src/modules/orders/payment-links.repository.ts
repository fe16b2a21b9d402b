import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { paymentLinks, productVariants } from '../../db/schema';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

/** A held line: what the link took from stock when it was made, and gives back or to its order. */
export const HeldLine = z.object({ productId: z.string(), size: z.string(), quantity: z.number().int().positive() });
export type HeldLine = z.infer<typeof HeldLine>;
const HeldLines = z.array(HeldLine);

/** The stock a link holds, by statement: a line with no such size, or short of stock, takes nothing (false). */
async function takeStock(tx: Db, line: HeldLine): Promise<boolean> {
  const taken = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
    .where(
      and(
        eq(productVariants.productId, line.productId),
        eq(productVariants.size, line.size),
        sql`${productVariants.stock} >= ${line.quantity}`,
      ),
    )
    .returning({ stock: productVariants.stock });
  return taken.length === 1;
}

async function giveBack(tx: Db, held: unknown): Promise<void> {
  for (const line of HeldLines.parse(held)) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(and(eq(productVariants.productId, line.productId), eq(productVariants.size, line.size)));
  }
}

/**
 * Drizzle queries on payment links (docs/decisions/133-payment-links.md). A link's stock moves only with its status,
 * in the same transaction and by a conditional update, so each hold is given back or given to its order once.
 */
export const paymentLinksRepository = {
  /**
   * Takes the lines' stock for a link; the first line short of it (sorted: a stable order under races) is answered,
   * and the caller's transaction must then be rolled back (some lines may have been taken).
   */
  async hold(tx: Db, lines: readonly HeldLine[]): Promise<HeldLine | null> {
    for (const line of lines) if (!(await takeStock(tx, line))) return line;
    return null;
  },

  async insert(tx: Db, row: typeof paymentLinks.$inferInsert): Promise<void> {
    await tx.insert(paymentLinks).values(row);
  },

  async find(db: Db, id: string): Promise<PaymentLinkRow | undefined> {
    const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, id));
    return row;
  },

  async findByKey(db: Db, staffId: string, idempotencyKey: string): Promise<PaymentLinkRow | undefined> {
    const [row] = await db
      .select()
      .from(paymentLinks)
      .where(and(eq(paymentLinks.staffId, staffId), eq(paymentLinks.idempotencyKey, idempotencyKey)));
    return row;
  },

  /**
   * In the order's transaction, before it takes its stock: an active link gives its held stock back and is paid.
   * An expired link gave it back already, so the order takes what is there now.
   */
  async payFromHold(tx: Db, id: string, now: Date): Promise<void> {
    const [paid] = await tx
      .update(paymentLinks)
      .set({ status: 'paid', settledAt: now })
      .where(and(eq(paymentLinks.id, id), eq(paymentLinks.status, 'active')))
      .returning({ held: paymentLinks.held });
    if (paid) await giveBack(tx, paid.held);
  },

  /** The order its payment placed (after that order committed). */
  async setOrder(db: Db, id: string, orderId: string): Promise<void> {
    await db.update(paymentLinks).set({ orderId }).where(eq(paymentLinks.id, id));
  },

  /** Ends the active links whose time is up and gives their stock back, in one transaction; the ids ended. */
  async expireDue(db: Db, now: Date): Promise<string[]> {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const ended = await tx
        .update(paymentLinks)
        .set({ status: 'expired', settledAt: now })
        .where(and(eq(paymentLinks.status, 'active'), lte(paymentLinks.expiresAt, now)))
        .returning({ id: paymentLinks.id, held: paymentLinks.held });
      for (const link of ended) await giveBack(tx, link.held);
      return ended.map((link) => link.id);
    });
  },
};
