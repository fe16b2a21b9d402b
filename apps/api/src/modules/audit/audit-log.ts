import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { StaffUser } from '../../plugins/authenticate';

/** One staff action: what was done to which record, and the record before and after (null when absent). */
export interface AuditEntryInput {
  /** A verb phrase in dotted form: `product.create`, `product.update`, `stock.set`, `staff.invite`… */
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit entry. Call it inside the transaction of the change it records, so the log and the
 * change commit (or roll back) together. `by` is null for actions of the system (the owner:create command).
 */
export async function recordAudit(tx: Db, by: Pick<StaffUser, 'id' | 'fullName'> | null, entry: AuditEntryInput) {
  await tx.insert(auditLog).values({
    staffId: by?.id ?? null,
    staffName: by?.fullName ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
