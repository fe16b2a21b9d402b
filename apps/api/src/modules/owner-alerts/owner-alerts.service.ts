import {
  ALERT_CHANNELS,
  ALERT_KINDS,
  ALERT_TEXTS as T,
  ALERTS_PER_MEMBER_HOUR,
  DEFAULT_ALERT_SETTINGS,
  DIGEST_HOUR_IST,
  RECENT_ALERTS_MAX,
  alertTextVariables,
  digestLines,
  digestVariable,
  type AlertKind,
  type OwnerAlert,
} from '@vastra/domain/alerts';
import type { AdminAlert, AlertChannelOption, AlertSettings, AlertSettingsBody } from '@vastra/domain/api';
import { renderOrderMessage } from '@vastra/domain/notifications';
import { IST_OFFSET_MINUTES } from '@vastra/domain/time';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { Clock } from '../../shared/clock';
import type { IdentityLog, TransactionalOutcome, TransactionalSender } from '../identity';
import type { EmailSender } from './email-sender.port';
import {
  ownerAlertsRepository as repo,
  type AlertRecipient,
  type SendChannel,
  type SendSubject,
} from './owner-alerts.repository';

export interface OwnerAlertsDeps {
  db: Db;
  clock: Clock;
  rateLimiter: RateLimiter;
  /** The shop's SMS sender, its WhatsApp sender when one is on, its email sender when one is set up. */
  senders: { sms: TransactionalSender; whatsapp: TransactionalSender | null; email: EmailSender | null };
  shopName: string;
  publicUrl: string;
  log: IdentityLog;
}

/** A message to send: its text for SMS and WhatsApp (a template's), and its email. */
interface Outgoing {
  event: 'owner_alert' | 'owner_digest';
  variables: Record<string, string>;
  body: string;
  subject: string;
  text: string;
}

const DAY_MS = 86_400_000;
/** How far back the watch looks for payments and jobs that need someone (it runs every minute). */
export const WATCH_WINDOW_MS = 2 * DAY_MS;

const known = <T extends string>(all: readonly T[], values: readonly string[]): T[] =>
  all.filter((value) => values.includes(value));

/**
 * The team's alerts (docs/decisions/131-owner-alerts.md): each raised once (its key), sent to each member who chose
 * its kind once per channel (a send's row is written before it is sent), at most ALERTS_PER_MEMBER_HOUR per member
 * and channel (the rest are kept as skipped: they stay in the back office's list and the digest); and the daily
 * digest from DIGEST_HOUR_IST, once per member, day and channel.
 */
