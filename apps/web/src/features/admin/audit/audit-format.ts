import { formatDateTimeIN } from '@vastra/domain/time';

/** What each kind of record is called in the activity log; the filter offers these. */
export const TARGET_TYPE_NAMES: Record<string, string> = {
  staff: 'Staff',
  product: 'Product',
  image: 'Photo',
  stock: 'Stock',
};

/**
 * Readable names of the actions the API records; others are read from their code
 * ('stock.imported' → 'Stock imported').
 */
const ACTION_NAMES: Record<string, string> = {
  'staff.created': 'Created the owner account',
  'staff.invited': 'Invited a member of staff',
  'staff.invite_accepted': 'Accepted the invitation',
  'staff.role_changed': 'Changed a role',
  'staff.removed': 'Removed a member of staff',
  'product.created': 'Created a product',
  'product.updated': 'Edited a product',
  'product.deleted': 'Deleted a product',
  'image.uploaded': 'Uploaded a photo',
  'image.deleted': 'Deleted a photo',
  'images.updated': 'Reordered photos',
  'stock.changed': 'Changed stock',
  'stock.imported': 'Imported stock',
};

function sentenceCase(words: string): string {
  const text = words.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function actionName(action: string): string {
  return ACTION_NAMES[action] ?? sentenceCase(action.replace(/[._-]+/g, ' ').toLowerCase());
}

export function targetTypeName(type: string): string {
  return TARGET_TYPE_NAMES[type] ?? sentenceCase(type.replace(/[._-]+/g, ' '));
}

/** When, as the shop reads it: en-IN, India's time ('23 Nov 2026, 9:45 pm'). */
export function auditTime(at: string): string {
  return formatDateTimeIN(at) ?? at;
}

export type FieldChange = { field: string; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function show(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields an action changed, before → after: only those that differ. A record created (nothing
 * before) or deleted (nothing after) lists all its fields against '—'.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  if (!isRecord(before) && !isRecord(after)) {
    return show(before) === show(after) ? [] : [{ field: 'value', before: show(before), after: show(after) }];
  }
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, before: show(from[field]), after: show(to[field]) }));
}
