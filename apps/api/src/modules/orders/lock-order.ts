import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** Locks an order's row for the rest of the transaction (cancel, refund, book, NDR and receipt take it first). */
export async function lockOrder(tx: Db, id: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}
