import type { OfferState } from '@vastra/domain/api';
import { formatDateTimeIN } from '@vastra/domain/time';
import type { BadgeTone } from '../../../components/ui/badge';

/** What each state is called; the state is the server's, at its clock's now (an offer's window and its pause). */
export const STATE_NAMES: Record<OfferState, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  paused: 'Paused',
  ended: 'Ended',
};

export const STATE_TONES: Record<OfferState, BadgeTone> = {
  scheduled: 'neutral',
  live: 'success',
  paused: 'dark',
  ended: 'neutral',
};

/** Keeps a moment on one line ('31 Dec 2026, 12:00 am' never breaks before 'am'). */
const unbroken = (text: string) => text.replaceAll(' ', '\u00a0');

/**
 * A window in IST: '1 Dec 2026, 12:00 am – 31 Dec 2026, 12:00 am IST', or '… – no end IST'; a narrow screen breaks
 * the line only around the dash.
 */
export function windowText(startsAt: string, endsAt: string | null): string {
  const end = endsAt ? (formatDateTimeIN(endsAt) ?? endsAt) : 'no end';
  return `${unbroken(formatDateTimeIN(startsAt) ?? startsAt)} – ${unbroken(`${end} IST`)}`;
}
