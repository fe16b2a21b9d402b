import {
  FIT_SUMMARY_MIN_VOTES,
  fitSummary,
  REVIEW_FIT_LABELS,
  REVIEW_FITS,
  type REVIEWS_MESSAGES,
  type FitCounts,
  type ReviewFit,
} from '@vastra/domain/reviews';
import { ENGLISH, msg, type Message, type Translator } from '../../../lib/i18n';

// The review texts the domain keeps in English (packages/domain/src/reviews/messages.ts,
// packages/domain/src/reviews/fit.ts), marked here key for key so the reviews show them in the shopper's language. A
// text is found by its English: one the domain has since reworded is shown as it is.

const REVIEWS_MESSAGE_TEXTS: Readonly<Record<keyof typeof REVIEWS_MESSAGES, Message>> = {
  reviewTooShort: msg('Please write a short review (at least 5 characters).'),
  reviewLoginRequired: msg('Please login to submit a review.'),
  invalidRating: msg('Please choose a rating from 1 to 5.'),
  reviewTooLong: msg('Please keep your review to at most 2000 characters.'),
  reviewFailed: msg('Failed to submit review'),
  reviewSubmitted: msg('Thanks! Your review was submitted.'),
  shopReply: msg('Reply from Vastra'),
  alreadyReviewed: msg('You have already reviewed this product.'),
  notEligible: msg('You can review this product after it is delivered to you.'),
  fitLegend: msg('How did it fit? (optional)'),
  photoUploading: msg('Please wait: your photo is still uploading.'),
  reviewPhoto: msg('Photo {n} of {name}’s review'),
  reviewPhotoOpen: msg('Open photo {n} of {name}’s review'),
};

const KNOWN = new Set<string>(Object.values(REVIEWS_MESSAGE_TEXTS));

/**
 * A review message in the shopper's language, `{name}`s filled from `values`: the shop's own words (a form's check,
 * the server's answer when it is one of them, word for word) translated; any other text, a server's own, as it came.
 */
export function reviewsText(tm: Translator['tm'], message: string, values?: Record<string, string | number>): string {
  if (KNOWN.has(message)) return tm(message as Message, values);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));
}

const FIT_LABEL_TEXTS: Readonly<Record<ReviewFit, Message>> = {
  small: msg('Runs small'),
  true: msg('True to size'),
  large: msg('Runs large'),
};

/** REVIEW_FIT_LABELS[fit] in the shopper's language. */
export function fitLabel(tm: Translator['tm'], fit: ReviewFit): string {
  const english = REVIEW_FIT_LABELS[fit];
  return english === FIT_LABEL_TEXTS[fit] ? tm(FIT_LABEL_TEXTS[fit]) : english;
}

/** The words after "most say", per fit (as the domain's fitSummary has them). */
function saying({ t }: Pick<Translator, 't'>, fit: ReviewFit): string {
  if (fit === 'small') return t('it runs small');
  if (fit === 'large') return t('it runs large');
  return t('true to size');
}

/** fitSummary's line, worded by `translator`. */
function fitLine(translator: Pick<Translator, 't' | 'tm'>, counts: Partial<FitCounts>): string | null {
  const { t, tm } = translator;
  const votes = REVIEW_FITS.map((fit) => ({ fit, n: Math.max(0, Math.trunc(counts[fit] ?? 0)) }));
  const total = votes.reduce((sum, vote) => sum + vote.n, 0);
  if (total < FIT_SUMMARY_MIN_VOTES) return null;
  const most = Math.max(...votes.map((vote) => vote.n));
  const leaders = votes.filter((vote) => vote.n === most);
  const [leader, second, third] = leaders;
  if (!leader) return null;
  if (!second) return t('Fit: most say {saying} ({total} reviews)', { saying: saying(translator, leader.fit), total });
  const name = (fit: ReviewFit) => fitLabel(tm, fit).toLowerCase();
  const fits = third
    ? t('{first}, {second} and {third}', { first: name(leader.fit), second: name(second.fit), third: name(third.fit) })
    : t('{first} and {second}', { first: name(leader.fit), second: name(second.fit) });
  return t('Fit: reviews are split between {fits} ({total} reviews)', { fits, total });
}

/**
 * The fit line beside the size picker (the domain's fitSummary) in the shopper's language; the domain's own English
 * should its wording have changed since.
 */
export function fitSummaryText(translator: Pick<Translator, 't' | 'tm'>, counts: Partial<FitCounts>): string | null {
  const english = fitSummary(counts);
  return english !== null && fitLine(ENGLISH, counts) === english ? fitLine(translator, counts) : english;
}
