import type { AuditEntry } from '@vastra/domain/api';
import { AFTER_SALE_MESSAGES } from '@vastra/domain/after-sale';
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  AUDIT_AREA_TARGET_TYPES,
  BACK_OFFICE_MESSAGES as M,
  type AuditArea,
} from '@vastra/domain/back-office';
import { shortOrderId } from '@vastra/domain/orders';
import { IST_OFFSET_MINUTES } from '@vastra/domain/time';
import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, products, staff } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../../shared/uuid';

export interface AuditFilter {
  targetType?: string | undefined;
  targetId?: string | undefined;
  staffId?: string | undefined;
  area?: AuditArea | undefined;
  /** IST calendar days, `YYYY-MM-DD`, both included. */
  from?: string | undefined;
  to?: string | undefined;
  /** The id of the last entry of the previous page (entries with smaller ids follow). */
  cursor?: string | undefined;
  limit?: number | undefined;
}

const DAY_MS = 86_400_000;
/** Kinds of record whose target id is a product's. */
const PRODUCT_TARGETS = new Set(['product', 'stock']);

type AuditRow = typeof auditLog.$inferSelect;

/** The instant an IST calendar day ('YYYY-MM-DD') starts: India keeps +05:30 all year. */
function istDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - IST_OFFSET_MINUTES * 60_000);
}

/** The UUID target ids of the page's entries about one kind of record. */
const targetIds = (rows: AuditRow[], kinds: ReadonlySet<string>): string[] => [
  ...new Set(
    rows.flatMap((row) => (kinds.has(row.targetType) && row.targetId && isUuid(row.targetId) ? [row.targetId] : [])),
  ),
];

const STAFF_TARGETS: ReadonlySet<string> = new Set(['staff']);

/**
 * The current names of the page's records: products' titles and staff members' names, by id (a deleted product has
 * none: its entry shows its id; a removed member's name is read from the entry itself).
 */
async function targetNames(db: Db, rows: AuditRow[]): Promise<Map<string, string>> {
  const productIds = targetIds(rows, PRODUCT_TARGETS);
  const staffIds = targetIds(rows, STAFF_TARGETS);
  const [titles, members] = await Promise.all([
    productIds.length === 0
      ? []
      : db.select({ id: products.id, name: products.title }).from(products).where(inArray(products.id, productIds)),
    staffIds.length === 0
      ? []
      : db.select({ id: staff.id, name: staff.fullName }).from(staff).where(inArray(staff.id, staffIds)),
  ]);
  return new Map([...titles, ...members].map((found) => [found.id, found.name]));
}

/** A `fullName` the entry recorded (a member's record before or after the change). */
function recordedName(row: AuditRow): string | null {
  for (const state of [row.after, row.before]) {
    if (typeof state === 'object' && state !== null && 'fullName' in state && typeof state.fullName === 'string') {
      return state.fullName;
    }
  }
  return null;
}

/** How people name an entry's record: an order's short id, a product's title, a staff member's name. */
function targetLabel(row: AuditRow, names: Map<string, string>): string | null {
  if (!row.targetId) return null;
  if (row.targetType === 'order' && isUuid(row.targetId)) return shortOrderId(row.targetId);
  if (PRODUCT_TARGETS.has(row.targetType)) return names.get(row.targetId) ?? null;
  if (STAFF_TARGETS.has(row.targetType)) return names.get(row.targetId) ?? recordedName(row);
  return null;
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
  if (filter.from && filter.to && filter.from > filter.to) {
    throw new AppError('bad-request', `from: ${AFTER_SALE_MESSAGES.dateRangeInvalid}`, { field: 'from' });
  }
  if (filter.from) where.push(gte(auditLog.at, istDayStart(filter.from)));
  if (filter.to) where.push(lt(auditLog.at, new Date(istDayStart(filter.to).getTime() + DAY_MS)));
  if (filter.area !== undefined) where.push(inArray(auditLog.targetType, [...AUDIT_AREA_TARGET_TYPES[filter.area]]));
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
  const names = await targetNames(db, page);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      staffId: row.staffId,
      staffName: row.staffName,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetLabel: targetLabel(row, names),
      before: row.before,
      after: row.after,
      at: row.at.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? String(last.id) : null,
  };
}
