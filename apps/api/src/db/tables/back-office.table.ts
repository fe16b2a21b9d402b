import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.table';

// The back office's own tables: staff and their sessions (separate from shoppers'), the second factor's
// challenges, invitations, the audit log, uploaded photos and recorded stock changes.

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A member of staff. `password_hash` is null until an invitation is accepted; removed staff are deleted. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164: '+91' and ten digits. */
    phone: text('phone').notNull().unique(),
    fullName: text('full_name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash'),
    /** Set when the member's wrong sign-in codes reach the daily cap; only an owner clears it (unlock). */
    codeLockedAt: ts('code_locked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('staff_role_known', sql`${t.role} in ('owner', 'manager', 'packer')`)],
);

/** A staff session: the SHA-256 of its bearer token, shorter-lived than a shopper's, revocable. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * A device that completed a sign-in (password and code): the SHA-256 of the token kept in its httpOnly cookie.
 * Its correct password reaches the code step even while others' wrong passwords hold the phone's limit.
 */
export const staffDevices = pgTable(
  'staff_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_devices_staff_idx').on(t.staffId)],
);

/** The second factor: a code sent by SMS after the right password, checked once. */
export const staffChallenges = pgTable(
  'staff_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_challenges_staff_idx').on(t.staffId, t.createdAt)],
);

/** An invitation to set a password: the SHA-256 of the link's token, single use. */
export const staffInvites = pgTable('staff_invites', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Every staff action: who (kept as a name too, so the entry outlives the account), what, on which
 * record, the record before and after. Append-only.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: text('staff_name'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId, t.id)],
);

/**
 * An uploaded product photo. Its derivatives live in the media storage under `storage_key`
 * (`{key}/{width}.avif|webp|jpg`); `url` is the JPEG fallback the storefront lists in `products.images`.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    position: smallint('position').notNull().default(0),
    bytes: integer('bytes').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** One recorded change of a size's stock made in the back office (by hand or by import). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: text('staff_name'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.id)],
);
