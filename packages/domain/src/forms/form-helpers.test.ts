import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { firstIssue, firstIssueMessage } from './first-issue-message';
import { keepDigits } from './input-filters';

describe('firstIssueMessage', () => {
  const schema = z.object({ a: z.object({ b: z.string({ error: 'first' }) }), c: z.string({ error: 'second' }) });

  it('returns the first issue and its dotted field', () => {
    const error = schema.safeParse({ a: {} }).error;
    expect(firstIssueMessage(error)).toBe('first');
    expect(firstIssue(error)).toEqual({ message: 'first', field: 'a.b' });
  });

  it('returns the fallback without an error', () => {
    expect(firstIssueMessage(undefined, 'none')).toBe('none');
    expect(firstIssue(null)).toBeNull();
  });
});

describe('keepDigits', () => {
  it.each([
    ['98765 43210', 10, '9876543210'],
    ['+91 98765 43210', 10, '9198765432'],
    ['560-0345', 6, '560034'],
    ['12ab34', 6, '1234'],
  ])('%j max %i → %j', (input, max, expected) => {
    expect(keepDigits(input, max)).toBe(expected);
  });
});
