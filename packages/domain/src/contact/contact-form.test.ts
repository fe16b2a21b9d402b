import { describe, it, expect } from 'vitest';
import { firstIssueMessage } from '../forms';
import { ContactForm } from './contact-form';

describe('ContactForm', () => {
  const valid = { name: 'Asha', email: 'asha@example.com', message: 'Do you ship to Goa?' };

  it('accepts name, email and message', () => {
    expect(ContactForm.parse({ ...valid, name: ' Asha ' })).toEqual(valid);
  });

  it.each([
    [{ ...valid, name: '' }, 'Please enter your name.'],
    [{ ...valid, name: 'x'.repeat(101) }, 'Please keep your name to at most 100 characters.'],
    [{ ...valid, email: 'nope' }, 'Please enter a valid email address.'],
    [{ ...valid, email: undefined }, 'Please enter your email address.'],
    [{ ...valid, message: ' ' }, 'Please enter a message.'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'Please keep your message to at most 5000 characters.'],
  ])('rejects %j with %j', (input, message) => {
    expect(firstIssueMessage(ContactForm.safeParse(input).error)).toBe(message);
  });
});
