import type { AlertKind, OwnerAlert } from '@vastra/domain/alerts';
import { and, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownerAlerts, ownerAlertSends, staff, staffAlertSettings } from '../../db/schema';

/** A member's choices as stored (a member without a row has the domain's defaults). */
export interface StoredAlertSettings {
  kinds: string[];
  channels: string[];
  email: string | null;
  digest: boolean;
}

/** A member who takes an alert: where texts and emails go, and by which channels. */
export interface AlertRecipient {
  staffId: string;
  phone: string;
  channels: string[];
  email: string | null;
}

export type SendChannel = 'sms' | 'whatsapp' | 'email';
export type SendSubject = { alertId: number } | { digestDay: string };

/** Drizzle queries of the alerts; no rules here. */
export const ownerAlertsRepository = {
  async settingsOf(db: Db, staffId: string): Promise<StoredAlertSettings | undefined> {
    const [row] = await db
      .select({
        kinds: staffAlertSettings.kinds,
        channels: staffAlertSettings.channels,
        email: staffAlertSettings.email,
        digest: staffAlertSettings.digest,
      })
      .from(staffAlertSettings)
      .where(eq(staffAlertSettings.staffId, staffId));
    return row;
  },

  async saveSettings(db: Db, staffId: string, settings: StoredAlertSettings, at: Date): Promise<void> {
    const values = { ...settings, updatedAt: at };
    await db
      .insert(staffAlertSettings)
      .values({ staffId, ...values })
      .onConflictDoUpdate({ target: staffAlertSettings.staffId, set: values });
  },

  /** The alert's row: written when its key is new, else the one written before (raised twice, kept once). */
  async raise(db: Db, alert: OwnerAlert, at: Date): Promise<{ id: number; createdAt: Date }> {
    const [inserted] = await db
      .insert(ownerAlerts)
      .values({ ...alert, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: ownerAlerts.id, createdAt: ownerAlerts.createdAt });
    if (inserted) return inserted;
    const [existing] = await db
      .select({ id: ownerAlerts.id, createdAt: ownerAlerts.createdAt })
      .from(ownerAlerts)
      .where(eq(ownerAlerts.key, alert.key));
    if (!existing) throw new Error(`owner_alerts: no row for ${alert.key}`);
    return existing;
  },

  /** The members who chose `kind` and a channel that sends (the browser's are read by the back office). */
  async recipients(db: Db, kind: AlertKind): Promise<AlertRecipient[]> {
    return db
      .select({
        staffId: staff.id,
        phone: staff.phone,
        channels: staffAlertSettings.channels,
        email: staffAlertSettings.email,
      })
      .from(staffAlertSettings)
      .innerJoin(staff, eq(staff.id, staffAlertSettings.staffId))
      .where(
        and(
          sql`${kind} = any(${staffAlertSettings.kinds})`,
          sql`${staffAlertSettings.channels} && array['sms', 'whatsapp', 'email']::text[]`,
        ),
      );
  },

  /** The members who take the daily digest, with the kinds they chose. */
  async digestRecipients(db: Db): Promise<(AlertRecipient & { kinds: string[] })[]> {
    return db
      .select({
        staffId: staff.id,
        phone: staff.phone,
        channels: staffAlertSettings.channels,
        email: staffAlertSettings.email,
        kinds: staffAlertSettings.kinds,
      })
      .from(staffAlertSettings)
      .innerJoin(staff, eq(staff.id, staffAlertSettings.staffId))
      .where(eq(staffAlertSettings.digest, true));
  },

  /** The send's row, written before sending: its id, or null when this send was written before (sent once). */
  async claimSend(
    db: Db,
    send: SendSubject & { staffId: string; channel: SendChannel },
    at: Date,
  ): Promise<number | null> {
    const [row] = await db
      .insert(ownerAlertSends)
      .values({ ...send, status: 'sending', createdAt: at })
      .onConflictDoNothing()
      .returning({ id: ownerAlertSends.id });
    return row?.id ?? null;
  },

  async finishSend(
    db: Db,
    id: number,
    outcome: { status: 'sent' | 'failed' | 'skipped'; reason?: string; providerId?: string },
  ): Promise<void> {
    await db
      .update(ownerAlertSends)
      .set({ status: outcome.status, reason: outcome.reason ?? null, providerId: outcome.providerId ?? null })
      .where(eq(ownerAlertSends.id, id));
  },

  /** Alerts of `kinds`, newest first; only those after `after` when given. */
  async recent(db: Db, kinds: readonly string[], after: number | undefined, limit: number) {
    if (kinds.length === 0) return [];
    return db
      .select({
        id: ownerAlerts.id,
        kind: ownerAlerts.kind,
        title: ownerAlerts.title,
        detail: ownerAlerts.detail,
        path: ownerAlerts.path,
        at: ownerAlerts.createdAt,
      })
      .from(ownerAlerts)
      .where(
        and(
          sql`${ownerAlerts.kind} = any(${sql.param([...kinds])}::text[])`,
          after === undefined ? undefined : gt(ownerAlerts.id, after),
        ),
      )
      .orderBy(desc(ownerAlerts.id))
      .limit(limit);
  },

  /** How many alerts of each kind were raised in [from, to). */
  async countsBetween(db: Db, from: Date, to: Date): Promise<Partial<Record<string, number>>> {
    const rows = await db
      .select({ kind: ownerAlerts.kind, n: sql<number>`count(*)::int` })
      .from(ownerAlerts)
      .where(and(gte(ownerAlerts.createdAt, from), lt(ownerAlerts.createdAt, to)))
      .groupBy(ownerAlerts.kind);
    return Object.fromEntries(rows.map((row) => [row.kind, row.n]));
  },

  /** Payments kept for staff and not yet settled, found since `since`. */
  async openPaymentAttention(db: Db, since: Date) {
    const result = await db.execute(sql`
      select id, amount_paise::bigint as "amountPaise", reason
        from payment_attention
       where resolved_at is null and created_at >= ${since.toISOString()}::timestamptz`);
    return (result as { rows: { id: string; amountPaise: string | number; reason: string }[] }).rows;
  },

  /** Jobs that gave up (dead) since `since`. */
  async deadJobs(db: Db, since: Date) {
    const result = await db.execute(sql`
      select id, task, attempts, updated_at as "failedAt"
        from jobs
       where state = 'dead' and updated_at >= ${since.toISOString()}::timestamptz`);
    return (result as { rows: { id: string; task: string; attempts: number; failedAt: string | Date }[] }).rows;
  },

  /** What an alert about an order says: its total, how it is paid, where it goes. */
  async orderFacts(db: Db, orderId: string) {
    const result = await db.execute(sql`
      select total_paise as "totalPaise", payment_mode as "paymentMode", city
        from orders where id = ${orderId}::uuid`);
    const [row] = (result as { rows: { totalPaise: number; paymentMode: string; city: string }[] }).rows;
    return row;
  },

  async productTitle(db: Db, productId: string): Promise<string | undefined> {
    const result = await db.execute(sql`select title from products where id = ${productId}::uuid`);
    return (result as { rows: { title: string }[] }).rows[0]?.title;
  },
};