export function createOwnerAlerts(deps: OwnerAlertsDeps) {
  const { db, clock, senders, log } = deps;
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  function options(): AlertChannelOption[] {
    const reasons: Record<string, string | null> = {
      sms: null,
      whatsapp: senders.whatsapp ? null : T.whatsappOff,
      email: senders.email ? null : T.emailOff,
      browser: null,
    };
    return ALERT_CHANNELS.map((channel) => ({
      channel,
      available: reasons[channel] === null,
      reason: reasons[channel] ?? null,
    }));
  }

  async function settingsOf(staffId: string) {
    const stored = await repo.settingsOf(db, staffId);
    if (!stored)
      return { ...DEFAULT_ALERT_SETTINGS, kinds: [...ALERT_KINDS], channels: [...DEFAULT_ALERT_SETTINGS.channels] };
    return {
      kinds: known(ALERT_KINDS, stored.kinds),
      channels: known(ALERT_CHANNELS, stored.channels),
      email: stored.email,
      digest: stored.digest,
    };
  }

  async function withinHour(staffId: string, channel: SendChannel): Promise<boolean> {
    try {
      await deps.rateLimiter.consume([
        {
          bucket: `owner-alerts:${staffId}:${channel}:hour`,
          limit: ALERTS_PER_MEMBER_HOUR,
          windowSeconds: 3600,
          message: 'alerts per member per hour',
        },
      ]);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.kind === 'too-many-requests') return false;
      throw error;
    }
  }

  async function sendBy(channel: SendChannel, to: AlertRecipient, message: Outgoing): Promise<TransactionalOutcome> {
    if (channel === 'email') {
      if (!senders.email) return { ok: false, transient: false, reason: T.emailOff };
      if (!to.email) return { ok: false, transient: false, reason: T.emailNeeded };
      return senders.email.send({ to: to.email, subject: message.subject, text: message.text }, log);
    }
    const sender = channel === 'sms' ? senders.sms : senders.whatsapp;
    if (!sender) return { ok: false, transient: false, reason: T.whatsappOff };
    const { event, variables, body } = message;
    return sender.sendTransactional({ channel, to: to.phone, event, variables, body }, log);
  }

  /** Sends `message` to `to` by each channel they chose, each once for `subject`; never throws. */
  async function deliver(subject: SendSubject, to: AlertRecipient, message: Outgoing): Promise<void> {
    for (const channel of known(['sms', 'whatsapp', 'email'] as const, to.channels)) {
      try {
        const sendId = await repo.claimSend(db, { ...subject, staffId: to.staffId, channel }, clock.now());
        if (sendId === null) continue;
        if (!(await withinHour(to.staffId, channel))) {
          const reason = `skipped: ${ALERTS_PER_MEMBER_HOUR} alerts in an hour`;
          await repo.finishSend(db, sendId, { status: 'skipped', reason });
          continue;
        }
        const outcome = await sendBy(channel, to, message).catch((err: unknown) => ({
          ok: false as const,
          transient: true,
          reason: err instanceof Error ? err.message : 'unknown error',
        }));
        await repo.finishSend(
          db,
          sendId,
          outcome.ok
            ? { status: 'sent', ...(outcome.providerId ? { providerId: outcome.providerId } : {}) }
            : { status: 'failed', reason: outcome.reason.slice(0, 500) },
        );
      } catch (err) {
        log.error({ err, staffId: to.staffId, channel }, 'alert not sent');
      }
    }
  }

  function alertMessage(alert: OwnerAlert): Outgoing {
    const text = renderOrderMessage('owner_alert', alertTextVariables(alert), deps.shopName, publicUrl);
    return {
      event: 'owner_alert',
      variables: text.variables,
      body: text.body,
      subject: `${deps.shopName}: ${alert.title}`,
      text: `${alert.title}\n${alert.detail}\n\n${T.emailOpen}: ${publicUrl}${alert.path}\n`,
    };
  }

  /** The day in India (YYYY-MM-DD) and its hour, at `at`. */
  function indiaTime(at: Date): { day: string; hour: number } {
    const local = new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000);
    return { day: local.toISOString().slice(0, 10), hour: local.getUTCHours() };
  }

  return {
    options,

    /** The signed-in member's choices and the channels the shop has set up. */
    async settings(member: { id: string; phone: string }): Promise<AlertSettings> {
      return { ...(await settingsOf(member.id)), phone: member.phone, options: options() };
    },

    /** Saves the member's choices: 422 for a channel the shop has not set up. */
    async saveSettings(member: { id: string; phone: string }, body: AlertSettingsBody): Promise<AlertSettings> {
      const off = options().find((option) => !option.available && body.channels.includes(option.channel));
      if (off) throw new AppError('unprocessable', off.reason ?? T.emailOff, { field: 'channels' });
      const email = body.email === null || body.email === '' ? null : body.email;
      await repo.saveSettings(
        db,
        member.id,
        { kinds: [...new Set(body.kinds)], channels: [...new Set(body.channels)], email, digest: body.digest },
        clock.now(),
      );
      return this.settings(member);
    },

    /** The member's recent alerts of the kinds they chose, newest first. */
    async recent(staffId: string, after: number | undefined): Promise<AdminAlert[]> {
      const { kinds } = await settingsOf(staffId);
      const rows = await repo.recent(db, kinds, after, RECENT_ALERTS_MAX);
      return rows.map((row) => ({ ...row, kind: row.kind as AlertKind, at: row.at.toISOString() }));
    },

    /**
     * Raises an alert: kept once by its key, and sent to each member who chose its kind. Idempotent: raised again
     * (a reaction run twice), it sends only what was not sent before.
     */
    async raise(alert: OwnerAlert): Promise<void> {
      const { id } = await repo.raise(db, alert, clock.now());
      const message = alertMessage(alert);
      for (const to of await repo.recipients(db, alert.kind)) await deliver({ alertId: id }, to, message);
    },

    /**
     * The daily digest: from DIGEST_HOUR_IST in India, each member who takes it gets the 24 hours before that hour's
     * alerts of the kinds they chose, once per day and channel; a day without any sends nothing.
     */
    async sendDigests(): Promise<void> {
      const now = clock.now();
      const { day, hour } = indiaTime(now);
      if (hour < DIGEST_HOUR_IST) return;
      const members = await repo.digestRecipients(db);
      if (members.length === 0) return;
      const end = new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MINUTES * 60_000 + DIGEST_HOUR_IST * 3_600_000);
      const counts = await repo.countsBetween(db, new Date(end.getTime() - DAY_MS), end);
      for (const member of members) {
        const chosen = known(ALERT_KINDS, member.kinds);
        const theirs = Object.fromEntries(chosen.map((kind) => [kind, counts[kind] ?? 0]));
        const lines = digestLines(theirs);
        if (lines.length === 0) continue; // a quiet day sends nothing
        const text = renderOrderMessage('owner_digest', { detail: digestVariable(theirs) }, deps.shopName, publicUrl);
        await deliver({ digestDay: day }, member, {
          event: 'owner_digest',
          variables: text.variables,
          body: text.body,
          subject: T.digestSubject(deps.shopName),
          text: `${lines.join('\n')}\n\n${T.emailOpen}: ${publicUrl}/admin\n`,
        });
      }
    },
  };
}

export type OwnerAlerts = ReturnType<typeof createOwnerAlerts>;
