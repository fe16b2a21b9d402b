import type { AuditEntry } from '@vastra/domain/api';
import { ADMIN_PAGE_SIZE_DEFAULT, BACK_OFFICE_MESSAGES as M } from '@vastra/domain/back-office';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../../shared/uuid';

export interface AuditFilter {
  targetType?: string | undefined;
  targetId?: string | undefined;
  staffId?: string | undefined;
  /** The id of the last entry of the previous page (entries with smaller ids follow). */
  cursor?: string | undefined;
  limit?: number | undefined;
}

/**
 * The audit log, newest first, in keyset pages on the id (stable while new entries arrive: they have
 * larger ids and never shift a page the reader is on).
 */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const limit = filter.limit ?? ADMIN_PAGE_SIZE_DEFAULT;
  const where: SQL[] = [];
  if (filter.cursor !== undefined) {
    if (!/^[1-9]\d{0,15}$/.test(filter.cursor)) throw new AppError('bad-request', M.cursorInvalid);
    where.push(lt(auditLog.id, Number(filter.cursor)));
  }
  if (filter.targetType !== undefined) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId !== undefined) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.staffId !== undefined) {
    // No row has an id that is not a UUID (and PostgreSQL would refuse to compare one).
    if (!isUuid(filter.staffId)) return { items: [], nextCursor: null };
    where.push(eq(auditLog.staffId, filter.staffId));
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      staffId: row.staffId,
      staffName: row.staffName,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
      at: row.at.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? String(last.id) : null,
  };
}
