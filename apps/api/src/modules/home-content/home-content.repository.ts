import { and, eq } from 'drizzle-orm';
import type { HomeContent } from '@vastra/domain/catalog';
import type { Db } from '../../db/client';
import { homeContent } from '../../db/schema';

const ROW_ID = 1;

/** The saved home, or undefined when the shop has its defaults. One statement. */
export async function readHomeRow(
  db: Db,
): Promise<{ content: HomeContent; version: number; updatedAt: Date } | undefined> {
  const [row] = await db
    .select({ content: homeContent.content, version: homeContent.version, updatedAt: homeContent.updatedAt })
    .from(homeContent)
    .where(eq(homeContent.id, ROW_ID));
  return row ? { ...row, content: row.content as HomeContent } : undefined;
}

/**
 * Saves the home over version `expected` (0: the defaults, no row yet) as `expected + 1`; false when another save
 * got there first (the row's version is not `expected` any more). One statement.
 */
export async function writeHomeRow(tx: Db, expected: number, content: HomeContent, now: Date): Promise<boolean> {
  const next = { content, version: expected + 1, updatedAt: now };
  if (expected === 0) {
    const inserted = await tx
      .insert(homeContent)
      .values({ id: ROW_ID, ...next })
      .onConflictDoNothing()
      .returning({ id: homeContent.id });
    return inserted.length === 1;
  }
  const updated = await tx
    .update(homeContent)
    .set(next)
    .where(and(eq(homeContent.id, ROW_ID), eq(homeContent.version, expected)))
    .returning({ id: homeContent.id });
  return updated.length === 1;
}

/** Back to the defaults: the row goes. One statement. */
export async function deleteHomeRow(tx: Db): Promise<void> {
  await tx.delete(homeContent).where(eq(homeContent.id, ROW_ID));
}
