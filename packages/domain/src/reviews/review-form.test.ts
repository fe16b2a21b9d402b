import { describe, it, expect } from 'vitest';
import { firstIssueMessage } from '../forms';
import { REVIEW_RATING_CHOICES, ReviewForm } from './review-form';

describe('ReviewForm', () => {
  it('defaults the rating to 5 and trims the comment', () => {
    expect(ReviewForm.parse({ comment: '  Lovely fabric  ' })).toEqual({ rating: 5, comment: 'Lovely fabric' });
  });

  it('offers ratings 5 to 1', () => {
    expect(REVIEW_RATING_CHOICES).toEqual([5, 4, 3, 2, 1]);
  });

  it.each([
    [{ rating: 5, comment: 'Nice' }, 'Please write a short review (at least 5 characters).'],
    [{ rating: 5, comment: '   Nice    ' }, 'Please write a short review (at least 5 characters).'],
    [{ rating: 0, comment: 'Lovely fabric' }, 'Please choose a rating from 1 to 5.'],
    [{ rating: 6, comment: 'Lovely fabric' }, 'Please choose a rating from 1 to 5.'],
    [{ rating: 4.5, comment: 'Lovely fabric' }, 'Please choose a rating from 1 to 5.'],
    [{ rating: '5', comment: 'Lovely fabric' }, 'Please choose a rating from 1 to 5.'],
    [{ rating: 5, comment: 'x'.repeat(2001) }, 'Please keep your review to at most 2000 characters.'],
  ])('rejects %j with %j', (input, message) => {
    expect(firstIssueMessage(ReviewForm.safeParse(input).error)).toBe(message);
  });
});
