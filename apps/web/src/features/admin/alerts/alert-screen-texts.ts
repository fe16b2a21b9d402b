import { ALERT_TEXTS as T } from '@vastra/domain/alerts';

/** The Alerts screen's own texts (the rest are the domain's ALERT_TEXTS, shared with the API). */
export const ALERT_SCREEN_TEXTS = {
  loadingSettings: 'Loading your alert settings',
  loadingRecent: 'Loading the recent alerts',
  /** Under SMS and WhatsApp: where they go. */
  phoneHint: (phone: string) => `To ${phone}. ${T.smsNote}`,
};
