import { describe, it, expect } from 'vitest';
import { firstIssueMessage } from '../forms';
import { ContactBody } from './contact';
import { SendCodeBody, VerifyCodeBody } from './identity';
import { CreateReviewBody, ProductIdParams, Review } from './reviews';

describe('SendCodeBody', () => {
  it('accepts {phone} as +91 plus 10 digits', () => {
    expect(SendCodeBody.safeParse({ phone: '+919876543210' }).success).toBe(true);
  });

  it('reads a typed phone (10 digits, separators, a leading 0 or 91) into +91 plus 10 digits', () => {
    for (const phone of ['9876543210', '098765 43210', '91-98765-43210', '+91 98765 43210']) {
      expect(SendCodeBody.parse({ phone })).toEqual({ phone: '+919876543210' });
    }
  });

  it('rejects a phone that is no Indian mobile with "Invalid phone number"', () => {
    for (const phone of ['5876543210', '98765', '+1 415 555 0100', 12, '9'.repeat(21)]) {
      expect(firstIssueMessage(SendCodeBody.safeParse({ phone }).error)).toBe('Invalid phone number');
    }
  });
});

describe('VerifyCodeBody', () => {
  it('accepts {verificationId, code}', () => {
    expect(VerifyCodeBody.safeParse({ verificationId: 'v_1-a', code: '123456' }).success).toBe(true);
  });

  it.each([
    [{ verificationId: 'v1', code: '12' }, 'Please enter a valid OTP.'],
    [{ verificationId: 'v1', code: '12345a' }, 'Please enter a valid OTP.'],
    [{ verificationId: '../etc', code: '123456' }, 'Invalid verification'],
    [{ verificationId: 'x'.repeat(129), code: '123456' }, 'Invalid verification'],
  ])('rejects %j with %j', (body, message) => {
    expect(firstIssueMessage(VerifyCodeBody.safeParse(body).error)).toBe(message);
  });
});

describe('CreateReviewBody', () => {
  it('accepts {rating, comment} and trims the comment', () => {
    expect(CreateReviewBody.parse({ rating: 4, comment: '  Good fit  ' })).toEqual({ rating: 4, comment: 'Good fit' });
  });

  it.each([
    [{ rating: 4, comment: ' ok ' }, 'Please write a short review (at least 5 characters).'],
    [{ rating: 4 }, 'Please write a short review (at least 5 characters).'],
    [{ rating: 9, comment: 'Good fit' }, 'Please choose a rating from 1 to 5.'],
    [{ comment: 'Good fit' }, 'Please choose a rating from 1 to 5.'],
  ])('rejects %j with %j', (body, message) => {
    expect(firstIssueMessage(CreateReviewBody.safeParse(body).error)).toBe(message);
  });
});

describe('ProductIdParams', () => {
  it.each([
    ['abc-123', true],
    ['a/b', false],
    ['', false],
    ['x'.repeat(65), false],
  ])('%j → %s', (productId, ok) => {
    expect(ProductIdParams.safeParse({ productId }).success).toBe(ok);
  });
});

describe('Review', () => {
  it('describes a review', () => {
    const review = {
      _id: 'r1',
      user: { name: 'Anonymous' },
      rating: 5,
      comment: 'Lovely',
      createdAt: '2024-05-01T10:00:00.000Z',
    };
    expect(Review.parse(review)).toEqual(review);
  });
});

describe('ContactBody', () => {
  const valid = { name: 'Asha', email: 'asha@example.com', message: 'Hello there' };

  it('accepts {name, email, message}', () => {
    expect(ContactBody.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ ...valid, name: '' }, 'Please enter your name.'],
    [{ ...valid, email: 'x@' }, 'Please enter a valid email address.'],
    [{ ...valid, message: 'x'.repeat(5_001) }, 'Please keep your message to at most 5000 characters.'],
    [{ ...valid, extra: 1 }, 'Unrecognized key: "extra"'],
  ])('rejects %j with %j', (body, message) => {
    expect(firstIssueMessage(ContactBody.safeParse(body).error)).toBe(message);
  });
});
