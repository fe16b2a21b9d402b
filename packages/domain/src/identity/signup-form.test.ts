import { describe, it, expect } from 'vitest';
import { firstIssueMessage } from '../forms';
import { SignupForm } from './signup-form';

const valid = {
  fullName: ' Asha Verma ',
  email: 'asha@example.com',
  phone: '9876543210',
  password: 'secret123',
  confirmPassword: 'secret123',
};

const messageOf = (input: unknown) => firstIssueMessage(SignupForm.safeParse(input).error);

describe('SignupForm', () => {
  it('accepts a complete form and trims the name', () => {
    expect(SignupForm.parse(valid)).toEqual({ ...valid, fullName: 'Asha Verma' });
  });

  it.each([
    ['an empty name', { ...valid, fullName: '  ' }, 'All fields are required'],
    ['an empty password', { ...valid, password: '', confirmPassword: '' }, 'All fields are required'],
    ['a missing field', { ...valid, email: undefined }, 'All fields are required'],
    ['an empty form', {}, 'All fields are required'],
    ['different passwords', { ...valid, confirmPassword: 'secret124' }, 'Passwords do not match'],
    [
      'a short password',
      { ...valid, password: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters',
    ],
    ['a 9-digit phone', { ...valid, phone: '987654321' }, 'Invalid phone number'],
    ['a phone starting 5', { ...valid, phone: '5876543210' }, 'Invalid phone number'],
    ['a bad email', { ...valid, email: 'asha' }, 'Please enter a valid email address.'],
  ])('rejects %s with %j', (_case, input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('reports "All fields are required" before any other problem', () => {
    expect(messageOf({ ...valid, fullName: '', phone: '1', confirmPassword: 'x' })).toBe('All fields are required');
  });

  it('reports "Passwords do not match" before a short password and a bad phone', () => {
    expect(messageOf({ ...valid, password: 'a', confirmPassword: 'b', phone: '1' })).toBe('Passwords do not match');
  });

  it('reports "Password must be at least 8 characters" before a bad phone', () => {
    expect(messageOf({ ...valid, password: 'a', confirmPassword: 'a', phone: '1' })).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('reports one message at a time', () => {
    expect(SignupForm.safeParse({ ...valid, password: 'a', confirmPassword: 'b' }).error?.issues).toHaveLength(1);
  });
});
