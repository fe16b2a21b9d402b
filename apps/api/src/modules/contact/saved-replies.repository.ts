import type { SavedRepliesResponse, SavedReply, SavedReplyBody } from '@vastra/domain/api';
import { CONVERSATION_TEXTS as T, SAVED_REPLIES_MAX } from '@vastra/domain/contact';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedReplies as r } from '../../db/schema';
import { AppError } from '../../errors';
import type { StaffUser } from '../../plugins/authenticate';
import { uniqueViolation } from '../../shared/pg-errors';
import { recordAudit } from '../audit';

// The team's saved replies (docs/decisions/127-conversations.md): a title (one of each, case aside) and a text.

type Row = typeof r.$inferSelect;

const toSavedReply = (row: Row): SavedReply => ({
  id: row.id,
  title: row.title,
  text: row.body,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

const audited = (row: Row) => ({ title: row.title, text: row.body });
const notFound = () => new AppError('not-found', T.savedReplyNotFound);
const taken = () => new AppError('conflict', T.savedReplyTaken, { field: 'title' });

/** The shop's saved replies by title. */
export async function listSavedReplies(db: Db): Promise<SavedRepliesResponse> {
  const rows = await db
    .select()
    .from(r)
    .orderBy(asc(sql`lower(${r.title})`), asc(r.id));
  return { items: rows.map(toSavedReply) };
}

/** Adds one (409 when its title is taken or the shop has SAVED_REPLIES_MAX), audited. */
export async function createSavedReply(db: Db, staff: StaffUser, body: SavedReplyBody, now: Date) {
  try {
    return await db.transaction(async (tx) => {
      // One at a time, so two adds cannot both pass the count.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saved_replies'))`);
      const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(r);
      if (Number(count?.n ?? 0) >= SAVED_REPLIES_MAX) throw new AppError('conflict', T.savedRepliesFull);
      const [row] = await tx
        .insert(r)
        .values({ title: body.title, body: body.text, updatedAt: now, updatedBy: staff.fullName })
        .returning();
      if (!row) throw new Error('saved_replies: the insert returned no row');
      await recordAudit(tx, staff, {
        action: 'saved_reply.create',
        targetType: 'saved_reply',
        targetId: row.id,
        after: audited(row),
      });
      return toSavedReply(row);
    });
  } catch (err) {
    throw uniqueViolation(err) !== null ? taken() : err;
  }
}

/** Changes one's title and text, audited; a change to nothing new changes nothing. */
export async function updateSavedReply(db: Db, staff: StaffUser, id: string, body: SavedReplyBody, now: Date) {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(r).where(eq(r.id, id)).for('update');
      if (!before) throw notFound();
      if (before.title === body.title && before.body === body.text) return toSavedReply(before);
      const [row] = await tx
        .update(r)
        .set({ title: body.title, body: body.text, updatedAt: now, updatedBy: staff.fullName })
        .where(eq(r.id, id))
        .returning();
      if (!row) throw notFound();
      await recordAudit(tx, staff, {
        action: 'saved_reply.update',
        targetType: 'saved_reply',
        targetId: id,
        before: audited(before),
        after: audited(row),
      });
      return toSavedReply(row);
    });
  } catch (err) {
    throw uniqueViolation(err) !== null ? taken() : err;
  }
}

/** Removes one, audited, and answers the ones left. */
export async function deleteSavedReply(db: Db, staff: StaffUser, id: string): Promise<SavedRepliesResponse> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(r).where(eq(r.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, staff, {
      action: 'saved_reply.delete',
      targetType: 'saved_reply',
      targetId: id,
      before: audited(row),
    });
  });
  return listSavedReplies(db);
}
