export { recordAudit } from './audit-log';
export type { AuditEntryInput } from './audit-log';
export { listAudit } from './audit-query';
export type { AuditFilter } from './audit-query';
