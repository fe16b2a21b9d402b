import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staff } from './back-office.table';

// The team's alerts (docs/decisions/131-owner-alerts.md): each member's choices, the alerts raised (once each, by
// key) and every send of one to a member on a channel, the daily digests among them.

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A member's alert choices; a member without a row has DEFAULT_ALERT_SETTINGS (packages/domain/src/alerts). */
export const staffAlertSettings = pgTable('staff_alert_settings', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  /** ALERT_KINDS chosen. */
  kinds: text('kinds').array().notNull(),
  /** ALERT_CHANNELS chosen. */
  channels: text('channels').array().notNull(),
  email: text('email'),
  digest: boolean('digest').notNull().default(false),
  updatedAt: ts('updated_at').notNull(),
});

/** An alert, raised once: its key (domain OwnerAlert.key) names the event it is about. */
export const ownerAlerts = pgTable(
  'owner_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    path: text('path').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('owner_alerts_key_unique').on(t.key), index('owner_alerts_created_idx').on(t.createdAt)],
);

/**
 * One send to one member by one channel: of an alert (`alert_id`) or of the member's digest of a day (`digest_day`,
 * India's calendar day). Written before the send, so a second run of the same alert or digest finds it and sends
 * nothing.
 */
export const ownerAlertSends = pgTable(
  'owner_alert_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alertId: bigint('alert_id', { mode: 'number' }).references(() => ownerAlerts.id, { onDelete: 'cascade' }),
    digestDay: date('digest_day'),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** 'sending' | 'sent' | 'failed' | 'skipped' (past ALERTS_PER_MEMBER_HOUR). */
    status: text('status').notNull(),
    reason: text('reason'),
    providerId: text('provider_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('owner_alert_sends_alert_once').on(t.alertId, t.staffId, t.channel),
    uniqueIndex('owner_alert_sends_digest_once').on(t.digestDay, t.staffId, t.channel),
    index('owner_alert_sends_staff_idx').on(t.staffId),
    check('owner_alert_sends_one_subject', sql`(${t.alertId} is null) <> (${t.digestDay} is null)`),
    check('owner_alert_sends_status', sql`${t.status} in ('sending', 'sent', 'failed', 'skipped')`),
    check('owner_alert_sends_channel', sql`${t.channel} in ('sms', 'whatsapp', 'email')`),
  ],
);
