import type { AdminMessage, AdminMessagesQuery, AdminMessagesResponse, UpdateMessageBody } from '@vastra/domain/api';
import { ADMIN_PAGE_SIZE_DEFAULT } from '@vastra/domain/back-office';
import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages as m } from '../../db/schema';
import type { StaffUser } from '../../plugins/authenticate';
import { likeContains, olderThan, timeCursor, type TimeCursor } from '../../shared/list-query';
import { recordAudit } from '../audit';

// The back office's inbox: the shop's contact messages, newest first, in keyset pages on (created_at, id).

/** A message's columns as the inbox answers it (the conversation reads the same). */
export const messageColumns = {
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  createdAt: m.createdAt,
  readAt: m.readAt,
  handledAt: m.handledAt,
  handledBy: m.handledBy,
  note: m.staffNote,
  // Her account, as her customer page finds her messages: the one she wrote from signed in, else by the email, case
  // aside (customer-detail.repository.ts). Written out with the table's name: drizzle leaves a column of the outer
  // table unqualified, which inside the subquery would read the users' own email.
  customerId: sql<string | null>`coalesce(contact_messages.user_id, (
    select u.id from users u
    where lower(u.email) = lower(contact_messages.email) and u.deleted_at is null
    order by u.created_at desc, u.id limit 1))`,
  micros: sql<string>`((extract(epoch from ${m.createdAt}) * 1000000)::bigint)::text`,
};

interface Row {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  readAt: Date | null;
  handledAt: Date | null;
  handledBy: string | null;
  note: string;
  customerId: string | null;
  micros: string;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toMessage({ micros: _, ...row }: Row): AdminMessage {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    readAt: iso(row.readAt),
    handledAt: iso(row.handledAt),
  };
}

const STATUS: Record<AdminMessagesQuery['status'], SQL | undefined> = {
  unread: isNull(m.readAt),
  open: isNull(m.handledAt),
  handled: isNotNull(m.handledAt),
  all: undefined,
};

/** One page of messages and the inbox's counts (unread, open) whatever the filter. */
export async function listMessages(
  db: Db,
  filter: { status: AdminMessagesQuery['status']; q?: string | undefined },
  page: { cursor?: TimeCursor | undefined; limit?: number | undefined },
): Promise<AdminMessagesResponse> {
  const limit = page.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
  const where: (SQL | undefined)[] = [STATUS[filter.status]];
  if (filter.q) {
    const text = likeContains(filter.q);
    where.push(
      or(
        sql`${m.name} ilike ${text} escape '\\'`,
        sql`${m.email} ilike ${text} escape '\\'`,
        sql`${m.message} ilike ${text} escape '\\'`,
      ),
    );
  }
  if (page.cursor) {
    where.push(olderThan(m.createdAt, m.id, page.cursor));
  }
  const [rows, [counts]] = await Promise.all([
    db
      .select(messageColumns)
      .from(m)
      .where(and(...where))
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(limit + 1),
    db
      .select({
        unread: sql<number>`(count(*) filter (where ${m.readAt} is null))::int`,
        open: sql<number>`(count(*) filter (where ${m.handledAt} is null))::int`,
      })
      .from(m),
  ]);
  const more = rows.length > limit;
  const pageRows = more ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toMessage),
    nextCursor: more && last ? timeCursor({ micros: last.micros, id: last.id }) : null,
    counts: { unread: Number(counts?.unread ?? 0), open: Number(counts?.open ?? 0) },
  };
}

/**
 * Marks a message read or unread, handled (by this member of staff) or open again, and sets its note, under a
 * row lock; handling a message also marks it read. Writes `message.update` to the audit log when something changed
 * (a repeated call changes nothing and answers the message as it is). Null when there is no such message.
 */
export async function updateMessage(
  db: Db,
  staff: StaffUser,
  id: string,
  body: UpdateMessageBody,
  now: Date,
): Promise<AdminMessage | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select(messageColumns).from(m).where(eq(m.id, id)).for('update');
    if (!row) return null;
    const next = { readAt: row.readAt, handledAt: row.handledAt, handledBy: row.handledBy, note: row.note };
    if (body.read === true) next.readAt ??= now;
    if (body.read === false) next.readAt = null;
    if (body.handled === true && !next.handledAt) {
      next.handledAt = now;
      next.handledBy = staff.fullName;
      next.readAt ??= now;
    }
    if (body.handled === false) {
      next.handledAt = null;
      next.handledBy = null;
    }
    if (body.note !== undefined) next.note = body.note;
    const before = { readAt: row.readAt, handledAt: row.handledAt, handledBy: row.handledBy, note: row.note };
    const changed = (Object.keys(next) as (keyof typeof next)[]).some(
      (k) => String(next[k]?.valueOf() ?? null) !== String(before[k]?.valueOf() ?? null),
    );
    if (!changed) return toMessage(row);
    const [updated] = await tx
      .update(m)
      .set({ readAt: next.readAt, handledAt: next.handledAt, handledBy: next.handledBy, staffNote: next.note })
      .where(eq(m.id, id))
      .returning(messageColumns);
    if (!updated) return null;
    const audited = (v: typeof before) => ({
      readAt: iso(v.readAt),
      handledAt: iso(v.handledAt),
      handledBy: v.handledBy,
      note: v.note,
    });
    await recordAudit(tx, staff, {
      action: 'message.update',
      targetType: 'contact_message',
      targetId: id,
      before: audited(before),
      after: audited(next),
    });
    return toMessage(updated);
  });
}
