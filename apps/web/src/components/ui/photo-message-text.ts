import type { Translator } from '../../lib/i18n';
import { knownMessageText, type KnownMessage } from '../../lib/i18n/known-message';

/**
 * The server's refusals of a shopper's photo (RETURNS_MESSAGES' photo texts of @vastra/domain/returns and
 * BACK_OFFICE_MESSAGES' image texts of @vastra/domain/back-office, word for word), each as `t` says it
 * (./photo-message-text.test.ts checks them against the domain's).
 */
export const PHOTO_TEXTS: readonly KnownMessage[] = [
  (t) => t('Choose a photo to upload'),
  (t) => t('Upload a JPEG, PNG, WebP or AVIF photo (HEIC cannot be read: save it as JPEG first)'),
  (t) => t('This photo could not be read'),
  (t) => t('Photos can be at most 10 MB.'),
  (t) =>
    t(
      'This photo has more than 16 megapixels. Please send a smaller one: a screenshot of it, or a photo taken at 12 MP.',
    ),
  // One line, past 120 columns: the Hindi check reads a message from its one literal (tests/repo/references.test.ts).
  (t) =>
    t(
      'This photo is too long and thin to show the item (more than 20 times longer than it is wide). Please send an ordinary photo of the item.',
    ),
  (t) => t('Your previous photo is still uploading. Please add the next one when it has finished.'),
  (t, values) => t('Too many photos. Please try again in {n} seconds.', values),
];

/** A photo refusal of the server's in the shopper's language; any other text as it is. */
export function photoMessageText(message: string, t: Translator['t']): string {
  return knownMessageText(message, PHOTO_TEXTS, t);
}
