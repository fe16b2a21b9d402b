import { z } from 'zod';
import { ALERT_CHANNELS, ALERT_EMAIL_MAX, ALERT_KINDS, ALERT_TEXTS as T, isAlertEmail } from '../alerts';
import { IsoDateTime } from './common';

// The team's alerts (docs/decisions/131-owner-alerts.md): each member's choices, and the recent alerts.

/** A channel of the member's choosing, and why it cannot be chosen when the shop has not set it up. */
export const AlertChannelOption = z.object({
  channel: z.enum(ALERT_CHANNELS),
  available: z.boolean(),
  reason: z.string().nullable(),
});
export type AlertChannelOption = z.infer<typeof AlertChannelOption>;

/** GET and PUT /api/admin/alert-settings: what the signed-in member is told about, and how. */
export const AlertSettings = z.object({
  kinds: z.array(z.enum(ALERT_KINDS)),
  channels: z.array(z.enum(ALERT_CHANNELS)),
  email: z.string().nullable(),
  digest: z.boolean(),
  /** Where texts and WhatsApp messages go: the member's own phone. */
  phone: z.string(),
  options: z.array(AlertChannelOption),
});
export type AlertSettings = z.infer<typeof AlertSettings>;

/** PUT /api/admin/alert-settings: an email address is needed for email alerts, and a digest needs a channel. */
export const AlertSettingsBody = z
  .strictObject({
    kinds: z.array(z.enum(ALERT_KINDS)).max(ALERT_KINDS.length),
    channels: z.array(z.enum(ALERT_CHANNELS)).max(ALERT_CHANNELS.length),
    email: z
      .string()
      .max(ALERT_EMAIL_MAX, { error: T.emailInvalid })
      .trim()
      .refine((value) => value === '' || isAlertEmail(value), { error: T.emailInvalid })
      .nullable(),
    digest: z.boolean(),
  })
  .refine((body) => !body.channels.includes('email') || (body.email ?? '') !== '', {
    error: T.emailNeeded,
    path: ['email'],
  })
  .refine((body) => !body.digest || body.channels.some((c) => c !== 'browser'), {
    error: T.digestNeedsChannel,
    path: ['digest'],
  });
export type AlertSettingsBody = z.infer<typeof AlertSettingsBody>;

/** One alert as the back office lists it (and the browser shows it). */
export const AdminAlert = z.object({
  /** Increasing: a newer alert has a larger id. */
  id: z.number().int().positive(),
  kind: z.enum(ALERT_KINDS),
  title: z.string(),
  detail: z.string(),
  /** Its back-office page ('/admin/orders/…'). */
  path: z.string(),
  at: IsoDateTime,
});
export type AdminAlert = z.infer<typeof AdminAlert>;

/** GET /api/admin/alerts: `after`, the newest id the browser has seen, lists only those after it. */
export const AdminAlertsQuery = z.strictObject({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type AdminAlertsQuery = z.infer<typeof AdminAlertsQuery>;

/** The member's recent alerts of the kinds they chose, newest first (RECENT_ALERTS_MAX at most). */
export const AdminAlertsResponse = z.object({ alerts: z.array(AdminAlert) });
export type AdminAlertsResponse = z.infer<typeof AdminAlertsResponse>;
