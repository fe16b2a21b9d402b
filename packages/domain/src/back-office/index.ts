export * from './constants';
export {
  BACK_OFFICE_MESSAGES,
  JOB_TASK_LABELS,
  jobTaskLabel,
  missingPermissionMessage,
  PERMISSION_LABELS,
  ROLE_LABELS,
} from './messages';
export { BACK_OFFICE_ATTRIBUTE_MESSAGES } from './attribute-messages';
export { BACK_OFFICE_VARIANT_MESSAGES, variantProblemMessage } from './variant-messages';
export * from './variant-grid';
export { staffPasswordProblem } from './password-strength';
export * from './stock-import';
export * from './product-csv';
export type { CsvAttribute } from './product-csv-attributes';
export { BACK_OFFICE_PRODUCT_CSV_MESSAGES } from './product-csv-messages';
export { ProductDescriptionHi, ProductHsn, ProductTitleHi } from './product-fields';
export { AUDIT_AREAS, AUDIT_AREA_LABELS, AUDIT_AREA_TARGET_TYPES, type AuditArea } from './audit-areas';
export { auditActionLabel, auditChanges, auditFieldLabel, auditValue, type AuditChange } from './audit-words';
