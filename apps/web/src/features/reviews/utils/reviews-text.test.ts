import { REVIEWS_MESSAGES } from '@vastra/domain/reviews';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../../lib/i18n';
import { HINDI } from '../../../lib/i18n/testing/said-in-both';
import { reviewsText } from './reviews-text';

describe('reviewsText', () => {
  it.each(Object.values(REVIEWS_MESSAGES))('keeps %s in English, and has its Hindi', (english) => {
    expect(reviewsText(ENGLISH.tm, english, { n: 1, name: 'Asha' })).toBe(
      english.replace('{n}', '1').replace('{name}', 'Asha'),
    );
    expect(reviewsText(HINDI.tm, english, { n: 1, name: 'Asha' })).not.toBe(reviewsText(ENGLISH.tm, english));
  });

  it("says the server's refusals of a review in Hindi", () => {
    expect(reviewsText(HINDI.tm, REVIEWS_MESSAGES.alreadyReviewed)).toBe('आप इस प्रोडक्ट का रिव्यू पहले ही कर चुके हैं।');
    expect(reviewsText(HINDI.tm, REVIEWS_MESSAGES.notEligible)).toBe(
      'यह प्रोडक्ट आपको डिलीवर होने के बाद आप इसका रिव्यू कर सकते हैं।',
    );
  });

  it("leaves a server's own text as it came", () => {
    expect(reviewsText(HINDI.tm, 'Reviews are paused for maintenance.')).toBe('Reviews are paused for maintenance.');
  });
});
