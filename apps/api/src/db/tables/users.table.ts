import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    /** E.164: '+91' and ten digits. */
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** The signed-in shopper's cart lines as the browser sent them (validated, bounded). */
    cart: jsonb('cart')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when she deleted her account (docs/decisions/114-data-rights.md): the row stays for the orders that name
     * it, with her name, email, phone and password erased.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // The back office's customer search (docs/decisions/110-customers.md): by name (trigram) and by email.
  (t) => [
    index('users_full_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Every choice a shopper made about marketing messages, never rewritten (docs/decisions/114-data-rights.md): what she
 * chose, the version of the wording she saw, when and from where. Her present choice is her latest row.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    granted: boolean('granted').notNull(),
    version: text('version').notNull(),
    /** Where she chose: 'profile' (the storefront's profile page). */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marketing_consents_user_idx').on(t.userId, t.createdAt)],
);
