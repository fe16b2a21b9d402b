export { recordAudit } from './audit-log';
export type { AuditEntryInput } from './audit-log';
